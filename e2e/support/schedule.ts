import { expect, type Locator, type Page } from '@playwright/test';

/** The schedule's summary tiles (spec §2), in its words, and Unconfirmed (decision 170). */
export const SUMMARY_TILES = [
  'Total Events',
  'Scheduled',
  'Confirmed',
  'Cancelled',
  'Unconfirmed',
] as const;
export type SummaryTile = (typeof SUMMARY_TILES)[number];

/** A summary tile's number; a tile is a list item named by its label. */
export async function summaryTile(page: Page, label: SummaryTile): Promise<number> {
  const tile = page
    .getByRole('region', { name: 'Summary' })
    .getByRole('listitem', { name: label, exact: true });
  return Number(/\d+/.exec((await tile.textContent()) ?? '')?.[0]);
}

/** All five tiles at once. */
export async function summaryTiles(page: Page): Promise<Record<SummaryTile, number>> {
  const values = await Promise.all(SUMMARY_TILES.map((label) => summaryTile(page, label)));
  return Object.fromEntries(SUMMARY_TILES.map((label, n) => [label, values[n]])) as Record<
    SummaryTile,
    number
  >;
}

/**
 * Checks that the tiles and the listed nights (`nights`: the schedule's night items) say the same
 * counts, and that they are `expected`: a night's status is its pill's word.
 */
export async function expectSummaryOfList(
  page: Page,
  nights: Locator,
  expected: { scheduled: number; confirmed: number; cancelled: number; unconfirmed: number },
) {
  const { scheduled, confirmed, cancelled, unconfirmed } = expected;
  await expect
    .poll(() => summaryTiles(page))
    .toEqual({
      'Total Events': scheduled + confirmed + cancelled,
      Scheduled: scheduled,
      Confirmed: confirmed,
      Cancelled: cancelled,
      Unconfirmed: unconfirmed,
    });
  const listed = (status: string) =>
    nights.filter({ has: page.getByText(status, { exact: true }) }).count();
  await expect(nights).toHaveCount(scheduled + confirmed + cancelled);
  expect({
    scheduled: await listed('Scheduled'),
    confirmed: await listed('Confirmed'),
    cancelled: await listed('Cancelled'),
  }).toEqual({ scheduled, confirmed, cancelled });
}
