import { expect, test } from '@playwright/test';
import { adminNav, DEMO, signIn } from '../support/accounts.ts';

test.describe('the admin pages of spec §2', () => {
  test('Team: a venue owner sees their teams, only platform admins see every user', async ({
    page,
  }) => {
    await signIn(page, DEMO.owner);
    await (await adminNav(page)).getByRole('link', { name: 'Team' }).click();
    await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'All users' })).toHaveCount(0);
  });

  test('the admin area has one main landmark, its page, which Skip to content reaches', async ({
    page,
  }) => {
    await signIn(page, DEMO.admin);
    await page.goto('/admin/schedule');
    const main = page.getByRole('main');
    await expect(main).toHaveCount(1);
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(main).toBeFocused();
  });

  test('the admin reaches Team from the menu and sees every user', async ({ page }) => {
    await signIn(page, DEMO.admin);
    await (await adminNav(page)).getByRole('link', { name: 'Team' }).click();
    await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'All users' })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Users' }).getByText(DEMO.owner.email),
    ).toBeVisible();
  });

  test('the profile names the role: God Admin - Platform Owner, or Venue owner', async ({
    page,
  }) => {
    await signIn(page, DEMO.admin);
    await page.goto('/admin/profile');
    await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
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
    // One way out: Cancel, not also a ✕ doing the same.
    await expect(page.getByRole('button', { name: 'Close' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Cancel' }).click();
    // Back where it was opened (decision 126): the dashboard.
    await expect(page).toHaveURL(/\/admin$/);
  });
});
