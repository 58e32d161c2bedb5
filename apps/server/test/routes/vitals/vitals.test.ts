import { VITAL_BUCKET_EDGES, type VitalRow } from '@trivia/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client.ts';
import { BEACONS_PER_ADDRESS } from '../../../src/services/vitals/index.ts';
import { TestClient, useAdminApp, useSignedInClient } from '../../helpers/auth.ts';

/**
 * Decisions 192, 193: the public pages' Core Web Vitals beacons are counted into daily histograms
 * per route template; platform admins read p75 and the good share for 7 and 28 days, on the API
 * and in /metrics, with the most common slowest part of each metric (decision 202). Nothing per
 * visitor is stored, and bad or flooding beacons store nothing.
 */
describe('web vitals beacons and their aggregates', () => {
  const { testApp, admin, db } = useAdminApp();
  const owner = useSignedInClient(testApp);
  const CITY = '/trivia-near-:place';

  let nextAddress = 1;
  /** Each beacon from its own address unless told, as visitors send them. */
  const send = (body: unknown, options: { address?: string; type?: string } = {}) =>
    new TestClient(testApp).request({
      method: 'POST',
      url: '/api/vitals',
      remoteAddress:
        options.address ?? `10.1.${Math.floor(nextAddress / 250)}.${nextAddress++ % 250}`,
      headers: { 'content-type': options.type ?? 'text/plain;charset=UTF-8' },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });

  const vitals = async (): Promise<VitalRow[]> => {
    const answer = await admin.get('/api/admin/vitals');
    expect(answer.statusCode).toBe(200);
    return answer.json().rows;
  };
  const row = (rows: VitalRow[], route: string, metric: string, windowDays: number) =>
    rows.find((r) => r.route === route && r.metric === metric && r.windowDays === windowDays);

  /** What the beacons can have written: vitals rows, their counts, their bytes, rate counters. */
  const storage = async () =>
    (
      await queryRows<Record<string, number>>(
        db(),
        sql`select (select count(*) from vital_counts)::int as rows,
          (select coalesce(sum(count), 0) from vital_counts)::int as counted,
          (select coalesce(sum(count), 0) from vital_part_counts)::int as parts,
          pg_total_relation_size('vital_counts')::int as bytes,
          pg_total_relation_size('vital_part_counts')::int as "partBytes",
          (select count(*) from auth_rate_limit)::int as "rateRows",
          (select coalesce(sum(count), 0) from auth_rate_limit)::int as "rateHits"`,
      )
    )[0];

  it('refuses everyone but platform admins: 401 signed out, 403 signed in', async () => {
    expect((await new TestClient(testApp).get('/api/admin/vitals')).statusCode).toBe(401);
    expect((await owner.get('/api/admin/vitals')).statusCode).toBe(403);
  });

  it('counts beacons into histograms: p75 and the good share of known visits', async () => {
    // LCP of four visits to city pages: three of 1000 ms, one of 3000 ms.
    for (const value of [1000, 1000, 1000, 3000]) {
      const sent = await send({ route: CITY, metrics: [{ name: 'LCP', value }] });
      expect(sent.statusCode).toBe(204);
    }
    // sendBeacon's text/plain and a fetch's application/json are both read.
    for (const [value, type] of [
      [0.05, 'text/plain'],
      [0.3, 'application/json'],
    ] as const) {
      const metrics = [
        { name: 'CLS', value },
        { name: 'INP', value: 150 },
        { name: 'TTFB', value: 900 },
      ];
      expect((await send({ route: CITY, metrics }, { type })).statusCode).toBe(204);
    }
    // Four visits ten days ago, past the last edge (40 s), count in the 28 days, not the 7.
    const pastEveryEdge = VITAL_BUCKET_EDGES.LCP.length;
    await db().execute(sql`insert into vital_counts (day, route, metric, bucket, count)
      values ((now() at time zone 'UTC')::date - 10, ${CITY}, 'LCP', ${pastEveryEdge}, 4)`);

    const rows = await vitals();
    // The nearest-rank p75 of 1000, 1000, 1000, 3000 is 1000 ms, in the bucket (1000, 1051]:
    // reported as its upper edge, 2500 · 2^(-5/4) rounded.
    expect(VITAL_BUCKET_EDGES.LCP).toContain(1051);
    expect(row(rows, CITY, 'LCP', 7)).toMatchObject({
      visits: 4,
      p75: 1051,
      p75Above: false,
      goodShare: 0.75,
    });
    // With them, p75 is past every edge: reported as the last edge, and said to be above it.
    expect(row(rows, CITY, 'LCP', 28)).toMatchObject({
      visits: 8,
      p75: 40000,
      p75Above: true,
      goodShare: 3 / 8,
    });
    // CLS 0.05 and 0.3: p75 is the larger one's bucket (0.29, 0.3]; one of two is good (≤ 0.1).
    expect(row(rows, CITY, 'CLS', 7)).toMatchObject({ visits: 2, p75: 0.3, goodShare: 0.5 });
    // INP 150 ms is good (≤ 200); TTFB 900 ms is not (> 800).
    expect(row(rows, CITY, 'INP', 7)).toMatchObject({ visits: 2, goodShare: 1 });
    expect(row(rows, CITY, 'TTFB', 7)).toMatchObject({ visits: 2, goodShare: 0 });
    // Another route has no visits.
    expect(row(rows, '/', 'LCP', 7)).toMatchObject({ visits: 0, p75: null, goodShare: null });

    const metrics = (await testApp.app.inject({ url: '/metrics' })).body;
    const labels = `route="${CITY}",metric="LCP",window="7d"`;
    expect(metrics).toMatch(new RegExp(`^trivia_web_vitals_p75\\{${labels}\\} 1051$`, 'm'));
    expect(metrics).toMatch(new RegExp(`^trivia_web_vitals_good_ratio\\{${labels}\\} 0.75$`, 'm'));
    expect(metrics).toMatch(new RegExp(`^trivia_web_vitals_visits\\{${labels}\\} 4$`, 'm'));
    expect(metrics).toMatch(
      new RegExp(
        `^trivia_web_vitals_p75\\{route="${CITY}",metric="LCP",window="28d"\\} 40000$`,
        'm',
      ),
    );
    expect(metrics).not.toMatch(/^trivia_web_vitals_p75\{[^}]*route="\/"/m);
  });

  it('counts the slowest parts per day, route and metric, and shares them out for admins', async () => {
    const VENUE = '/trivia-at-:venue';
    // Five visits to venue pages: LCP's render delay slowest in three, the image's download in
    // one, and one older page that names no part. INP and CLS name theirs once each.
    for (const part of ['elementRenderDelay', 'resourceLoadDuration', 'elementRenderDelay']) {
      const sent = await send({ route: VENUE, metrics: [{ name: 'LCP', value: 3000, part }] });
      expect(sent.statusCode).toBe(204);
    }
    expect(
      (
        await send({
          route: VENUE,
          metrics: [
            { name: 'LCP', value: 2000, part: 'elementRenderDelay' },
            { name: 'INP', value: 300, part: 'presentationDelay' },
            { name: 'CLS', value: 0.2, part: 'dom-interactive' },
          ],
        })
      ).statusCode,
    ).toBe(204);
    expect((await send({ route: VENUE, metrics: [{ name: 'LCP', value: 1000 }] })).statusCode).toBe(
      204,
    );
    // Ten days ago, the image's download was slowest in six visits: in 28 days, not in 7.
    await db().execute(sql`insert into vital_part_counts (day, route, metric, part, count)
      values ((now() at time zone 'UTC')::date - 10, ${VENUE}, 'LCP', 'resourceLoadDuration', 6)`);

    const stored = await queryRows<{ age: number; metric: string; part: string; count: number }>(
      db(),
      sql`select (now() at time zone 'UTC')::date - day as age, metric, part, count
        from vital_part_counts where route = ${VENUE} order by age, metric, part`,
    );
    expect(stored).toEqual([
      { age: 0, metric: 'CLS', part: 'dom-interactive', count: 1 },
      { age: 0, metric: 'INP', part: 'presentationDelay', count: 1 },
      { age: 0, metric: 'LCP', part: 'elementRenderDelay', count: 3 },
      { age: 0, metric: 'LCP', part: 'resourceLoadDuration', count: 1 },
      { age: 10, metric: 'LCP', part: 'resourceLoadDuration', count: 6 },
    ]);

    const rows = await vitals();
    // Of the four visits that named LCP's slowest part this week, three named the render delay.
    expect(row(rows, VENUE, 'LCP', 7)).toMatchObject({
      visits: 5,
      slowestParts: [
        { part: 'elementRenderDelay', visits: 3, share: 0.75 },
        { part: 'resourceLoadDuration', visits: 1, share: 0.25 },
      ],
    });
    // Over 28 days the download was slowest in seven of ten.
    expect(row(rows, VENUE, 'LCP', 28)?.slowestParts).toEqual([
      { part: 'resourceLoadDuration', visits: 7, share: 0.7 },
      { part: 'elementRenderDelay', visits: 3, share: 0.3 },
    ]);
    expect(row(rows, VENUE, 'CLS', 7)?.slowestParts).toEqual([
      { part: 'dom-interactive', visits: 1, share: 1 },
    ]);
    expect(row(rows, VENUE, 'TTFB', 7)?.slowestParts).toEqual([]);

    // A scrape reuses the rows read in the last second, so the counts above may take that long:
    // as long as poll's own default (1 s), so it is given more.
    const scrape = async () => (await testApp.app.inject({ url: '/metrics' })).body;
    await expect.poll(scrape, { timeout: 30_000 }).toContain(`route="${VENUE}"`);
    const metrics = await scrape();
    const gauge = (metric: string, part: string, window: string) =>
      new RegExp(
        `^trivia_web_vitals_slowest_part_ratio\\{route="${VENUE}",metric="${metric}",part="${part}",window="${window}"\\} ([\\d.]+)$`,
        'm',
      );
    expect(metrics.match(gauge('LCP', 'elementRenderDelay', '7d'))?.[1]).toBe('0.75');
    expect(metrics.match(gauge('LCP', 'resourceLoadDuration', '28d'))?.[1]).toBe('0.7');
    expect(metrics.match(gauge('INP', 'presentationDelay', '7d'))?.[1]).toBe('1');
    expect(metrics).not.toMatch(/^trivia_web_vitals_slowest_part_ratio\{[^}]*metric="TTFB"/m);
  });

  it('refuses a part of another metric, or free-form attribution, with 400 naming the field', async () => {
    const before = await storage();
    const wrong = await send({
      route: CITY,
      metrics: [
        { name: 'TTFB', value: 100, part: 'dnsDuration' },
        { name: 'LCP', value: 1000, part: 'inputDelay' },
      ],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toMatch(/^metrics\.1\.part: /);
    const made = await send({ route: CITY, metrics: [{ name: 'INP', value: 1, part: 'slow' }] });
    expect(made.json().error.message).toMatch(/^metrics\.0\.part: /);
    const selector = await send({
      route: CITY,
      metrics: [{ name: 'LCP', value: 1, part: 'elementRenderDelay', target: 'main > img' }],
    });
    expect(selector.statusCode).toBe(400);
    expect(selector.json().error.message).toMatch(/^metrics\.0: /);
    expect(await storage()).toEqual(before);
  });

  it('keeps counts only: one row per route, day, metric and bucket', async () => {
    const columns = await queryRows<{ column_name: string }>(
      db(),
      sql`select column_name from information_schema.columns where table_name = 'vital_counts'
        order by column_name`,
    );
    expect(columns.map((c) => c.column_name)).toEqual([
      'bucket',
      'count',
      'day',
      'metric',
      'route',
    ]);
    const before = await storage();
    for (let i = 0; i < 5; i++) {
      await send({ route: CITY, metrics: [{ name: 'LCP', value: 1000 }] });
    }
    const after = await storage();
    expect(after?.rows).toBe(before?.rows);
    expect(after?.counted).toBe((before?.counted ?? 0) + 5);

    const partColumns = await queryRows<{ column_name: string }>(
      db(),
      sql`select column_name from information_schema.columns
        where table_name = 'vital_part_counts' order by column_name`,
    );
    expect(partColumns.map((c) => c.column_name)).toEqual([
      'count',
      'day',
      'metric',
      'part',
      'route',
    ]);
  });

  it('refuses an unknown route or a bad beacon with 400 naming the field, storing nothing', async () => {
    const before = await storage();
    const unknown = await send({ route: '/admin', metrics: [{ name: 'LCP', value: 1 }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toMatch(/^route: /);
    const url = await send({
      route: '/trivia-near-nashville-tn',
      metrics: [{ name: 'LCP', value: 1 }],
    });
    expect(url.statusCode).toBe(400);
    const negative = await send({ route: CITY, metrics: [{ name: 'LCP', value: -1 }] });
    expect(negative.json().error.message).toMatch(/^metrics\.0\.value: /);
    const extra = await send({ route: CITY, metrics: [{ name: 'LCP', value: 1 }], visitor: 'x' });
    expect(extra.statusCode).toBe(400);
    expect((await send('not json')).json().error.message).toBe('body: must be JSON');
    expect((await send({ route: CITY, metrics: [], pad: 'x'.repeat(5000) })).statusCode).toBe(413);
    expect(await storage()).toEqual(before);
  });

  it('a flood of 10,000 malformed beacons leaves storage unchanged', async () => {
    const malformed = [
      'not json',
      '{"route":"/","metrics":[{"name":"FID","value":1}]}',
      '{"route":"/secret","metrics":[{"name":"LCP","value":1}]}',
      '{"route":"/","metrics":[{"name":"LCP","value":"fast"}]}',
      '{"route":"/","metrics":[{"name":"LCP","value":1},{"name":"LCP","value":2}]}',
      '{"route":"/","metrics":[{"name":"LCP","value":1}],"ip":"10.0.0.1"}',
      '[]',
      `{"route":"/","metrics":[],"pad":"${'x'.repeat(5000)}"}`,
    ];
    const before = await storage();
    const statuses = new Set<number>();
    // From one address, as a flood comes, in batches of concurrent requests.
    for (let start = 0; start < 10_000; start += 500) {
      const answers = await Promise.all(
        Array.from({ length: 500 }, (_, i) =>
          testApp.app.inject({
            method: 'POST',
            url: '/api/vitals',
            remoteAddress: '10.9.9.9',
            headers: {
              origin: new URL(testApp.config.publicUrl).origin,
              'content-type': 'text/plain',
            },
            payload: malformed[(start + i) % malformed.length],
          }),
        ),
      );
      for (const answer of answers) statuses.add(answer.statusCode);
    }
    expect([...statuses].sort()).toEqual([400, 413]);
    expect(await storage()).toEqual(before);
    // Headroom for 10,000 requests on a busy shared machine; nothing here measures time.
  }, 120_000);

  it('a flood of valid beacons from one address is answered 429 and stops counting', async () => {
    const address = '10.8.8.8';
    const beacon = { route: '/', metrics: [{ name: 'TTFB', value: 100 }] };
    const flood = async (count: number) =>
      (await Promise.all(Array.from({ length: count }, () => send(beacon, { address })))).map(
        (answer) => answer.statusCode,
      );
    expect(new Set(await flood(BEACONS_PER_ADDRESS.max))).toEqual(new Set([204]));
    const before = await storage();
    expect(new Set(await flood(50))).toEqual(new Set([429]));
    const after = await storage();
    expect(after?.counted).toBe(before?.counted);
    expect(after?.rows).toBe(before?.rows);
    expect(after?.rateRows).toBe(before?.rateRows);
    // Headroom on a busy shared machine; nothing here measures time.
  }, 60_000);

  it('the daily job deletes days older than 35, slowest parts too, and queues its next run', async () => {
    await db().execute(sql`insert into vital_counts (day, route, metric, bucket, count) values
      ((now() at time zone 'UTC')::date - 35, '/', 'CLS', 0, 1),
      ((now() at time zone 'UTC')::date - 34, '/', 'CLS', 0, 1)`);
    await db().execute(sql`insert into vital_part_counts (day, route, metric, part, count) values
      ((now() at time zone 'UTC')::date - 36, '/', 'INP', 'inputDelay', 1),
      ((now() at time zone 'UTC')::date - 35, '/', 'INP', 'inputDelay', 1),
      ((now() at time zone 'UTC')::date - 34, '/', 'INP', 'inputDelay', 1)`);
    // Start-up queued the next run; it is made due now.
    const [job] = await queryRows<{ key: string }>(
      db(),
      sql`update jobs set run_at = now() where kind = 'vitals-prune' and done_at is null
        returning key`,
    );
    expect(job?.key).toMatch(/^vitals-prune:\d{4}-\d{2}-\d{2}$/);
    await testApp.app.jobs.runDue();
    const days = await queryRows<{ age: number }>(
      db(),
      sql`select (now() at time zone 'UTC')::date - day as age from vital_counts
        where route = '/' and metric = 'CLS' order by age`,
    );
    expect(days.map((d) => d.age)).toEqual([34]);
    const partDays = await queryRows<{ age: number }>(
      db(),
      sql`select (now() at time zone 'UTC')::date - day as age from vital_part_counts
        where route = '/' and metric = 'INP' order by age`,
    );
    expect(partDays.map((d) => d.age)).toEqual([34]);
    const next = await queryRows<{ key: string }>(
      db(),
      sql`select key from jobs where kind = 'vitals-prune' and done_at is null`,
    );
    expect(next).toHaveLength(1);
    expect(next[0]?.key).not.toBe(job?.key);
  });
});
