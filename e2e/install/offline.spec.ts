import { expect, type Page, test } from '@playwright/test';

test.use({ timezoneId: 'America/Chicago' });

const NASHVILLE_WEEK = '/?lat=36.1627&lng=-86.7816&name=Nashville%2C%20TN&tab=week';

/** Waits until the service worker is active and controls the page (after a reload if need be). */
async function waitForServiceWorker(page: Page) {
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    await page.reload();
  }
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
    /\/sw\.js$/,
  );
}

test('the service worker registers and controls the page after a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Share My Location' })).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
    /\/sw\.js$/,
  );
  const worker = await page.request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
});

test('the web app manifest is linked and valid, with PNG icons of the sizes it says', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  );
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
    'href',
    '/icons/apple-touch-icon.png',
  );
  const response = await page.request.get('/manifest.webmanifest');
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
  };
  expect(manifest).toMatchObject({
    name: 'Trivia Near Me',
    start_url: '/',
    display: 'standalone',
    theme_color: '#0d1124',
    background_color: '#0d1124',
  });
  expect(manifest.short_name.length).toBeGreaterThan(0);
  expect(manifest.short_name.length).toBeLessThanOrEqual(12);

  const find = (size: number, purpose: string) =>
    manifest.icons.find(
      (icon) => icon.sizes === `${size}x${size}` && (icon.purpose ?? 'any').includes(purpose),
    );
  const wanted = [
    { icon: find(192, 'any'), size: 192 },
    { icon: find(512, 'any'), size: 512 },
    { icon: find(512, 'maskable'), size: 512 },
    { icon: { src: '/icons/apple-touch-icon.png', type: 'image/png' }, size: 180 },
  ];
  for (const { icon, size } of wanted) {
    expect(icon, `an icon of ${size}px`).toBeDefined();
    expect(icon?.type).toBe('image/png');
    const image = await page.request.get(icon?.src ?? '');
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    // A PNG starts with its signature, then the IHDR chunk holding width and height.
    const bytes = await image.body();
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)], icon?.src).toEqual([size, size]);
  }
});

test('offline, the app still opens and shows the trivia it last loaded, saying so', async ({
  page,
  context,
}) => {
  await page.goto(NASHVILLE_WEEK);
  await waitForServiceWorker(page);
  // Loaded through the service worker, which keeps the answer.
  await page.reload();
  const firstVenue = page.getByRole('article').first();
  await expect(firstVenue).toBeVisible();
  const venueName = await firstVenue.getByRole('heading', { level: 3 }).textContent();
  await expect(page.getByText(/You're offline/)).toHaveCount(0);

  // Chromium's offline emulation cuts the service worker off from the network too, as airplane
  // mode would: the worker answers from its cache, and its answer says so.
  await context.setOffline(true);
  const [nearby] = await Promise.all([
    page.waitForResponse((response) => response.url().includes('/api/venues/nearby')),
    page.reload(),
  ]);
  expect(nearby.fromServiceWorker()).toBe(true);
  expect(Date.parse(nearby.headers()['x-served-from-cache'] ?? '')).toBeLessThanOrEqual(Date.now());
  await expect(
    page.getByRole('heading', { level: 1, name: 'Trivia Near Nashville, TN' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: venueName ?? '' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toContainText(
    /You're offline — showing the trivia you last loaded, at \d{1,2}:\d{2} [AP]M\. Details may have changed\./,
  );

  // A page never opened before still opens: the precached shell and its lazily loaded code.
  await page.goto('/beta');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Install Trivia Near Me' }),
  ).toBeVisible();
  await page.goto(NASHVILLE_WEEK);

  // Back online: the network answers again, unmarked, and the note goes. Chromium hands the end
  // of offline emulation to the service worker's thread a moment later; a reload inside that
  // moment is still offline for the worker and rightly answered from its cache, marked. So the
  // reload is retried until the worker has the network again (CI saw one such early reload).
  await context.setOffline(false);
  await expect(async () => {
    const [fresh] = await Promise.all([
      page.waitForResponse((response) => response.url().includes('/api/venues/nearby')),
      page.reload(),
    ]);
    expect(fresh.headers()['x-served-from-cache']).toBeUndefined();
  }).toPass({ timeout: 15_000 });
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByText(/You're offline/)).toHaveCount(0);
});

test('offline, a city page opens from the stored copy and its stored list, saying so, without errors', async ({
  page,
  context,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/trivia-near-franklin-tn');
  await waitForServiceWorker(page);
  // Loaded through the service worker, which keeps the page and the list's answer.
  await page.reload();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByText(/You're offline/)).toBeHidden();

  // Offline, the worker answers with its stored copy of the page, a page of islands (decision
  // 213), whose own script says so.
  await context.setOffline(true);
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Trivia Near Franklin, TN' }),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toContainText(
    'showing the trivia you last loaded',
  );
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Tomorrow' }).click();
  await expect(page).toHaveURL(/\?tab=tomorrow$/);
  await context.setOffline(false);
  // Only the browser's own lines about requests it could not make are allowed.
  expect(
    errors.filter((error) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED/.test(error)),
  ).toEqual([]);
});

test('going offline on an open list says so at once', async ({ page, context }) => {
  await page.goto(NASHVILLE_WEEK);
  await expect(page.getByRole('article').first()).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toContainText(
    'showing the trivia you last loaded',
  );
  await context.setOffline(false);
  await expect(page.getByText(/You're offline/)).toHaveCount(0);
});
