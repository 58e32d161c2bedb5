import { expect, test } from '@playwright/test';
import { DEMO, signInByApi } from '../support/accounts.ts';
import { createEventByApi, createVenueByApi, unique } from '../support/data.ts';
import { chicagoDay } from '../support/hosts.ts';
import { CANCELLED, NASHVILLE_LIST } from '../support/routes.ts';

// `page.route` does not see requests the service worker makes: keep it out of these tests.
test.use({ timezoneId: 'America/Chicago', serviceWorkers: 'block' });

test('Today, Tomorrow and This Week each show venues near Nashville', async ({ page }) => {
  await page.goto(NASHVILLE_LIST);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Trivia Near Nashville, TN' }),
  ).toBeVisible();
  const tabs = page.getByRole('tab');
  // The tabs, then the next five days ("Sun 3").
  await expect(tabs).toHaveText([
    /^Today\s*\d+/,
    /^Tomorrow\s*\d+/,
    /^This Week\s*\d+/,
    ...Array.from({ length: 5 }, () => /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun)\w*\s*\d+/),
  ]);
  await expect(page.getByRole('tab', { name: 'Today' })).toHaveAttribute('aria-selected', 'true');

  const counts: number[] = [];
  for (const name of ['Today', 'Tomorrow', 'This Week']) {
    await page.getByRole('tab', { name }).click();
    await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel', { name });
    await expect(panel.getByRole('article').first()).toBeVisible();
    // A venue whose every night there is cancelled is listed but not counted.
    const count = await panel
      .getByRole('article')
      .filter({ hasNot: page.getByText(CANCELLED) })
      .count();
    await expect(
      page.getByText(`${count} ${count === 1 ? 'venue' : 'venues'} found within 30 miles`),
    ).toBeVisible();
    counts.push(count);
  }
  // This Week holds every venue of Today and Tomorrow.
  expect(counts[2]).toBeGreaterThanOrEqual(Math.max(counts[0] ?? 0, counts[1] ?? 0));
  await expect(page).toHaveURL(/tab=week/);
});

test('a venue card shows its name, distance, next night and prize', async ({ page }) => {
  // Tuesday's day chip: Music Row Pub's next night is its Tuesday trivia.
  await page.goto(`${NASHVILLE_LIST}&day=Tuesday`);
  const card = page.getByRole('article').filter({ hasText: 'Music Row Pub' });
  await expect(card).toBeVisible();
  await expect(card.getByText(/^(\d+\.\d|< 0\.1) mi away$/)).toBeVisible();
  await expect(card.getByRole('heading', { level: 3, name: 'Music Row Pub' })).toBeVisible();
  // Two Tuesday 7 pm trivia nights at Music Row Pub are one line (spec §9): the card shows one.
  await expect(card.getByText(/^(Tonight|Tomorrow|Tuesday, \w{3} \d{1,2}) 7:00 PM$/)).toBeVisible();
  await expect(card.getByText('Prize: $50')).toBeVisible();
  // Directions and Report a problem are on the venue page.
  await expect(card.getByRole('link')).toHaveCount(1);

  // Nerdy Talk's trivia and bingo nights: the card names the next (whether one of them is
  // already over this week depends on the hour, so "+1 more night" is checked below).
  await page.goto(`${NASHVILLE_LIST}&tab=week`);
  const brewery = page.getByRole('article').filter({ hasText: 'East Side Brewery' });
  // Its title gives way first on a phone's line (to nothing beside "in 48 min" in the hours
  // before a night): it is in the card, read by screen readers, whether or not it shows.
  await expect(brewery.locator('.vc-what')).toHaveText(/^(TRIVIA|BALLAD BINGO) - Nerdy Talk$/);
  await expect(brewery.locator('img')).toHaveAttribute('src', '/venue-art/brewery.svg');
});

test('a card counts the venue’s other nights still to come in the tab', async ({
  page,
  request,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  await signInByApi(request, origin, DEMO.admin);
  const tag = unique();
  const venueName = `Three Nights Tavern ${tag}`;
  // In Memphis, far from the Nashville lists other specs count.
  const venue = await createVenueByApi(request, origin, venueName, '5 Beale St, Memphis, TN 38103');
  // Tomorrow and the two days after: none of them can be over while the test runs.
  for (const days of [1, 2, 3]) {
    await createEventByApi(request, origin, {
      venueId: venue.id,
      eventType: `Quiz ${tag}`,
      dayOfWeek: chicagoDay(days).weekday,
    });
  }
  await page.goto(`/?lat=${venue.latitude}&lng=${venue.longitude}&name=Memphis%2C+TN&tab=week`);
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 3, name: venueName }) });
  await expect(card.getByText(/^Tomorrow 7:00 PM$/)).toBeVisible();
  await expect(card.getByText('+2 more nights', { exact: true })).toBeVisible();
});

test('the tabs follow the arrow keys', async ({ page }) => {
  await page.goto(NASHVILLE_LIST);
  await page.getByRole('tab', { name: 'Today' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Tomorrow' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Tomorrow' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('End');
  await expect(page.getByRole('tab').last()).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/[?&]day=\w+day/);
  await page.keyboard.press('Home');
  await expect(page.getByRole('tab', { name: 'Today' })).toHaveAttribute('aria-selected', 'true');
});

test('a Montana ZIP finds nothing, and says what to try', async ({ page }) => {
  await page.goto('/?manual=1');
  await page.getByRole('combobox', { name: 'City or ZIP code' }).fill('59601');
  await page.getByRole('option', { name: '59601 · Helena, MT' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Trivia Near Helena, MT' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No trivia venues found' })).toBeVisible();
  await expect(
    page.getByText('Try expanding your search radius or check back later for new venues.'),
  ).toBeVisible();
});

test('a wider radius finds more', async ({ page }) => {
  await page.goto(`${NASHVILLE_LIST}&tab=week&radius=5`);
  await expect(page.getByRole('article').first()).toBeVisible();
  const near = await page.getByRole('article').count();
  await page.getByRole('combobox', { name: 'Radius' }).selectOption('50');
  await expect(page.getByText(/found within 50 miles/)).toBeVisible();
  expect(await page.getByRole('article').count()).toBeGreaterThan(near);
});

test('says when the venues cannot be loaded', async ({ page }) => {
  await page.route('**/api/venues/nearby*', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({
        error: { code: 'UNAVAILABLE', message: 'The database is not answering.' },
      }),
    }),
  );
  await page.goto(NASHVILLE_LIST);
  await expect(page.getByText('Loading trivia events...')).toBeVisible();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Failed to load trivia events', { timeout: 15_000 });
  await expect(alert).toContainText('The database is not answering.');
});

test('reload keeps the list, and Back returns to the splash and forgets the location', async ({
  page,
}) => {
  await page.goto(`${NASHVILLE_LIST}&tab=tomorrow`);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Tomorrow' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page.getByRole('button', { name: 'Share My Location' })).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
});
