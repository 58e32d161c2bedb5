import { expect, type Page, test } from '@playwright/test';

test.use({ timezoneId: 'America/Chicago' });

/** The number in "N venues found within 30 miles". */
async function venueCount(page: Page): Promise<number> {
  const text = page.getByText(/^\d+ venues? found within \d+ miles$/);
  await expect(text).toBeVisible();
  return Number(((await text.textContent()) ?? '').split(' ')[0]);
}

const FILTERS = [
  { chip: 'After 8 pm', param: 'after=20' },
  { chip: 'Music Bingo', param: 'type=music+bingo' },
  { chip: 'Cash prize only', param: 'cash=1' },
] as const;

/** Nashville's list in the whole app, where the chips change it in place (a city page's are links). */
const LIST = '/?lat=36.1627&lng=-86.7816&name=Nashville%2C+TN&tab=week';

// The filters are one row of chips; the Day filter is now the day chips beside the tabs.
test('each filter chip narrows the Nashville list, stays in the URL through a reload, and an empty result names the filter', async ({
  page,
  context,
}) => {
  // Three filters, each with two loads of the list and a reload: past 30 s on a busy machine.
  test.slow();
  // Other specs add and delete venues near Nashville (Franklin) as this one runs: a list shows
  // either the count read before, or the count a fresh load of the same address reads now.
  const reader = await context.newPage();
  const countNow = async (path: string) => {
    await reader.goto(path);
    return venueCount(reader);
  };
  const shows = (expected: number, path: string) =>
    expect
      .poll(async () => {
        const shown = await venueCount(page);
        return shown === expected || shown === (await countNow(path));
      })
      .toBe(true);
  await page.goto(LIST);
  const all = await venueCount(page);
  expect(all).toBeGreaterThan(3);
  const filters = page.getByRole('group', { name: 'Filters' });

  for (const filter of FILTERS) {
    await page.goto(LIST);
    const chip = filters.getByRole('button', { name: filter.chip, exact: true });
    await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(new RegExp(`[?&]${filter.param.replace('+', '\\+')}(&|$)`));
    const narrowed = await venueCount(page);
    expect(narrowed, filter.chip).toBeGreaterThan(0);
    expect(narrowed, filter.chip).toBeLessThanOrEqual(all);
    await page.reload();
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await shows(narrowed, page.url());
    // Pressed again, the chip lets go.
    await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'false');
    await shows(all, LIST);
  }

  // Kids Trivia is on Saturday mornings: after 8 pm none is left, and the page names the first
  // filter whose removal alone brings venues back.
  await page.goto(`${LIST}&type=kids+trivia&after=20`);
  await expect(page.getByRole('heading', { name: 'No venues match these filters' })).toBeVisible();
  await expect(page.getByText('Try loosening the Starts after filter.')).toBeVisible();
  await page.getByRole('button', { name: 'Remove Starts after' }).click();
  await expect(page).toHaveURL(/&tab=week&type=kids\+trivia$/);
  await expect.poll(() => venueCount(page)).toBeGreaterThan(0);

  // "Clear all filters" in the row takes every filter off.
  await page.goto(`${LIST}&cash=1&after=19`);
  await filters.getByRole('button', { name: 'Clear all filters' }).click();
  await expect(page).toHaveURL(/&tab=week$/);
  // The router changes the address before React renders the list it leads to: the count is polled.
  await shows(all, LIST);
  await expect(filters.getByRole('button', { name: 'Clear all filters' })).toHaveCount(0);
});
