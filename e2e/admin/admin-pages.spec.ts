import { expect, test } from '@playwright/test';
import { adminNav, DEMO, signIn } from '../support/accounts.ts';

test.describe('the admin pages of spec §2', () => {
  test('Team is for platform admins: others opening it directly see Access Restricted', async ({
    page,
  }) => {
    await signIn(page, DEMO.owner);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect((await adminNav(page)).getByRole('link', { name: 'Team' })).toHaveCount(0);
    await page.goto('/admin/team');
    await expect(page.getByRole('heading', { name: 'Access Restricted' })).toBeVisible();
    await expect(
      page.getByText('This page is only accessible to platform administrators.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Team' })).toHaveCount(0);
  });

  test('the admin reaches Team from the menu: coming soon', async ({ page }) => {
    await signIn(page, DEMO.admin);
    await (await adminNav(page)).getByRole('link', { name: 'Team' }).click();
    await expect(page.getByRole('heading', { name: 'Team' })).toBeVisible();
    await expect(page.getByText('Coming soon.')).toBeVisible();
  });

  test('the profile names the role: God Admin - Platform Owner, or Venue owner', async ({
    page,
  }) => {
    await signIn(page, DEMO.admin);
    await page.goto('/admin/profile');
    await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
    await expect(page.getByText('Coming soon.')).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: 'Platform Owner' })).toHaveText(
      'God Admin - Platform Owner',
    );
    await expect(page.getByRole('definition').filter({ hasText: DEMO.admin.email })).toBeVisible();

    const owner = await page.context().browser()?.newContext();
    const ownerPage = await owner?.newPage();
    if (!ownerPage) throw new Error('no browser');
    await signIn(ownerPage, DEMO.owner);
    await ownerPage.goto('/admin/profile');
    await expect(ownerPage.getByText('Venue owner', { exact: true })).toBeVisible();
    await expect(ownerPage.getByText('God Admin - Platform Owner')).toHaveCount(0);
    await owner?.close();
  });

  test('the dashboard offers Add Venue and Add Event to a user with a profile', async ({
    page,
  }) => {
    await signIn(page, DEMO.owner);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add Venue' })).toHaveAttribute(
      'href',
      '/admin/venues/new',
    );
    await page.getByRole('link', { name: 'Add Event' }).click();
    await expect(page.getByRole('heading', { name: 'Add Event' })).toBeVisible();
  });
});
