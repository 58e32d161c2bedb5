import { expect, type Page, test } from '@playwright/test';
import { DEMO, signIn } from '../support/accounts.ts';
import { createEventByApi, createVenueByApi, todaysDate, unique } from '../support/data.ts';
import { CANCELLED, NASHVILLE_LIST } from '../support/routes.ts';

// The list on a phone (the project's viewport is 390 × 844).
test.use({ serviceWorkers: 'block' });

/** The number in "N venues found within 30 miles". */
async function venueCount(page: Page): Promise<number> {
  const text = page.getByText(/^\d+ venues? found within \d+ miles$/);
  await expect(text).toBeVisible();
  return Number(((await text.textContent()) ?? '').split(' ')[0]);
}

/** How many venue cards lie wholly within the first screen. */
async function cardsOnFirstScreen(page: Page): Promise<number> {
  await expect(page.getByRole('article').first()).toBeVisible();
  const viewport = page.viewportSize() ?? { width: 390, height: 844 };
  let inside = 0;
  for (const card of await page.getByRole('article').all()) {
    const box = await card.boundingBox();
    if (box && box.y >= 0 && box.x >= 0 && box.y + box.height <= viewport.height) inside += 1;
    if (box && box.x + box.width > viewport.width)
      throw new Error('a card is wider than the screen');
  }
  return inside;
}

test('three or more venue cards fit the first screen of the Nashville list and city page', async ({
  page,
}) => {
  expect(page.viewportSize()).toEqual({ width: 390, height: 844 });
  await page.goto('/trivia-near-nashville-tn');
  await expect(page.getByRole('heading', { level: 1, name: /Trivia Near/ })).toBeVisible();
  expect(await cardsOnFirstScreen(page)).toBeGreaterThanOrEqual(3);
  await page.goto(`${NASHVILLE_LIST}&tab=week`);
  expect(await cardsOnFirstScreen(page)).toBeGreaterThanOrEqual(3);
  // Each card: its name links to the venue page; its distance and next night are on it.
  const card = page.getByRole('article').first();
  await expect(card.getByRole('heading', { level: 3 }).getByRole('link')).toHaveAttribute(
    'href',
    /^\/trivia-at-/,
  );
  await expect(card.getByText(/^(\d+\.\d|< 0\.1) mi away$/)).toBeVisible();
  await expect(
    card.getByText(/^(Tonight|Tomorrow|\w+day, \w{3} \d{1,2}) \d{1,2}:\d\d [AP]M$/),
  ).toBeVisible();
  await expect(card.getByRole('link', { name: /Directions/ })).toHaveCount(0);
});

/**
 * Each counted card's next night: its start in minutes after midnight, distance and whether it has
 * a prize. Cards of nights cancelled or over are left out: they come last whatever the sort.
 */
async function cardsOf(page: Page) {
  await expect(page.getByRole('article').first()).toBeVisible();
  const texts = await page
    .getByRole('article')
    .filter({ hasNot: page.getByText(CANCELLED) })
    .allInnerTexts();
  return texts.map((text) => {
    const [, hours = '0', minutes = '0', half = 'AM'] =
      text.match(/(\d{1,2}):(\d\d) ([AP]M)/) ?? [];
    return {
      text,
      start: ((Number(hours) % 12) + (half === 'PM' ? 12 : 0)) * 60 + Number(minutes),
      miles: Number(text.match(/(\d+\.\d) mi/)?.[1] ?? 0),
      hasPrize: /Prize: /.test(text),
    };
  });
}

test('the sort orders by distance, start time or prize, and stays in the URL', async ({ page }) => {
  await page.goto(`${NASHVILLE_LIST}&tab=today`);
  const byDistance = await cardsOf(page);
  expect(byDistance.length).toBeGreaterThan(2);
  expect(byDistance.map((card) => card.miles)).toEqual(
    [...byDistance].map((card) => card.miles).sort((a, b) => a - b),
  );

  await page.getByLabel('Sort').selectOption({ label: 'Start time' });
  await expect(page).toHaveURL(/[?&]sort=time(&|$)/);
  await expect
    .poll(async () => (await cardsOf(page)).map((card) => card.text))
    .not.toEqual(byDistance.map((card) => card.text));
  const byTime = await cardsOf(page);
  expect(byTime.map((card) => card.start)).toEqual(
    [...byTime].map((card) => card.start).sort((a, b) => a - b),
  );

  await page.getByLabel('Sort').selectOption({ label: 'Prize' });
  await expect(page).toHaveURL(/[?&]sort=prize(&|$)/);
  await page.reload();
  await expect(page.getByLabel('Sort')).toHaveValue('prize');
  const byPrize = await cardsOf(page);
  const firstWithout = byPrize.findIndex((card) => !card.hasPrize);
  if (firstWithout >= 0)
    expect(byPrize.slice(firstWithout).every((card) => !card.hasPrize)).toBe(true);
});

/** A way out of an empty list: a button or link that leads somewhere with venues. */
const WAY_OUT =
  /^(Show .+ \(\d+\)|Clear all filters|Remove .+|Search within \d+ miles|(Today|Tomorrow|This Week): \d+ venues?|Search near .+ instead)$/;

test('no tab, day or filter on the Nashville list ends in an empty list without a way out', async ({
  page,
}) => {
  test.slow();
  const filterSets = [
    '',
    'cash=1',
    'after=20',
    'type=kids+trivia',
    'type=kids+trivia&after=20',
    'cash=1&after=20',
  ];
  for (const filters of filterSets) {
    await page.goto(`${NASHVILLE_LIST}${filters ? `&${filters}` : ''}`);
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveCount(8);
    for (let index = 0; index < 8; index += 1) {
      const tab = tabs.nth(index);
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      const found = await venueCount(page);
      if (found > 0) {
        await expect(page.getByRole('article').first()).toBeVisible();
        continue;
      }
      const panel = page.getByRole('tabpanel');
      const ways = panel
        .getByRole('button', { name: WAY_OUT })
        .or(panel.getByRole('link', { name: WAY_OUT }));
      await expect(ways.first(), `${filters} / ${await tab.textContent()}`).toBeVisible();
      // "Show Thursday (3)" shows that day's 3 venues.
      const show = panel.getByRole('button', { name: /^Show .+ \(\d+\)$/ });
      if (await show.count()) {
        const expected = Number((await show.textContent())?.match(/\((\d+)\)/)?.[1]);
        await show.click();
        await expect.poll(() => venueCount(page)).toBe(expected);
        await tab.click();
      }
    }
  }
});

test('the day chips replace the Day filter; an old ?day= link still opens that day', async ({
  page,
}) => {
  await page.goto(`${NASHVILLE_LIST}&tab=week`);
  const week = await venueCount(page);
  const chip = page.getByRole('tab').nth(4);
  await chip.click();
  await expect(page).toHaveURL(/[?&]day=[A-Z][a-z]+day(&|$)/);
  const day = new URL(page.url()).searchParams.get('day') ?? '';
  await expect(chip).toHaveAccessibleName(new RegExp(`^${day} \\d+ venues?$`));
  const onDay = await venueCount(page);
  expect(onDay).toBeLessThanOrEqual(week);
  // Every card of the day names it.
  for (const text of await page.getByRole('article').allInnerTexts()) {
    expect(text).toContain(day);
  }
  await expect(page.getByRole('combobox', { name: 'Day' })).toHaveCount(0);
  await page.goto(`${NASHVILLE_LIST}&tab=week&day=${day}`);
  await expect(page.getByRole('tab', { name: new RegExp(`^${day}`) })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('tab', { name: /^This Week/ }).click();
  await expect(page).not.toHaveURL(/day=/);
});

test('a cancelled night is not counted, loses its prize and shows the host’s note', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  const origin = baseURL ?? '';
  const tag = unique();
  const today = todaysDate();
  const tomorrow = new Date(Date.now() + 86_400_000);
  const weekday = tomorrow.toLocaleDateString('en-US', { weekday: 'long' });
  const date = tomorrow.toLocaleDateString('en-CA');
  await signIn(page, DEMO.owner);
  // Knoxville: no demo venue and no other spec within 5 miles.
  const closed = await createVenueByApi(
    page.request,
    origin,
    `Closed Cellar ${tag}`,
    '7 Gay St, Knoxville, TN 37902',
  );
  const busy = await createVenueByApi(
    page.request,
    origin,
    `Busy Bar ${tag}`,
    '9 Gay St, Knoxville, TN 37902',
  );
  const closedNight = await createEventByApi(page.request, origin, {
    venueId: closed.id,
    eventType: `Cellar Quiz ${tag}`,
    dayOfWeek: weekday,
  });
  const busyNights = [];
  for (const [eventType, startTime] of [
    ['Early Quiz', '18:00'],
    ['Mid Quiz', '20:00'],
    ['Late Quiz', '21:00'],
  ] as const) {
    busyNights.push(
      await createEventByApi(page.request, origin, {
        venueId: busy.id,
        eventType: `${eventType} ${tag}`,
        dayOfWeek: weekday,
        startTime,
      }),
    );
  }
  const list = `/?lat=${closed.latitude}&lng=${closed.longitude}&name=Knoxville&tab=tomorrow&radius=5`;

  const visitor = await browser.newPage();
  await visitor.goto(list);
  const closedCard = visitor.getByRole('article').filter({ hasText: `Closed Cellar ${tag}` });
  const busyCard = visitor.getByRole('article').filter({ hasText: `Busy Bar ${tag}` });
  await expect(busyCard.getByText('+2 more nights')).toBeVisible();
  await expect(closedCard).toBeVisible();
  const before = await venueCount(visitor);
  const tomorrowTab = visitor.getByRole('tab', { name: /^Tomorrow/ });
  await expect(tomorrowTab).toHaveAccessibleName(`Tomorrow ${before} venues`);

  // The host cancels Closed Cellar's night with a note, and one of Busy Bar's three.
  for (const [eventIds, note] of [
    [[closedNight.id], 'Closed for a private party'],
    [[busyNights[1]?.id ?? ''], ''],
  ] as const) {
    const response = await page.request.post('/api/admin/schedule/exceptions', {
      headers: { origin },
      data: { kind: 'cancel_date', eventIds, date, today, note },
    });
    expect(response.status()).toBe(200);
  }

  await visitor.reload();
  await expect.poll(() => venueCount(visitor)).toBe(before - 1);
  await expect(tomorrowTab).toHaveAccessibleName(
    `Tomorrow ${before - 1} ${before - 1 === 1 ? 'venue' : 'venues'}`,
  );
  await expect(busyCard.getByText('+1 more night')).toBeVisible();
  // Still listed, after the others, with its cancellation and the host's note, without its prize.
  await expect(closedCard.getByText('Cancelled — Closed for a private party')).toBeVisible();
  await expect(closedCard.getByText(/Prize/)).toHaveCount(0);
  await expect(visitor.getByRole('article').last()).toContainText(`Closed Cellar ${tag}`);
  await visitor.close();
});
