import { expect, test } from '@playwright/test';
import { unique } from '../support/data.ts';
import { chicagoDay, freshHost, venueWithThreeNights } from '../support/hosts.ts';

test.use({ timezoneId: 'America/Chicago' });

/**
 * Decision 091: a jump a month ahead stores that week's nights and no more;
 * the weeks before it are still stored when asked for, so coming back shows every night and
 * "cancel a date" finds the night it cancels.
 */
test('after a jump a month ahead, the next 7 days still show every night and a date can be cancelled', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const origin = baseURL ?? '';
  const { context, providerId } = await freshHost(browser, origin, '203.0.113.28');
  const page = await context.newPage();
  const tag = unique();
  const venueName = `Jump Tavern ${tag}`;
  await venueWithThreeNights(
    page,
    { origin, providerId },
    { name: venueName, address: '11 Main St, Franklin, TN 37064', prefix: 'Leap', tag },
  );
  const nights = page.getByRole('listitem', { name: new RegExp(`at ${venueName},`) });

  // The schedule opened on a date four weeks ahead (a bookmarked jump), then back to today. Both
  // windows run from a day to the same weekday a week later (spec: "today plus N weeks"), today's
  // weekday, on which these events have no night: three nights each.
  await page.goto(`/admin/schedule?from=${chicagoDay(28).iso}`);
  await expect(page.getByLabel('Jump to date')).toHaveValue(chicagoDay(28).iso);
  await expect(nights).toHaveCount(3);
  await page.getByLabel('Jump to date').fill(chicagoDay(0).iso);
  await expect(page).not.toHaveURL(/from=/);
  await expect(nights).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Confirm all this week (3)' })).toBeVisible();

  await page.getByRole('button', { name: 'Cancel a date, take a break or stop events' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel a date, take a break or stop events' });
  await dialog.getByLabel('Date', { exact: true }).fill(chicagoDay(2).iso);
  await dialog.getByLabel(new RegExp(`^Leap 2 ${tag} at`)).check();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved: 1 night cancelled.')).toBeVisible();
  await expect(nights.filter({ hasText: `Leap 2 ${tag}` })).toContainText('Cancelled');
  await context.close();
});
