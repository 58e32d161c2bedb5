import { setTimeout as sleep } from 'node:timers/promises';
import { HttpConnection } from './http-connection.ts';

export interface PacedResult {
  p50: number;
  p99: number;
  rps: number;
  errors: number;
}

/**
 * An open-loop load at a steady offered rate (decision 084): `connections` keep-alive
 * connections, each sending one request every `connections / rate` seconds, staggered so that the
 * requests are evenly spread. A request is timed from when it was due, not from when it went out,
 * so a late answer also counts against the requests it held up (coordinated omission).
 *
 * Each connection is an `HttpConnection`: it reads answers only as far as their framing (decision
 * 088).
 *
 * The connections are open before the clock starts, and the first `warmupSeconds` run at the rate
 * without being recorded, as wrk2 calibrates before it records (decision 090): after the bench's
 * saturated runs, the slow answers of a run came at its start, while the server, its database
 * connections and the loader settled to the new rate.
 *
 * autocannon's `overallRate` is not this: each connection sends back to back until it has used
 * its second's budget, then waits for the next second, so half of every second runs at saturation.
 */
export async function pacedLoad(
  url: string,
  paths: string[],
  connections: number,
  seconds: number,
  rate: number,
  headers: Record<string, string> = {},
  warmupSeconds = 0,
): Promise<PacedResult> {
  const interval = (connections / rate) * 1000;
  const opened = Array.from({ length: connections }, () => new HttpConnection(url, headers));
  await Promise.all(opened.map((each) => each.open()));
  const start = performance.now() + 20;
  const recordFrom = start + warmupSeconds * 1000;
  const end = recordFrom + seconds * 1000;
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;

  const connection = async (index: number) => {
    const http = opened[index] as HttpConnection;
    for (let k = 0; ; k += 1) {
      const due = start + (index * interval) / connections + k * interval;
      if (due >= end) return;
      const wait = due - performance.now();
      if (wait > 0) await sleep(Math.ceil(wait));
      const pathname = paths[next % paths.length] ?? '/';
      next += 1;
      const status = await http.get(pathname);
      if (due >= recordFrom) latencies.push(performance.now() - due);
      if (status < 200 || status >= 300) errors += 1;
    }
  };

  try {
    await Promise.all(Array.from({ length: connections }, (_, index) => connection(index)));
  } finally {
    for (const each of opened) each.close();
  }
  latencies.sort((a, b) => a - b);
  const at = (share: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))] ?? 0;
  return {
    p50: Math.round(at(0.5) * 10) / 10,
    p99: Math.round(at(0.99) * 10) / 10,
    rps: latencies.length / seconds,
    errors,
  };
}
