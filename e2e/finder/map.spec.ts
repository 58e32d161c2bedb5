import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { collectErrors } from '../support/errors.ts';

test.use({ timezoneId: 'America/Chicago' });

/** The base map style the tests serve (`MAP_STYLE_URL` points at this address). */
const STYLE_URL = '**/test-map/style.json';
const STYLE = fs.readFileSync(path.join(import.meta.dirname, '../fixtures/map-style.json'), 'utf8');

/** The venue names behind the map's markers: one each, or "3 venues: A, B, C" for a cluster. */
async function markerVenues(page: Page): Promise<string[]> {
  const labels = await page
    .locator('[data-venue-marker]')
    .evaluateAll((markers) => markers.map((marker) => marker.getAttribute('aria-label') ?? ''));
  return labels.flatMap((label) => {
    const cluster = /^\d+ venues: (.+)$/.exec(label);
    return cluster?.[1] ? cluster[1].split(', ') : [label];
  });
}

/** Opens the Nashville list (This Week), reads its venues, and switches to the map. */
async function openMap(page: Page): Promise<string[]> {
  await page.goto('/trivia-near-nashville-tn');
  const headings = page.getByRole('article').getByRole('heading', { level: 3 });
  await expect(headings.first()).toBeVisible();
  const names = await headings.allTextContents();
  await page.getByRole('button', { name: 'Map', exact: true }).click();
  await expect(page).toHaveURL(/[?&]view=map(&|$)/);
  await expect(page.getByRole('region', { name: 'Map of the venues' })).toBeVisible();
  await expect(page.locator('[data-venue-marker]').first()).toBeVisible({ timeout: 15_000 });
  return names;
}

test('the map opens with a marker per venue; choosing one by keyboard shows its card', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.route(STYLE_URL, (route) =>
    route.fulfill({ body: STYLE, contentType: 'application/json' }),
  );
  const names = await openMap(page);
  expect((await markerVenues(page)).toSorted()).toEqual(names.toSorted());
  // In list order: the first marker holds the list's first venue.
  expect((await markerVenues(page))[0]).toBe(names[0]);
  await expect(page.getByRole('img', { name: 'Your position' })).toBeVisible();
  await expect(page.getByText('Map tiles unavailable')).toHaveCount(0);

  // Crowded markers join; choosing one zooms in until a single venue's marker shows.
  const single = page.locator('[data-venue-marker]:not([aria-label*=" venues: "])');
  const labels = () =>
    page
      .locator('[data-venue-marker]')
      .evaluateAll((markers) =>
        markers.map((marker) => marker.getAttribute('aria-label')).join('|'),
      );
  for (let step = 0; step < 6 && (await single.count()) === 0; step += 1) {
    const before = await labels();
    await page.locator('[data-venue-marker]').first().click();
    // The zoom has settled when the markers are new ones (however long a busy machine takes).
    await expect.poll(labels, { timeout: 15_000 }).not.toBe(before);
  }
  const marker = single.first();
  const name = (await marker.getAttribute('aria-label')) ?? '';
  expect(names).toContain(name);
  await marker.focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('article').getByRole('heading', { level: 3, name, exact: true }),
  ).toBeVisible();
  // The chosen marker says so, and keeps the keyboard's focus.
  const chosen = page.locator(`[data-venue-marker][aria-label="${name}"]`);
  await expect(chosen).toHaveAttribute('aria-pressed', 'true');
  await expect(chosen).toBeFocused();

  // The choice stays in the URL through a reload.
  await page.reload();
  await expect(page.locator('[data-venue-marker]').first()).toBeVisible({ timeout: 15_000 });
  expect(errors).toEqual([]);
});

test('with the style request blocked, the markers still show with "Map tiles unavailable"', async ({
  page,
}) => {
  await page.route(STYLE_URL, (route) => route.abort('blockedbyclient'));
  const names = await openMap(page);
  await expect(page.getByRole('status').filter({ hasText: 'Map tiles unavailable' })).toBeVisible();
  expect((await markerVenues(page)).toSorted()).toEqual(names.toSorted());
});
