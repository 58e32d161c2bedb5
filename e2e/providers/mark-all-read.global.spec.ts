import { expect, test } from '@playwright/test';
import { adminNav, DEMO, signIn } from '../support/accounts.ts';

// Marks every notification read, which other specs would notice: runs alone, after them all.
test('the admin marks all new registrations read, here and in the navigation', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto('/admin/providers');
  // The demo data's pending registration (Quiz Quest Events) is unread at least.
  const notice = page.getByRole('paragraph').filter({ hasText: /^\d+ new registrations?$/ });
  await expect(notice).toBeVisible();
  await expect(
    page
      .getByRole('article', { name: 'Quiz Quest Events' })
      .getByText('New registration.', { exact: true }),
  ).toBeVisible();
  const providersLink = (await adminNav(page)).getByRole('link', { name: /^Providers/ });
  await expect(providersLink).toContainText(/\d+/);

  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(notice).toHaveCount(0);
  await expect(page.getByText('New registration.', { exact: true })).toHaveCount(0);
  await expect(providersLink).toHaveText('Providers');
  // Still pending: reading the notification is not reviewing the registration.
  await expect(
    page.getByRole('article', { name: 'Quiz Quest Events' }).getByText('Pending', { exact: true }),
  ).toBeVisible();
  const summary = await (await page.request.get('/api/admin/notifications/summary')).json();
  expect(summary).toEqual({ unreadNewProviders: 0 });
});
