import { expect, type Page, test } from '@playwright/test';

test.use({ timezoneId: 'America/Chicago' });

/** The number in "N venues found within 30 miles". */
async function venueCount(page: Page): Promise<number> {
  const text = page.getByText(/^\d+ venues? found within \d+ miles$/);
  await expect(text).toBeVisible();
  return Number(((await text.textContent()) ?? '').split(' ')[0]);
}

const FILTERS = [
  { label: 'Day', choose: 'Saturday', param: 'day=Saturday' },
  { label: 'Starts after', choose: '8 pm', param: 'after=20' },
  { label: 'Event type', choose: 'Music Bingo', param: 'type=music+bingo' },
] as const;

test('each filter narrows the Nashville list, stays in the URL through a reload, and an empty result names the filter', async ({
  page,
}) => {
  // Four filters, each with two loads of the city page and a reload: past 30 s on a busy machine.
  test.slow();
  await page.goto('/trivia-near-nashville-tn');
  const all = await venueCount(page);
  expect(all).toBeGreaterThan(3);

  for (const filter of FILTERS) {
    await page.goto('/trivia-near-nashville-tn');
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByLabel(filter.label).selectOption({ label: filter.choose });
    await expect(page).toHaveURL(new RegExp(`[?&]${filter.param.replace('+', '\\+')}(&|$)`));
    const narrowed = await venueCount(page);
    expect(narrowed, filter.label).toBeGreaterThan(0);
    expect(narrowed, filter.label).toBeLessThan(all);
    await page.reload();
    await expect(page.getByLabel(filter.label)).toHaveValue(/.+/);
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    expect(await venueCount(page)).toBe(narrowed);
  }

  await page.goto('/trivia-near-nashville-tn');
  const nights = page.getByRole('article').getByRole('heading', { level: 4 });
  await expect(nights.first()).toBeVisible();
  const allNights = await nights.count();
  await page.getByRole('button', { name: 'Filters' }).click();
  // The box shows the URL's value: it turns checked once the URL holds it.
  await page.getByLabel('Cash prize only').click();
  await expect(page.getByLabel('Cash prize only')).toBeChecked();
  await expect(page).toHaveURL(/[?&]cash=1(&|$)/);
  // Every demo venue here has some night with a cash prize: the nights without one go.
  const cash = await venueCount(page);
  expect(cash).toBeGreaterThan(0);
  await expect.poll(() => nights.count()).toBeLessThan(allNights);
  const cashNights = await nights.count();
  await page.reload();
  await expect(page.getByLabel('Cash prize only')).toBeChecked();
  expect(await venueCount(page)).toBe(cash);
  await expect.poll(() => nights.count()).toBe(cashNights);

  // Kids Trivia is on Saturday mornings: after 8 pm none is left, and the page names the first
  // filter whose removal alone brings venues back.
  await page.goto('/trivia-near-nashville-tn?type=kids+trivia&after=20');
  await expect(page.getByRole('heading', { name: 'No venues match these filters' })).toBeVisible();
  await expect(page.getByText('Try loosening the Starts after filter.')).toBeVisible();
  await page.getByRole('button', { name: 'Remove Starts after' }).click();
  await expect(page).toHaveURL(/\/trivia-near-nashville-tn\?type=kids\+trivia$/);
  expect(await venueCount(page)).toBeGreaterThan(0);
});
