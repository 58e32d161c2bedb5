/**
 * The failure drills (decision 199): starts the reference deployment (deploy/start), puts a steady
 * mixed load on it, and breaks one part at a time: kill -9 a server process, stop the replica,
 * restart the primary, promote the replica. Each drill prints what was sent, what failed, p99
 * before, during and after, and the acknowledged writes found against those sent; the script exits
 * 1 when any drill misses its figure, and stops the deployment (deploy/stop) either way.
 *
 *   npm run drills                              (as root: PostgreSQL runs as postgres)
 *   npm run drills -- --only kill,replica       (some of them: kill, replica, primary, promote)
 *   npm run drills -- --reuse --keep            (the deployment already started; leave it up)
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { connect, deployDir, settings, shellAsync } from './deployment.ts';
import { Load, p99, type Sample, sleep, type Target, type WriteRecord } from './load.ts';
import {
  checkWrites,
  confirmWriter,
  feedWriter,
  type Night,
  rsvpWriter,
  signInAdmin,
} from './writers.ts';

/** The drills' report goes to standard output. */
function print(text: string): void {
  process.stdout.write(`${text}\n`);
}

/** Seconds of load before and after each drill's break. */
const STEADY_MS = 5_000;

/** What the load needs: where the demo venues are, their pages, nights, a provider for the feed. */
async function readTarget(): Promise<{ target: Target; nights: Night[]; providerId: string }> {
  const sql = connect(settings.primaryPort);
  try {
    const places = await sql<{ lat: number; lng: number }[]>`
      select latitude as lat, longitude as lng from venues
      where active_event_count > 0 and latitude is not null order by id limit 5`;
    const events = await sql<{ id: string; day: string }[]>`
      select id, day_of_week as day from events
      where is_active and frequency = 'weekly' and max_teams is null
        and occurrences_through is null order by id limit 8`;
    const [provider] = await sql<{ id: string }[]>`
      select id from trivia_providers where status = 'approved' and is_active order by name limit 1`;
    const first = places[0];
    if (!first || !provider) throw new Error('no demo venues or providers: is DEMO=1?');
    const target: Target = { host: settings.lbHost, port: settings.lbPort, places, venueSlugs: [] };
    const response = await fetch(
      `http://${target.host}:${target.port}/api/venues/nearby?lat=${first.lat}&lng=${first.lng}`,
    );
    const body = (await response.json()) as { venues: { slug: string }[] };
    target.venueSlugs = body.venues.slice(0, 5).map((venue) => venue.slug);
    const nights = events.map((event) => ({ eventId: event.id, date: nextDate(event.day) }));
    return { target, nights, providerId: provider.id };
  } finally {
    await sql.end();
  }
}

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** The weekday's date from two days ahead (a night to come in every time zone). */
function nextDate(day: string): string {
  const date = new Date(Date.now() + 2 * 86_400_000);
  while (DAYS[date.getUTCDay()] !== day) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

interface Outcome {
  name: string;
  misses: string[];
}

/** The primary the writes are looked up on: the promoted replica after a failover. */
let primaryPort = settings.primaryPort;

/** Each kind's writes against the primary, one line each; returns the misses. */
async function tallyWrites(writes: WriteRecord[]): Promise<{ lines: string[]; misses: string[] }> {
  const sql = connect(primaryPort);
  const tallies = await checkWrites(sql, writes).finally(() => sql.end());
  const misses: string[] = [];
  for (const t of tallies) {
    if (t.lost > 0) misses.push(`${t.lost} acknowledged ${t.kind} writes lost`);
    if (t.failedStored > 0) misses.push(`${t.failedStored} failed ${t.kind} writes stored`);
  }
  const lines = tallies.map(
    (t) =>
      `  ${t.kind} writes: ${t.sent} sent, ${t.acknowledged} acknowledged, ${t.found} found stored, ${t.lost} acknowledged but missing, ${t.failedStored} failed but stored`,
  );
  return { lines, misses };
}

function between(samples: Sample[], from: number, to: number): Sample[] {
  return samples.filter((sample) => sample.at >= from && sample.at < to);
}

const isFailure = (sample: Sample) => sample.status === 0 || sample.status >= 500;
const isAcknowledgedWrite = (sample: Sample) =>
  sample.kind === 'write' && sample.status >= 200 && sample.status < 300;

/** What a drill's break and recovery came to, for `runDrill` to report. */
interface Broken {
  recoveredAt: number;
  /** The end of the drill's window; by default, when the drill's own steps are done. */
  end?: number;
  misses: string[];
  notes?: string[];
}

/**
 * One drill: steady load, the break (`breakIt`, given when it began), then the figures — requests,
 * failures by status, p99 before, during and after, each kind of write against the primary.
 */
async function runDrill(
  load: Load,
  name: string,
  breakIt: (breakAt: number, start: number) => Promise<Broken>,
): Promise<Outcome> {
  const start = load.now();
  await sleep(STEADY_MS);
  const breakAt = load.now();
  const broken = await breakIt(breakAt, start);
  const { recoveredAt, misses, notes = [] } = broken;
  const end = broken.end ?? load.now();
  const samples = between(load.samples, start, end);
  const failed = samples.filter(isFailure);
  const byStatus = new Map<number, number>();
  for (const sample of failed) byStatus.set(sample.status, (byStatus.get(sample.status) ?? 0) + 1);
  const errors = [...new Set(failed.map((sample) => sample.error).filter(Boolean))];
  // Those sent within the drill's window; writes in flight between drills are checked at the end.
  const writes = load.writes.filter((write) => write.at >= start && write.at < end);
  const tally = await tallyWrites(writes);
  misses.push(...tally.misses);
  const statuses = [...byStatus].map(([status, count]) => `${status || 'no answer'}: ${count}`);
  print(
    [
      `\n== ${name}`,
      `  requests sent: ${samples.length} (${samples.filter((s) => s.kind === 'read').length} reads, ${writes.length} writes)`,
      `  failed: ${failed.length}${statuses.length ? ` (${statuses.join(', ')})` : ''}${errors.length ? ` [${errors.join(', ')}]` : ''}; failed reads: ${failed.filter((s) => s.kind === 'read').length}`,
      `  p99 ms: before ${p99(between(samples, start, breakAt))}, during ${p99(between(samples, breakAt, recoveredAt))}, after ${p99(between(samples, recoveredAt, end))}`,
      ...tally.lines,
      `  recovery: ${((recoveredAt - breakAt) / 1000).toFixed(1)} s after the break`,
      ...notes.map((note) => `  ${note}`),
      misses.length ? `  MISSED: ${misses.join('; ')}` : '  met every figure',
    ].join('\n'),
  );
  return { name, misses };
}

/** Waits until `check` holds, polling every 100 ms; returns false after `ms`. */
async function until(ms: number, check: () => boolean | Promise<boolean>): Promise<boolean> {
  const deadline = performance.now() + ms;
  while (performance.now() < deadline) {
    if (await check()) return true;
    await sleep(100);
  }
  return false;
}

/** The first moment from `from` after which every request of `kind` succeeded for a second. */
function recoveredAfter(load: Load, from: number, kind?: 'read' | 'write'): number | null {
  const samples = load.samples.filter(
    (sample) => sample.at >= from && (kind === undefined || sample.kind === kind),
  );
  const lastFailure = samples.filter(isFailure).at(-1);
  const after = lastFailure ? lastFailure.at : from;
  const ok = samples.filter((sample) => sample.at > after && !isFailure(sample));
  return ok.length > 0 && load.now() - after > 1000 ? Math.max(after, from) : null;
}

type Drill = (load: Load) => Promise<Outcome>;

const killProcess: Drill = (load) =>
  runDrill(load, 'kill -9 one server process', async (_breakAt, start) => {
    const port = settings.appPorts.split(' ')[0];
    const pid = Number(await shellAsync(`cat "$DEPLOY_DIR/app/server-${port}.pid"`));
    process.kill(pid, 'SIGKILL');
    await sleep(STEADY_MS);
    const recoveredAt = load.now();
    // Back in: its supervisor starts it again, and HAProxy takes it once /api/ready answers.
    await shellAsync(`sleep 2; wait_for server 300 app_ready ${port}`);
    await sleep(STEADY_MS);
    const failedReads = load.samples.filter(
      (sample) => sample.at >= start && sample.kind === 'read' && isFailure(sample),
    );
    const misses =
      failedReads.length > 0 ? [`${failedReads.length} idempotent requests failed`] : [];
    return { recoveredAt, misses };
  });

async function metricsLines(pattern: RegExp): Promise<string[]> {
  const lines: string[] = [];
  for (const port of settings.appPorts.split(' ')) {
    const response = await fetch(`http://${settings.host}:${port}/metrics`, {
      headers: { authorization: `Bearer ${settings.metricsToken}` },
    }).catch(() => null);
    const text = response?.ok ? await response.text() : '';
    lines.push(...text.split('\n').filter((line) => !line.startsWith('#') && pattern.test(line)));
  }
  return lines;
}

const stopReplica: Drill = (load) =>
  runDrill(load, 'stop the replica', async (breakAt, start) => {
    const misses: string[] = [];
    await shellAsync('pg_stop replica fast');
    await sleep(STEADY_MS + 1_000);
    const recoveredAt = recoveredAfter(load, breakAt, 'read') ?? load.now();
    if (recoveredAt - breakAt > 5_000) misses.push('reads did not move to the primary within 5 s');
    // Which pool served the reads while the replica was down (decision 194).
    const readPools = await metricsLines(/replica|read_pool|database_read/i);
    const notes = [
      `reads failing for ${((recoveredAt - breakAt) / 1000).toFixed(1)} s after the stop`,
      ...(readPools.length
        ? ['/metrics while the replica is down:', ...readPools.map((line) => `  ${line}`)]
        : ['/metrics shows no read pool']),
    ];
    await sleep(STEADY_MS);
    const end = load.now();
    await shellAsync('pg_start replica');
    const samples = between(load.samples, start, end);
    const failed = samples.filter(isFailure).length;
    if (failed * 1000 >= samples.length)
      misses.push(`${failed} of ${samples.length} requests failed (0.1 % or more)`);
    return { recoveredAt, end, misses, notes };
  });

const restartPrimary: Drill = (load) =>
  runDrill(load, 'restart the primary', async (breakAt) => {
    const misses: string[] = [];
    await shellAsync('pg_stop primary fast');
    await sleep(3_000);
    const downEnd = load.now();
    await shellAsync('pg_start primary');
    const dbUpAt = load.now();
    const back = await until(10_000, () => {
      const after = load.samples.filter((sample) => sample.at >= dbUpAt);
      return (
        after.some(isAcknowledgedWrite) &&
        after.some((sample) => sample.kind === 'read' && sample.status === 200)
      );
    });
    const recoveredAt = load.now();
    if (!back) misses.push('service not back within 10 s of the database');
    // While the database was down: every failure a 503 with Retry-After.
    const down = between(load.samples, breakAt + 500, downEnd).filter(isFailure);
    const bare = down.filter((sample) => sample.status !== 503 || !sample.retryAfter);
    if (bare.length > 0) {
      misses.push(`${bare.length} failures while down were not 503 with Retry-After`);
    }
    const notes = [
      `while down: ${down.length} failed requests, ${down.length - bare.length} of them 503 with Retry-After`,
      `service back ${((recoveredAt - dbUpAt) / 1000).toFixed(1)} s after the database (a read and a write answered)`,
    ];
    await sleep(STEADY_MS);
    return { recoveredAt, misses, notes };
  });

const promoteReplica: Drill = (load) =>
  runDrill(load, 'promote the replica (planned failover)', async (breakAt) => {
    // Planned: the primary stops cleanly (it sends the replica all its WAL first), the replica is
    // promoted, PgBouncer is pointed at it and reloaded; the processes reconnect by themselves.
    // From here on, writes are looked up on the promoted replica.
    primaryPort = settings.replicaPort;
    await shellAsync(
      'pg_stop primary fast; as_postgres "$PG_BIN/pg_ctl" -D "$DEPLOY_DIR/pg/replica" -w promote >/dev/null; pgbouncer_point_at "$REPLICA_HOST" "$REPLICA_PORT"; kill -HUP "$(cat "$DEPLOY_DIR/pgbouncer/pgbouncer.pid")"',
    );
    const resumed = await until(30_000, () => {
      const writes = load.samples.filter((s) => s.kind === 'write' && s.at > breakAt);
      const last = writes.at(-1);
      return writes.some(isAcknowledgedWrite) && last !== undefined && isAcknowledgedWrite(last);
    });
    const recoveredAt = load.now();
    const misses = resumed ? [] : ['writes did not resume within 30 s'];
    const notes = [
      `writes resumed ${((recoveredAt - breakAt) / 1000).toFixed(1)} s after the primary stopped`,
    ];
    await sleep(STEADY_MS);
    return { recoveredAt, misses, notes };
  });

const DRILLS: Record<string, Drill> = {
  kill: killProcess,
  replica: stopReplica,
  primary: restartPrimary,
  promote: promoteReplica,
};

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      only: { type: 'string', default: Object.keys(DRILLS).join(',') },
      // Drill the deployment already running (after `deploy/start`) rather than starting one.
      reuse: { type: 'boolean', default: false },
      // Leave the deployment running afterwards (deploy/stop stops it).
      keep: { type: 'boolean', default: false },
    },
  });
  const chosen: Drill[] = [];
  for (const name of values.only.split(',').map((drill) => drill.trim())) {
    const drill = DRILLS[name];
    if (!drill)
      throw new Error(`--only: unknown drill "${name}" (${Object.keys(DRILLS).join(', ')})`);
    chosen.push(drill);
  }
  const outcomes: Outcome[] = [];
  try {
    if (!values.reuse) execFileSync(path.join(deployDir, 'start'), { stdio: 'inherit' });
    const { target, nights, providerId } = await readTarget();
    const prefix = `drill-${Date.now().toString(36)}`;
    const cookie = await signInAdmin(target);
    const feed = await feedWriter({ target, cookie, providerId, prefix });
    const writers = [rsvpWriter(target, nights, prefix), await confirmWriter(target, cookie)];
    const load = new Load(target, [...writers, feed.writer]);
    load.start();
    try {
      for (const drill of chosen) outcomes.push(await drill(load));
    } finally {
      await load.stop();
      await feed.close();
    }
    // Every write of the run once more, those in flight between two drills too.
    const { lines, misses } = await tallyWrites(load.writes);
    print(['\n== every write of the run', ...lines].join('\n'));
    if (misses.length > 0) print(`  MISSED: ${misses.join('; ')}`);
    outcomes.push({ name: 'every write of the run', misses });
  } finally {
    if (!values.keep) execFileSync(path.join(deployDir, 'stop'), { stdio: 'inherit' });
  }
  const missed = outcomes.filter((outcome) => outcome.misses.length > 0);
  print(
    missed.length
      ? `\n${missed.length} of ${outcomes.length} checks missed: ${missed.map((o) => o.name).join(', ')}`
      : `\nAll ${outcomes.length} checks (each drill, then every write of the run) met their figures.`,
  );
  return missed.length ? 1 : 0;
}

process.exitCode = await main();
