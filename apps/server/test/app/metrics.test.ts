import { describe, expect, it } from 'vitest';
import { enqueueJobs } from '../../src/jobs/queue.ts';
import { useTestApp } from '../helpers/app.ts';

const TOKEN = 'a-metrics-token-for-tests';

/** The value of one sample line (`name{labels} value`) in Prometheus's text format, or undefined. */
function sample(text: string, name: string, labels: string): number | undefined {
  const line = text.split('\n').find((entry) => entry.startsWith(`${name}{${labels}}`));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
}

describe('GET /metrics', () => {
  const testApp = useTestApp({ METRICS_TOKEN: TOKEN });

  const scrape = (headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    testApp.app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });

  it('counts requests and their durations by method, route pattern and status', async () => {
    const { app } = testApp;
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'GET', url: '/api/venues/nearby?lat=x' });
    await app.inject({ method: 'GET', url: '/api/places/franklin-tn' });
    await app.inject({ method: 'GET', url: '/api/no-such-thing' });

    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0.0.4/);
    const text = response.body;
    const count = (labels: string) => sample(text, 'trivia_http_requests_total', labels);
    expect(count('method="GET",route="/api/health",status="200"')).toBe(2);
    expect(count('method="GET",route="/api/venues/nearby",status="400"')).toBe(1);
    // The route's pattern, not its URL: one series however many places are asked for.
    expect(count('method="GET",route="/api/places/:slug",status="200"')).toBe(1);
    expect(text).not.toContain('franklin-tn');
    expect(
      sample(
        text,
        'trivia_http_request_duration_seconds_count',
        'method="GET",route="/api/health",status="200"',
      ),
    ).toBe(2);
    expect(text).toContain('# TYPE trivia_http_request_duration_seconds histogram');
  });

  it('reports the database pool and the job queue depth', async () => {
    const { db } = testApp.app;
    const later = new Date(Date.now() + 86_400_000);
    const job = (n: number, runAt?: Date) => ({
      kind: 'metrics-test',
      key: `metrics-test:${n}`,
      runAt,
    });
    await enqueueJobs(db, [job(1), job(2), job(3), job(4, later), job(5, later)]);
    const text = (await scrape()).body;
    const pool = (state: string) => sample(text, 'trivia_db_pool_connections', `state="${state}"`);
    const kind = process.env.TEST_DB;
    expect(pool('max')).toBe(kind === 'postgres' ? 4 : 1);
    expect(pool('open')).toBeGreaterThanOrEqual(1);
    expect(pool('active')).toBeGreaterThanOrEqual(0);
    const depth = (body: string, state: string) =>
      sample(body, 'trivia_job_queue_depth', `kind="metrics-test",state="${state}"`);
    expect(depth(text, 'ready')).toBe(3);
    expect(depth(text, 'scheduled')).toBe(2);
    await enqueueJobs(db, [job(6)]);
    expect(depth((await scrape()).body, 'ready')).toBe(4);
  });

  it('answers other machines only with the METRICS_TOKEN bearer token', async () => {
    const away = await scrape({}, '203.0.113.9');
    expect(away.statusCode).toBe(403);
    expect(away.json().error.message).toMatch(/METRICS_TOKEN/);
    expect(
      (await scrape({ authorization: 'Bearer wrong-token-of-some-length' }, '203.0.113.9'))
        .statusCode,
    ).toBe(403);
    expect((await scrape({ authorization: TOKEN }, '203.0.113.9')).statusCode).toBe(403);
    expect((await scrape({ authorization: `Bearer ${TOKEN}` }, '203.0.113.9')).statusCode).toBe(
      200,
    );
  });

  it('does not take a request a local proxy passed on for a local one', async () => {
    const proxied = await scrape({ 'x-forwarded-for': '203.0.113.9' });
    expect(proxied.statusCode).toBe(403);
  });
});

describe('GET /metrics behind a trusted proxy', () => {
  const testApp = useTestApp({ TRUST_PROXY: '1' });

  it("judges the client's address, not the proxy's", async () => {
    const scrape = (forwardedFor: string) =>
      testApp.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { 'x-forwarded-for': forwardedFor },
        remoteAddress: '127.0.0.1',
      });
    expect((await scrape('203.0.113.9')).statusCode).toBe(403);
    expect((await scrape('127.0.0.1')).statusCode).toBe(200);
  });
});
