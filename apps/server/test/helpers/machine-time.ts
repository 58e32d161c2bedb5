import os from 'node:os';

/** The most a busy machine stretches a time limit. */
const MOST = 6;

/**
 * A test's time limit scaled to the machine it runs on: tests assert behaviour, never timings
 * (timings are the bench's ratios), so a limit only stops a test that hangs. It grows with the
 * load per core when the test file is collected (a busy CI host) and with TEST_TIME_SCALE.
 */
export function machineTime(ms: number): number {
  const [load = 0] = os.loadavg();
  const busy = load / os.availableParallelism();
  const asked = Number(process.env.TEST_TIME_SCALE ?? 1) || 1;
  return Math.round(ms * Math.min(MOST, Math.max(1, busy, asked)));
}
