import { expect, type Page, test } from '@playwright/test';

test.use({ timezoneId: 'America/Chicago' });

/** Every console error and uncaught exception of the page (hydration mismatches are errors). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('the Franklin page is server HTML whose controls hydrate alone, without errors', async ({
  page,
}) => {
  const errors = collectErrors(page);
  // A page of islands (decision 213): its list is the server's; the browser never asks for it.
  const nearbyRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/venues/nearby')) nearbyRequests.push(request.url());
  });
  await page.goto('/trivia-near-franklin-tn');
  await expect(page).toHaveTitle(
    'Trivia Near Franklin, TN — Trivia Nights This Week | Trivia Near Me',
  );
  await expect(
    page.getByRole('heading', { level: 1, name: 'Trivia Near Franklin, TN' }),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: 'This Week' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('article').filter({ hasText: 'Harpeth River Pub' })).toBeVisible();
  // Nothing hydrates until a tap (decision 214).
  await expect(page.locator('[data-hydrated]')).toHaveCount(0);

  // A tab is a link: it loads the list it names from the server.
  await page.getByRole('tab', { name: 'Tomorrow' }).click();
  await expect(page).toHaveURL(/\/trivia-near-franklin-tn\?tab=tomorrow$/);
  await expect(page.getByRole('tab', { name: 'Tomorrow' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('tab', { name: 'This Week' }).click();
  await expect(page).toHaveURL(/\/trivia-near-franklin-tn$/);
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(nearbyRequests).toEqual([]);
  expect(errors).toEqual([]);
});

test('Back returns to the page the visitor came from', async ({ page, baseURL }) => {
  await page.goto('/beta');
  // As when a link elsewhere (a search result) leads here.
  await page.goto('/trivia-near-franklin-tn', { referer: `${baseURL}/beta` });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Trivia Near Franklin, TN' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/beta$/);
});

test('opened by a typed address after another of our pages, Back returns there', async ({
  page,
}) => {
  await page.goto('/beta');
  // No referrer: as when the address is typed into the address bar.
  await page.goto('/trivia-near-franklin-tn');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Trivia Near Franklin, TN' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/beta$/);
});

test('opened from another site, Back goes to our home page, not back there', async ({
  page,
  baseURL,
}) => {
  // localhost and 127.0.0.1 are different sites to the browser.
  const otherSite = (baseURL ?? '').replace('127.0.0.1', 'localhost');
  await page.goto(`${otherSite}/beta`);
  await page.goto('/trivia-near-franklin-tn', { referer: `${otherSite}/beta` });
  await expect(
    page.getByRole('heading', { level: 1, name: 'Trivia Near Franklin, TN' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('button', { name: 'Share My Location' })).toBeVisible();
});

test('opened directly, Back goes to the home page', async ({ page }) => {
  await page.goto('/trivia-near-nashville-tn');
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Share My Location' })).toBeVisible();
});

test('an unknown place offers the search', async ({ page }) => {
  const errors = collectErrors(page);
  const response = await page.goto('/trivia-near-nowhere-zz');
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { level: 1, name: "We couldn't find Nowhere Zz" }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Search for a city or ZIP' }).click();
  await expect(page.getByRole('heading', { name: 'Enter Your Location' })).toBeVisible();
  // The 404 itself is logged by the browser; nothing else is.
  expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
});

test('the home page is rendered on the server and hydrates cleanly', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('Share My Location');
  const errors = collectErrors(page);
  await page.goto('/');
  await page.getByRole('link', { name: 'Enter location manually' }).click();
  await expect(page.getByRole('heading', { name: 'Enter Your Location' })).toBeVisible();
  expect(errors).toEqual([]);
});
