import { expect, test } from '@playwright/test';
import { DEMO, signIn } from '../support/accounts.ts';

// Host point 5: most demo venues are Pending; the list filters by status, in the URL.
test('the venues list filters by status, on the server and in the URL', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto('/admin/venues');
  const status = page.getByRole('combobox', { name: 'Filter by status' });
  const venues = page.getByRole('list').filter({ has: page.getByRole('link', { name: 'Edit' }) });
  const items = venues.getByRole('listitem');
  await expect(items.first()).toBeVisible();
  const summary = page.getByText(/^Showing \d+–\d+ of (\d+)$/);
  const totalOf = async () => Number((await summary.textContent())?.match(/of (\d+)$/)?.[1]);
  const everyVenue = await totalOf();

  await status.selectOption({ label: 'Verified' });
  await expect(page).toHaveURL(/[?&]status=verified/);
  await expect(items.first()).toBeVisible();
  await expect(items.filter({ hasNotText: 'Verified' })).toHaveCount(0);
  const verified = await totalOf();

  await status.selectOption({ label: 'Pending' });
  await expect(page).toHaveURL(/[?&]status=pending/);
  await expect(items.filter({ hasNotText: 'Pending' })).toHaveCount(0);
  await expect.poll(totalOf).toBeLessThan(everyVenue);
  const pending = await totalOf();

  // A reload keeps it; an unknown status in the URL filters nothing.
  await page.reload();
  await expect(status).toHaveValue('pending');
  await expect(items.filter({ hasNotText: 'Pending' })).toHaveCount(0);
  await status.selectOption({ label: 'All statuses' });
  await expect(page).not.toHaveURL(/[?&]status=/);
  // Other specs add venues meanwhile: every status again is at least both of these.
  await expect.poll(totalOf).toBeGreaterThanOrEqual(Math.max(everyVenue, pending + verified));
  await page.goto('/admin/venues?status=approved');
  await expect(status).toHaveValue('');
  await expect(page.getByText('Error loading venues')).toHaveCount(0);
  await expect.poll(totalOf).toBeGreaterThanOrEqual(Math.max(everyVenue, pending + verified));
});
