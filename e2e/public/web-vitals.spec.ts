import { randomInt } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { adminNav, DEMO, signIn } from '../support/accounts.ts';

const CITY = '/trivia-near-:place';
const SHOWN = ['LCP', 'INP', 'CLS'] as const;

interface VitalRow {
  route: string;
  metric: string;
  windowDays: number;
  visits: number;
  slowestParts: { visits: number }[];
}

/**
 * Visits of the last 7 days to city pages, by metric, as the admin API answers them, and those
 * of LCP that named their slowest part (decision 202).
 */
async function cityVisits(page: Page): Promise<Record<string, number>> {
  const answer = await page.request.get('/api/admin/vitals');
  expect(answer.status()).toBe(200);
  const rows: VitalRow[] = (await answer.json()).rows;
  const city = rows.filter((row) => row.route === CITY && row.windowDays === 7);
  const lcpParts = city
    .find((row) => row.metric === 'LCP')
    ?.slowestParts.reduce((sum, part) => sum + part.visits, 0);
  return {
    ...Object.fromEntries(city.map((row) => [row.metric, row.visits])),
    lcpParts: lcpParts ?? 0,
  };
}

/**
 * Decision 192: a visitor's own Core Web Vitals reach the admin's Page speed page. The visitor
 * loads a city page, interacts, and leaves; the page sends its LCP, INP and CLS with the route
 * template as it goes, LCP with its slowest part (decision 202), and a platform admin then sees
 * that visit counted for city pages, and which part of LCP was most often the slowest. Other
 * specs visit city pages too, so the counts are compared with those before the visit.
 */
test('a city page visit’s LCP, INP and CLS show on the admin’s Page speed page', async ({
  browser,
  page,
}) => {
  await signIn(page, DEMO.admin);
  const before = await cityVisits(page);

  // The visitor comes from an address of their own (the e2e server trusts one proxy hop), so the
  // beacons of other specs' visits do not share their rate limit.
  const visitor = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': `10.43.${randomInt(256)}.${randomInt(1, 255)}` },
  });
  const visit = await visitor.newPage();
  const measuring = visit.waitForResponse((response) =>
    /\/assets\/vitals-[^/]+\.js$/.test(response.url()),
  );
  await visit.goto('/trivia-near-nashville-tn');
  await measuring;
  await visit.waitForLoadState('load');
  // The visitor saves the first venue: the star is an island (decision 213), hydrated by the tap
  // (decision 214), which it keeps and replays in place.
  const star = visit.locator('[data-island="save"]').first().getByRole('button');
  // A busy phone: from before the tap until the visitor leaves, the page is never idle. The
  // library reports INP on hiding only once the page has been idle since the tap; ours must not
  // wait for that.
  await visit.evaluate(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      const start = performance.now();
      while (performance.now() - start < 20) {}
      channel.port2.postMessage(0);
    };
    channel.port2.postMessage(0);
  });
  const documents: string[] = [];
  visit.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  expect(documents, 'the star answers in place').toEqual([]);
  // The browser has timed the tap before the visitor leaves.
  await visit.evaluate(
    () =>
      new Promise<void>((resolve) =>
        new PerformanceObserver(() => resolve()).observe({ type: 'first-input', buffered: true }),
      ),
  );

  // Leaving (another page loads in its place) sends the beacon. The visitor's browser stays open
  // until the beacon has been counted: closing it at once may drop a beacon still on its way.
  await visit.goto('/saved');

  await expect
    .poll(
      async () => {
        const after = await cityVisits(page);
        return [...SHOWN, 'lcpParts'].filter((key) => (after[key] ?? 0) <= (before[key] ?? 0));
      },
      { message: 'the metrics not yet counted', timeout: 30_000 },
    )
    .toEqual([]);
  await visitor.close();

  await page.goto('/admin');
  await (await adminNav(page)).getByRole('link', { name: 'Page speed' }).click();
  await expect(page).toHaveURL(/\/admin\/vitals$/);
  await expect(page.getByRole('heading', { name: 'Page speed', level: 1 })).toBeVisible();
  const city = page.getByRole('region', { name: /City pages/ });
  for (const metric of SHOWN) {
    const row = city.getByRole('row', { name: new RegExp(`^${metric}`) });
    await expect(row.getByRole('cell').first()).toContainText(/p75 [≤>] [\d.,]+/);
    await expect(row.getByRole('cell').first()).toContainText(/% good · \d+ visits?/);
  }
  await expect(city.getByRole('row', { name: /^LCP/ }).getByRole('cell').first()).toContainText(
    /Slowest part: [A-Z][a-z ]+ \(\d+% of visits\)/,
  );
});

test('others than platform admins have no Page speed: no menu entry, Access Restricted', async ({
  page,
}) => {
  await signIn(page, DEMO.provider);
  await expect((await adminNav(page)).getByRole('link', { name: 'Page speed' })).toHaveCount(0);
  await page.goto('/admin/vitals');
  await expect(page.getByRole('heading', { name: 'Access Restricted' })).toBeVisible();
  expect((await page.request.get('/api/admin/vitals')).status()).toBe(403);
});
