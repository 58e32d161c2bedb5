import autocannon from 'autocannon';

/**
 * What Chrome sends (decisions 087 and 089): every row is measured as browsers ask, with the
 * compression they get. Without it, the bench measured answers no browser gets.
 */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/**
 * How long a request may take before it counts as failed. autocannon's default is 10 s, and the
 * anchor's slowest searches on PGlite at 100,000 venues take 8–9 s (its p99): a few of them were
 * counted as failed, which fails the run (decision 181) although only the baseline was slow.
 */
const TIMEOUT_SECONDS = 30;

/** autocannon against a rotating list of paths, asking as Chrome does unless told otherwise. */
export async function load(
  url: string,
  paths: string[],
  connections: number,
  seconds: number,
  headers: Record<string, string> = BROWSER_HEADERS,
) {
  let next = 0;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    timeout: TIMEOUT_SECONDS,
    headers,
    requests: [
      {
        setupRequest: (request) => {
          const pathname = paths[next % paths.length] ?? '/';
          next += 1;
          return { ...request, path: pathname };
        },
      },
    ],
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}
