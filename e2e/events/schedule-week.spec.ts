import { expect, test } from '@playwright/test';
import { unique } from '../support/data.ts';
import { chicagoDay, freshHost, venueWithThreeNights } from '../support/hosts.ts';
import { expectSummaryOfList } from '../support/schedule.ts';

test.use({ timezoneId: 'America/Chicago' });

test('the schedule opens on 7 days, its tiles counting the nights listed; Confirm all this week confirms them in one request; a confirmed night can be cancelled and rescheduled', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const origin = baseURL ?? '';
  const { context, providerId } = await freshHost(browser, origin, '203.0.113.16');
  const page = await context.newPage();
  const tag = unique();
  const venueName = `Week Tavern ${tag}`;
  await venueWithThreeNights(
    page,
    { origin, providerId },
    { name: venueName, address: '9 Main St, Franklin, TN 37064', prefix: 'Quiz', tag },
  );

  await page.goto('/admin/schedule');
  await expect(page.getByLabel('Weeks to show')).toHaveValue('1');
  await expect(page.getByLabel('Weeks to show')).toContainText('Next 7 days');
  const nights = page.getByRole('listitem', { name: new RegExp(`at ${venueName},`) });
  await expect(nights).toHaveCount(3);
  await expect(page.getByRole('heading', { level: 2, name: /^Tomorrow · / })).toBeVisible();

  // The spec's tiles count the nights listed (the host's only ones); Unconfirmed, the week's to
  // confirm (decision 170).
  await expectSummaryOfList(page, nights, {
    scheduled: 3,
    confirmed: 0,
    cancelled: 0,
    unconfirmed: 3,
  });

  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/admin/schedule/'))
      requests.push(request.url());
  });
  await page.getByRole('button', { name: 'Confirm all this week (3)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm all this week?' });
  await dialog.getByRole('button', { name: 'Confirm 3 nights' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Confirmed 3 nights this week.' }),
  ).toBeVisible();
  await expectSummaryOfList(page, nights, {
    scheduled: 0,
    confirmed: 3,
    cancelled: 0,
    unconfirmed: 0,
  });
  expect(requests).toEqual([`${origin}/api/admin/schedule/confirm-week`]);
  await expect(page.getByRole('button', { name: /^Confirm all this week/ })).toHaveCount(0);

  // A confirmed night offers Cancel night only (decision 067).
  const first = nights.first();
  await expect(first).toContainText('Confirmed');
  await expect(first.getByRole('button')).toHaveText(['Cancel night', 'Add theme']);
  await first.getByRole('button', { name: 'Cancel night' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel this night?' });
  await cancel.getByLabel('Note (optional)').fill('The bar closed');
  await cancel.getByRole('button', { name: 'Cancel night' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Cancelled: Quiz 1/ })).toBeVisible();
  await expect(first).toContainText('Note: The bar closed');
  await expect(first.getByRole('button')).toHaveText(['Reschedule']);
  await expectSummaryOfList(page, nights, {
    scheduled: 0,
    confirmed: 2,
    cancelled: 1,
    unconfirmed: 0,
  });

  // Rescheduled, the old note is gone.
  await first.getByRole('button', { name: 'Reschedule' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Rescheduled: Quiz 1/ })).toBeVisible();
  await expect(first).toContainText('Scheduled');
  await expect(first).not.toContainText('The bar closed');
  await expect(first.getByRole('button')).toHaveText(['Confirm', 'Cancel night', 'Add theme']);
  await expectSummaryOfList(page, nights, {
    scheduled: 1,
    confirmed: 2,
    cancelled: 0,
    unconfirmed: 1,
  });

  // Jump to a date: the window starts there (today's weekday a week on: no night of these events
  // falls on both of the window's ends).
  const nextWeek = chicagoDay(7).iso;
  await page.getByLabel('Jump to date').fill(nextWeek);
  await expect(page).toHaveURL(new RegExp(`from=${nextWeek}`));
  await expect(nights).toHaveCount(3);
  await expect(nights.first()).toContainText('Scheduled');
  await expect(page.getByRole('button', { name: 'Confirm all this week (3)' })).toBeVisible();
  await context.close();
});
