import { expect, test } from '@playwright/test';
import { DEMO, signIn } from '../support/accounts.ts';
import { createEventByApi, createVenueByApi, unique } from '../support/data.ts';
import { SUMMARY_TILES, summaryTile, summaryTiles } from '../support/schedule.ts';

test.describe('the schedule', () => {
  test('the admin confirms a night and cancels another; tiles and badges follow; Reschedule undoes the cancel', async ({
    page,
    baseURL,
  }) => {
    test.slow(); // eleven page loads and actions: past 30 s when the machine is busy
    await signIn(page, DEMO.admin);
    const origin = baseURL ?? '';
    const venueName = `Schedule Saloon ${unique()}`;
    const venue = await createVenueByApi(
      page.request,
      origin,
      venueName,
      '8 Main St, Franklin, TN 37064',
    );
    const eventType = `Weekly Brainbuster ${unique()}`;
    await createEventByApi(page.request, origin, {
      venueId: venue.id,
      eventType,
      // Tomorrow's weekday: the window runs from today to the same day N weeks later, both
      // included, so a night on today's weekday would be counted once more.
      dayOfWeek: new Date(Date.now() + 86_400_000).toLocaleDateString('en-US', { weekday: 'long' }),
    });

    await page.goto('/admin/schedule');
    await expect(page.getByRole('heading', { name: 'All Event Schedules' })).toBeVisible();
    await expect(page.getByLabel('Weeks to show')).toHaveValue('1');
    // Self-hosted nights only: other specs confirm and cancel their providers' nights meanwhile.
    await page.goto('/admin/schedule?weeks=4&provider=self');
    await expect(page.getByLabel('Weeks to show')).toHaveValue('4');
    // The spec's tiles (decision 170), in its words; Total Events is the other three together.
    const summary = page.getByRole('region', { name: 'Summary' });
    for (const label of SUMMARY_TILES) {
      await expect(summary.getByRole('listitem', { name: label, exact: true })).toBeVisible();
    }
    const tiles = await summaryTiles(page);
    expect(tiles['Total Events']).toBe(tiles.Scheduled + tiles.Confirmed + tiles.Cancelled);
    const count = (label: 'Scheduled' | 'Confirmed' | 'Cancelled') => summaryTile(page, label);

    const nights = page.getByRole('listitem', {
      name: new RegExp(`^${eventType} at ${venueName}`),
    });
    await expect(nights).toHaveCount(4);
    const [confirmedBefore, cancelledBefore] = [await count('Confirmed'), await count('Cancelled')];

    // The first night is within the public list's week: cancel it there; confirm the next one.
    await nights.nth(1).getByRole('button', { name: 'Confirm' }).click();
    await expect(nights.nth(1)).toContainText('Confirmed');
    // Confirmed offers only Cancel night (decision 067), and its theme (decision 208).
    await expect(nights.nth(1).getByRole('button')).toHaveText(['Cancel night', 'Add theme']);
    await expect.poll(() => count('Confirmed')).toBe(confirmedBefore + 1);

    await nights.nth(0).getByRole('button', { name: 'Cancel night' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this night?' });
    await dialog.getByLabel('Note (optional)').fill('Private party');
    await dialog.getByRole('button', { name: 'Cancel night' }).click();
    await expect(nights.nth(0)).toContainText('Cancelled');
    await expect(nights.nth(0)).toContainText('Note: Private party');
    await expect.poll(() => count('Cancelled')).toBe(cancelledBefore + 1);

    // The public list shows the night as cancelled: tomorrow's tab, where it is the venue's only one.
    const publicList = `/?lat=${venue.latitude}&lng=${venue.longitude}&name=Franklin&tab=tomorrow`;
    await page.goto(publicList);
    const card = page.getByRole('article').filter({ hasText: venueName });
    await expect(card).toContainText(eventType);
    // Said once, with the host's note.
    await expect(card.getByText('Cancelled — Private party')).toBeVisible();

    await page.goto('/admin/schedule?weeks=4&provider=self');
    await nights.nth(0).getByRole('button', { name: 'Reschedule' }).click();
    await expect(nights.nth(0)).toContainText('Scheduled');
    await expect(nights.nth(0)).not.toContainText('Private party');
    await expect.poll(() => count('Cancelled')).toBe(cancelledBefore);
    await page.goto(publicList);
    await expect(card).toContainText(eventType);
    await expect(card).not.toContainText('Cancelled');

    // The platform's whole schedule shows five nights a day; one provider's shows all.
    await page.goto('/admin/schedule?weeks=4&provider=self');
    await page.getByLabel('Weeks to show').selectOption('2');
    await expect(nights).toHaveCount(2);
  });

  test('owners see My Schedule with only their nights', async ({ page }) => {
    await signIn(page, DEMO.owner);
    await page.goto('/admin/schedule');
    await expect(page.getByRole('heading', { name: 'My Schedule' })).toBeVisible();
    await expect(page.getByLabel('Filter by provider')).toHaveCount(0);
    await expect(page.getByRole('listitem', { name: /at Music Row Pub/ }).first()).toBeVisible();
    await expect(page.getByRole('listitem', { name: /at Wrigleyville Pub/ })).toHaveCount(0);
  });

  test('a weeks range that does not exist opens the default 7 days, not an error', async ({
    page,
  }) => {
    await signIn(page, DEMO.admin);
    const answers: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/admin/schedule')) answers.push(response.status());
    });
    await page.goto('/admin/schedule?weeks=3&provider=nobody');
    await expect(page.getByRole('heading', { name: 'All Event Schedules' })).toBeVisible();
    await expect(page.getByLabel('Weeks to show')).toHaveValue('1');
    await expect(page.getByLabel('Filter by provider')).toHaveValue('');
    await expect(page.getByRole('region', { name: 'Summary' })).toBeVisible();
    await expect(page.getByText('The schedule could not be loaded')).toHaveCount(0);
    expect(answers).toEqual([200]);

    await page.getByLabel('Weeks to show').selectOption('8');
    await expect(page).toHaveURL(/[?&]weeks=8/);
    await page.getByLabel('Weeks to show').selectOption('1');
    await expect(page).toHaveURL(/\/admin\/schedule\?provider=nobody$/);
  });
});
