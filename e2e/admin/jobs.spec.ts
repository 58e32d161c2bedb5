import { expect, test } from '@playwright/test';
import { adminNav, DEMO, signIn } from '../support/accounts.ts';

/** Decision 160: failing background jobs, on a page of platform admins' own. */
test.describe('failing jobs', () => {
  test('platform admins open Jobs from the menu and see the failing jobs', async ({ page }) => {
    await signIn(page, DEMO.admin);
    await (await adminNav(page)).getByRole('link', { name: 'Jobs' }).click();
    await expect(page).toHaveURL(/\/admin\/jobs$/);
    await expect(page.getByRole('heading', { name: 'Failing jobs', level: 1 })).toBeVisible();
    const answer = await page.request.get('/api/admin/jobs/failing');
    expect(answer.status()).toBe(200);
    const { jobs } = await answer.json();
    // The page shows what the API answers: the jobs, or that none fails.
    if (jobs.length === 0) {
      await expect(page.getByText('No failing jobs', { exact: false })).toBeVisible();
    } else {
      await expect(page.getByRole('heading', { name: 'Jobs', level: 2 })).toBeVisible();
    }
  });

  test('others than platform admins have no Jobs: no menu entry, Access Restricted', async ({
    page,
  }) => {
    await signIn(page, DEMO.provider);
    await expect((await adminNav(page)).getByRole('link', { name: 'Jobs' })).toHaveCount(0);
    await page.goto('/admin/jobs');
    await expect(page.getByRole('heading', { name: 'Access Restricted' })).toBeVisible();
    expect((await page.request.get('/api/admin/jobs/failing')).status()).toBe(403);
  });
});
