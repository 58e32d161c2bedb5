/**
 * /api/health offered at a steady rate while other work runs: what a load balancer's checks see
 * (bench/feeds.ts, bench/import-health.ts).
 */

/** Health checks offered per second while work runs (a load balancer's, many times over). */
const HEALTH_RATE = 20;

/**
 * Offers /api/health at HEALTH_RATE a second while `work` runs, each timed from when it was due
 * (not from when the previous one came back: a check stuck behind the database counts for every
 * check that was due meanwhile). The p99 of those, in ms.
 */
/**
 * One check. A keep-alive connection the server closed while this process was busy (its idle
 * timeout passed under a long import) resets when reused: the check is sent again on a new one,
 * still timed from when it was due.
 */
async function check(base: string): Promise<void> {
  try {
    await (await fetch(`${base}/api/health`)).arrayBuffer();
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code !== 'ECONNRESET') throw error;
    await (await fetch(`${base}/api/health`)).arrayBuffer();
  }
}

export async function healthWhile<T>(base: string, work: Promise<T>) {
  const samples: Promise<number>[] = [];
  let done = false;
  const settled = work.finally(() => {
    done = true;
  });
  const started = performance.now();
  const probe = (async () => {
    for (let index = 0; !done; index += 1) {
      const due = started + (index * 1000) / HEALTH_RATE;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (done) break;
      samples.push(check(base).then(() => performance.now() - due));
    }
  })();
  const result = await settled;
  await probe;
  const latencies = (await Promise.all(samples)).sort((a, b) => a - b);
  const p99 = latencies[Math.max(0, Math.ceil(latencies.length * 0.99) - 1)] ?? 0;
  return { result, p99, samples: latencies.length };
}
