import { expect, test } from '@playwright/test';
import { adminNav, DEMO, signIn } from '../support/accounts.ts';

test.describe('signing in', () => {
  test('the login page shows the demo sign-ins and links to registration and password reset', async ({
    page,
  }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    // Titled for the hosts who sign in here too.
    await expect(page).toHaveTitle('Sign in for hosts and admins | Trivia Near Me');
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
    await expect(page.getByLabel('Email')).toHaveAttribute('required', '');
    await expect(page.getByLabel('Password')).toHaveAttribute('required', '');
    const hint = page.getByRole('region', { name: 'Demo sign-ins' });
    await expect(hint).toContainText('admin@example.com');
    await expect(hint).toContainText('Password: trivia-admin');
    await expect(hint).toContainText('owner@example.com');
    await expect(hint).toContainText('Password: trivia-owner');
    await expect(hint).toContainText('provider@example.com');
    await expect(hint).toContainText('Password: trivia-provider');
    await expect(page.getByRole('link', { name: 'Register as a trivia provider' })).toHaveAttribute(
      'href',
      '/admin/register',
    );
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/admin/forgot-password',
    );
  });

  test('the admin sees Providers and Team, never My Venues', async ({ page }) => {
    await signIn(page, DEMO.admin);
    await expect(page).toHaveURL(/\/admin$/);
    const nav = await adminNav(page);
    for (const label of [
      'Dashboard',
      'Schedule',
      'Venues',
      'Events',
      'Providers',
      'Team',
      'Activity',
      'Profile',
    ]) {
      await expect(nav.getByRole('link', { name: new RegExp(`^${label}`) })).toBeAttached();
    }
    await expect(nav.getByRole('link', { name: 'My Venues' })).toHaveCount(0);
  });

  test('on a laptop screen the admin’s whole menu stays on the sidebar, which scrolls on its own', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await signIn(page, DEMO.admin);
    const sidebar = page.locator('#admin-navigation');
    // The last thing on it: who is signed in, below Sign out.
    const last = sidebar.getByText('admin@example.com');
    await last.scrollIntoViewIfNeeded();
    const onSidebar = async () => {
      const [box, line] = [await sidebar.boundingBox(), await last.boundingBox()];
      return Boolean(box && line && line.y + line.height <= box.y + box.height);
    };
    // Fifteen entries are taller than 720 px: the sidebar scrolls, and nothing spills past its end.
    await expect.poll(onSidebar).toBe(true);
    await expect(last).toBeInViewport();
  });

  for (const who of ['owner', 'provider'] as const) {
    test(`the ${who} sees My Venues and Team, never Providers`, async ({ page }) => {
      await signIn(page, DEMO[who]);
      const nav = await adminNav(page);
      await expect(nav.getByRole('link', { name: 'My Venues' })).toBeAttached();
      // One venues entry, not Venues and My Venues.
      await expect(nav.getByRole('link', { name: 'Venues', exact: true })).toHaveCount(0);
      await expect(nav.getByRole('link', { name: /^Providers/ })).toHaveCount(0);
      await expect(nav.getByRole('link', { name: 'Activity' })).toHaveCount(0);
      await expect(nav.getByRole('link', { name: 'Team' })).toBeAttached();
    });
  }

  test('a wrong password shows an error and stays on the page', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(DEMO.owner.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('a page asked for while signed out opens after signing in; sign out lands on /', async ({
    page,
  }) => {
    await page.goto('/admin/team');
    await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin%2Fteam$/);
    await page.getByRole('button', { name: 'Use the platform admin demo account' }).click();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin\/team$/);
    await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();

    await page.goto('/admin/login');
    await expect(page).toHaveURL(/\/admin$/); // signed-in users go to /admin

    await (await adminNav(page)).getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Share My Location' })).toBeVisible();
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login/);
  });

  test('the debug page shows only the signed-in user', async ({ page }) => {
    await signIn(page, DEMO.owner);
    await page.goto('/admin/test');
    await expect(page.getByRole('heading', { name: 'Auth Debug' })).toBeVisible();
    // Retrying assertions: the page shows 'Loading' until the session is known.
    const main = page.locator('main');
    await expect(main).toContainText('owner@example.com');
    await expect(main).toContainText('"full_name": "Olivia Owner"');
    await expect(main).toContainText('"role": "venue_owner"');
    await expect(main).not.toContainText('admin@example.com');
  });
});
