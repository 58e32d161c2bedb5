import { expect, test } from '@playwright/test';
import { DEMO, signIn } from '../support/accounts.ts';
import { createEventByApi, createVenueByApi, unique } from '../support/data.ts';
import { SUMMARY_TILES } from '../support/schedule.ts';

/** Tomorrow's weekday in the browser's time zone, as the event form names days. */
const tomorrowsWeekday = () =>
  new Date(Date.now() + 86_400_000).toLocaleDateString('en-US', { weekday: 'long' });

test.describe('the schedule as a worklist', () => {
  test('the summary tiles and the nights on the first screen, a double booking flagged, and "Cancel night" the one name', async ({
    page,
    baseURL,
  }) => {
    test.slow();
    await signIn(page, DEMO.admin);
    const origin = baseURL ?? '';
    const venueName = `Clash Corner ${unique()}`;
    const venue = await createVenueByApi(
      page.request,
      origin,
      venueName,
      '14 Main St, Franklin, TN 37064',
    );
    const day = tomorrowsWeekday();
    const first = `Early Quiz ${unique()}`;
    await createEventByApi(page.request, origin, {
      venueId: venue.id,
      eventType: first,
      dayOfWeek: day,
    });

    await page.goto('/admin/schedule?provider=self');
    // The spec's four tiles and Unconfirmed, in one row of a phone (decision 170).
    const summary = page.getByRole('region', { name: 'Summary' });
    const tiles = SUMMARY_TILES.map((label) =>
      summary.getByRole('listitem', { name: label, exact: true }),
    );
    const tops = [];
    for (const tile of tiles) {
      await expect(tile).toBeInViewport({ ratio: 1 });
      tops.push((await tile.boundingBox())?.y);
    }
    expect(new Set(tops).size).toBe(1);
    await expect(page.getByText(`Two events at ${venueName}`)).toHaveCount(0);
    // The list begins on the first screen of a phone.
    const firstNight = page
      .locator('section[aria-labelledby^="day-"]')
      .first()
      .getByRole('listitem')
      .first();
    await expect(firstNight).toBeInViewport();

    // A second event at the same venue, same day and time: the page says so.
    const second = `Late Quiz ${unique()}`;
    await createEventByApi(page.request, origin, {
      venueId: venue.id,
      eventType: second,
      dayOfWeek: day,
    });
    await page.reload();
    await expect(
      page.getByText(`Two events at ${venueName} on ${day} at 7:00 PM`, { exact: true }),
    ).toBeVisible();
    const night = page.getByRole('listitem', { name: new RegExp(`^${first} at ${venueName}`) });
    await expect(night).toContainText('Same time as another event here');

    // One name per action: "Cancel night" on the night and in its dialog; no bare "Cancel".
    await expect(night.getByRole('button')).toHaveText(['Confirm', 'Cancel night', 'Add theme']);
    await expect(page.getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(0);
    await night.getByRole('button', { name: 'Cancel night' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this night?' });
    await expect(dialog.getByRole('button')).toHaveText(['Keep it', 'Cancel night']);
    await dialog.getByRole('button', { name: 'Cancel night' }).click();
    await expect(night).toContainText('Cancelled');
    // A cancelled night no longer clashes.
    await expect(page.getByText(`Two events at ${venueName}`)).toHaveCount(0);
  });

  test("the exceptions dialog speaks plainly and its Save is on a phone's screen", async ({
    page,
  }) => {
    await signIn(page, DEMO.owner);
    await page.goto('/admin/schedule');
    await page.getByRole('button', { name: 'Cancel a date, take a break or stop events' }).click();
    const dialog = page.getByRole('dialog', {
      name: 'Cancel a date, take a break or stop events',
    });
    await expect(dialog.getByRole('group', { name: 'What do you want to do?' })).toBeVisible();
    await expect(dialog.getByLabel('Cancel one date (a holiday)')).toBeChecked();
    await dialog.getByLabel('All my events on this page').check();
    await expect(dialog.getByRole('button', { name: 'Save', exact: true })).toBeInViewport({
      ratio: 1,
    });
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeInViewport({ ratio: 1 });
  });

  test("the platform's whole schedule shows five nights a day until Show all", async ({ page }) => {
    await signIn(page, DEMO.admin);
    await page.goto('/admin/schedule');
    const day = page.locator('section[aria-labelledby^="day-"]').filter({
      has: page.getByRole('button', { name: /^Show all \d+ nights on / }),
    });
    // Pinned by its heading: once expanded it no longer has the button the filter looks for.
    const heading = await day.first().getAttribute('aria-labelledby');
    const busiest = page.locator(`section[aria-labelledby="${heading}"]`);
    await expect(busiest.getByRole('listitem')).toHaveCount(5);
    const label = (await busiest.getByRole('button', { name: /^Show all/ }).textContent()) ?? '';
    const total = Number(/Show all (\d+) nights/.exec(label)?.[1]);
    expect(total).toBeGreaterThan(5);
    await busiest.getByRole('button', { name: /^Show all/ }).click();
    await expect(busiest.getByRole('listitem')).toHaveCount(total);
  });
});
