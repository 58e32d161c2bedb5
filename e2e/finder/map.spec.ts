import fs from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { collectErrors } from '../support/errors.ts';
import { chicagoDay, inChicago } from '../support/hosts.ts';

test.use({ timezoneId: 'America/Chicago' });

/** The base map style the tests serve (`MAP_STYLE_URL` points at this address). */
const STYLE_URL = '**/test-map/style.json';
const STYLE = fs.readFileSync(path.join(import.meta.dirname, '../fixtures/map-style.json'), 'utf8');

/** The venue names behind markers: one each, or "3 venues: A, B, C" for a cluster. */
async function venuesOf(markers: Locator): Promise<string[]> {
  const labels = await markers.evaluateAll((each) =>
    each.map((marker) => marker.getAttribute('aria-label') ?? ''),
  );
  return labels.flatMap((label) => {
    const cluster = /^\d+ venues: (.+)$/.exec(label);
    return cluster?.[1] ? cluster[1].split(', ') : [label];
  });
}

const markerVenues = (page: Page) => venuesOf(page.locator('[data-venue-marker]'));
/** The venues of the highlighted marker (the chosen venue's own, or the cluster holding it). */
const highlightedVenues = (page: Page) =>
  venuesOf(page.locator('[data-venue-marker][data-active]'));

/** Whether an element lies wholly within the viewport. */
async function isInViewport(page: Page, element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) return false;
  return (
    box.x >= 0 &&
    box.y >= 0 &&
    box.x + box.width <= viewport.width + 0.5 &&
    box.y + box.height <= viewport.height + 0.5
  );
}

const tray = (page: Page) => page.getByRole('list', { name: 'Venues on the map' });
const cardOf = (page: Page, name: string) =>
  tray(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });

/** Nashville's This Week in the whole app (a city page's Map is a link to it, decision 213). */
const NASHVILLE_LIST = '/?lat=36.1627&lng=-86.7816&name=Nashville%2C+TN&tab=week';

/** Opens a list (Nashville's This Week by default), reads its venues, opens the map. */
async function openMap(page: Page, url = NASHVILLE_LIST): Promise<string[]> {
  await page.route(STYLE_URL, (route) =>
    route.fulfill({ body: STYLE, contentType: 'application/json' }),
  );
  await page.goto(url);
  const headings = page.getByRole('article').getByRole('heading', { level: 3 });
  await expect(headings.first()).toBeVisible();
  const names = await headings.allTextContents();
  await page.getByRole('button', { name: 'Map', exact: true }).click();
  await expect(page).toHaveURL(/[?&]view=map(&|$)/);
  await expect(page.getByRole('region', { name: 'Map of the venues' })).toBeVisible();
  await expect(page.locator('[data-venue-marker]').first()).toBeVisible({ timeout: 15_000 });
  return names;
}

/** Chooses clusters until single venues' markers show; returns those markers. */
async function zoomToSingleMarkers(page: Page): Promise<Locator> {
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
  return single;
}

/** Drags the map by (dx, dy) from a point above the tray. */
async function panMap(page: Page, dx: number, dy: number) {
  const box = await page.getByRole('region', { name: 'Map of the venues' }).boundingBox();
  if (!box) throw new Error('The map has no box.');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 3;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 2 });
  await page.mouse.move(x + dx, y + dy, { steps: 2 });
  await page.mouse.up();
}

test('on a phone the map fills the screen under the tabs; a marker tap brings its card into view', async ({
  page,
}) => {
  const errors = collectErrors(page);
  const names = await openMap(page);
  expect((await markerVenues(page)).toSorted()).toEqual(names.toSorted());
  // In list order: the first marker holds the list's first venue, which the tray opens on.
  expect((await markerVenues(page))[0]).toBe(names[0]);
  await expect(page.getByRole('img', { name: 'Your position' })).toBeVisible();
  await expect(page.getByText('Map tiles unavailable')).toHaveCount(0);
  await expect.poll(() => highlightedVenues(page)).toContain(names[0]);

  // From under the tabs to the foot of the screen.
  const map = await page.getByRole('region', { name: 'Map of the venues' }).boundingBox();
  expect(map?.y).toBeLessThanOrEqual(80);
  expect((map?.y ?? 0) + (map?.height ?? 0)).toBeGreaterThanOrEqual(844 - 1);
  await expect(tray(page).getByRole('listitem')).toHaveCount(names.length);

  // The single marker furthest down the list among those in sight (above the tray, below the
  // tabs): its card starts off screen, to the right.
  const single = await zoomToSingleMarkers(page);
  const trayTop = (await tray(page).boundingBox())?.y ?? 0;
  const inSight = await single.evaluateAll(
    (markers, [top, bottom]) =>
      markers.flatMap((marker) => {
        const box = marker.getBoundingClientRect();
        const seen = box.top > (top ?? 0) && box.bottom < (bottom ?? 0) && box.left > 0;
        return seen && box.right < window.innerWidth
          ? [marker.getAttribute('aria-label') ?? '']
          : [];
      }),
    [80, trayTop],
  );
  const name = inSight.toSorted((a, b) => names.indexOf(b) - names.indexOf(a))[0] ?? '';
  expect(names.indexOf(name)).toBeGreaterThan(0);
  const card = cardOf(page, name);
  expect(await isInViewport(page, card)).toBe(false);

  const marker = page.locator(`[data-venue-marker][aria-label="${name}"]`);
  const centre = async () => {
    const box = await marker.boundingBox();
    return { x: (box?.x ?? 0) + (box?.width ?? 0) / 2, y: (box?.y ?? 0) + (box?.height ?? 0) / 2 };
  };
  const before = await centre();
  await marker.click();
  await expect.poll(() => isInViewport(page, card)).toBe(true);
  // Highlighted where it stands: the marker grows, and the map does not move.
  const after = await centre();
  expect(Math.abs(after.x - before.x)).toBeLessThanOrEqual(1);
  expect(Math.abs(after.y - before.y)).toBeLessThanOrEqual(1);
  await expect(card).toHaveAttribute('data-active', '');
  await expect(marker).toHaveAttribute('aria-pressed', 'true');
  await expect(marker).toHaveAttribute('data-active', '');
  await expect(page.locator('[data-venue-marker][aria-pressed="true"]')).toHaveCount(1);

  // By keyboard too: Enter on the list's first venue's marker (when it is a marker of its own).
  const first = page.locator(`[data-venue-marker][aria-label="${names[0]}"]`);
  if ((await first.count()) === 1) {
    await first.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => isInViewport(page, cardOf(page, names[0] ?? ''))).toBe(true);
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    await expect(first).toBeFocused();
  }
  expect(errors).toEqual([]);
});

test('late in the day the markers keep the cards’ order, tonight’s nights that are over first', async ({
  page,
}) => {
  // 11:30 PM in Nashville: This Week's Tonight holds nights that are over (decision 166), whose
  // venues stay under their day at the top of the list.
  await page.clock.setFixedTime(inChicago(chicagoDay(0).iso, '23:30'));
  const names = await openMap(page);
  expect((await markerVenues(page))[0]).toBe(names[0]);
  await expect.poll(() => highlightedVenues(page)).toContain(names[0]);
});

test('swiping the tray to the second card highlights its marker', async ({ page }) => {
  const names = await openMap(page);
  await expect.poll(() => highlightedVenues(page)).toContain(names[0]);
  const second = cardOf(page, names[1] ?? '');
  expect(await isInViewport(page, second)).toBe(false);

  // A sideways scroll of one card's width over the tray, as a swipe or a trackpad does.
  await tray(page).hover();
  const width = (await second.boundingBox())?.width ?? 0;
  await page.mouse.wheel(width, 0);

  await expect.poll(() => isInViewport(page, second)).toBe(true);
  await expect(second).toHaveAttribute('data-active', '');
  await expect.poll(() => highlightedVenues(page)).toContain(names[1]);
});

test('after a pan, "Search this area" lists the venues around the centre of the map', async ({
  page,
}) => {
  // Two maps and two drags: each drawn frame takes a while in a browser without a GPU.
  test.setTimeout(90_000);
  await openMap(page);
  const searchArea = page.getByRole('button', { name: 'Search this area' });
  await expect(searchArea).toHaveCount(0);

  // A city page's place is fixed: its area is searched on the home page's list, still a map.
  // A drag the map missed (a frame drawn too late in a browser without a GPU) is made again.
  await expect(async () => {
    await panMap(page, -160, 120);
    await expect(searchArea).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 40_000 });
  await searchArea.click();
  await expect(page).toHaveURL(/\/\?lat=[-\d.]+&lng=[-\d.]+&name=[^&]+&tab=week&view=map$/);
  const first = new URL(page.url()).searchParams;
  await expect(page.getByRole('heading', { level: 1, name: /^Trivia Near / })).toBeVisible();
  await expect(page.locator('[data-venue-marker]').first()).toBeVisible({ timeout: 15_000 });
  await expect(searchArea).toHaveCount(0);

  // On the home page's list, the location in the URL moves with the map: dragged up, it shows
  // what lies south (the new map opened where the visitor searched).
  await panMap(page, 0, -200);
  await searchArea.click();
  await expect
    .poll(() => Number(new URL(page.url()).searchParams.get('lat')))
    .toBeLessThan(Number(first.get('lat')));
  expect(new URL(page.url()).pathname).toBe('/');
  expect(new URL(page.url()).searchParams.get('view')).toBe('map');
});

test('with the style request blocked, the markers and the tray still show with "Map tiles unavailable"', async ({
  page,
}) => {
  await page.route(STYLE_URL, (route) => route.abort('blockedbyclient'));
  await page.goto(NASHVILLE_LIST);
  const headings = page.getByRole('article').getByRole('heading', { level: 3 });
  await expect(headings.first()).toBeVisible();
  const names = await headings.allTextContents();
  await page.getByRole('button', { name: 'Map', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Map tiles unavailable' })).toBeVisible();
  await expect(page.locator('[data-venue-marker]').first()).toBeVisible({ timeout: 15_000 });
  expect((await markerVenues(page)).toSorted()).toEqual(names.toSorted());
  await expect(tray(page).getByRole('listitem')).toHaveCount(names.length);
});

test("a city page's Map opens its list on the map, in the whole app", async ({ page }) => {
  await page.route(STYLE_URL, (route) =>
    route.fulfill({ body: STYLE, contentType: 'application/json' }),
  );
  await page.goto('/trivia-near-nashville-tn?cash=1');
  await page.getByRole('link', { name: 'Map', exact: true }).click();
  await expect(page).toHaveURL(
    /\/\?lat=36\.\d+&lng=-86\.\d+&name=Nashville%2C\+TN&cash=1&tab=week&view=map$/,
  );
  await expect(page.getByRole('region', { name: 'Map of the venues' })).toBeVisible();
  await expect(page.locator('[data-venue-marker]').first()).toBeVisible({ timeout: 15_000 });
});
