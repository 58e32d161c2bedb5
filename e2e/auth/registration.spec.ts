import { expect, test } from '@playwright/test';
import {
  adminNav,
  DEMO,
  registerProvider,
  signIn,
  uniqueEmail,
  verificationLink,
} from '../support/accounts.ts';

test.describe('provider registration', () => {
  test('a 5-character password is refused with "Minimum 6 characters"', async ({ page }) => {
    await page.goto('/admin/register');
    await page.getByLabel('Your Name').fill('Shorty');
    await page.getByLabel('Email').fill(uniqueEmail('short'));
    await page.getByLabel('Password').fill('12345');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('alert')).toHaveText('Minimum 6 characters');
    await expect(page).toHaveURL(/\/admin\/register$/);
  });

  test('registers a pending provider whose user meets Access Denied, and the admin is notified', async ({
    browser,
  }) => {
    const page = await (await browser.newContext()).newPage();
    const email = uniqueEmail('newhost');
    await page.goto('/admin/register');
    await page.getByLabel('Your Name').fill('Nova Host');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('six-or-more');
    await page.getByLabel('Company/Trivia Provider Name').fill('Nova Nights Trivia');
    await page.getByLabel('Phone').fill('(615) 555-0111');
    await page.getByLabel('Website').fill('https://nova.example');
    await page.getByLabel('Description').fill('Thursday quizzes in Germantown.');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('heading', { name: 'Registration Received' })).toBeVisible();
    await expect(
      page.getByText(/Our team will review Nova Nights Trivia and approve your registration/),
    ).toBeVisible();

    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(
      page.getByText(
        "You don't have permission to access the admin panel. Please contact an administrator if you believe this is an error.",
      ),
    ).toBeVisible();
    await expect(page.getByText(/registration is awaiting approval/)).toBeVisible();
    // The address is proven first.
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await page.getByRole('button', { name: 'Go to Homepage' }).click();
    await expect(page).toHaveURL(/\/$/);

    const me = await (await page.request.get('/api/me')).json();
    expect(me.providers).toEqual([
      expect.objectContaining({
        providerName: 'Nova Nights Trivia',
        status: 'pending',
        role: 'admin',
      }),
    ]);

    // Other specs register and review providers meanwhile, so the count itself is not ours to
    // predict: the badge shows a number, and the Providers page marks this registration new.
    const adminPage = await (await browser.newContext()).newPage();
    await signIn(adminPage, DEMO.admin);
    await expect(
      (await adminNav(adminPage)).getByRole('link', { name: /^Providers/ }),
    ).toContainText(/\d+/);
    await adminPage.goto('/admin/providers');
    const card = adminPage.getByRole('article', { name: 'Nova Nights Trivia', exact: true });
    await expect(card.getByText('New registration.', { exact: true })).toBeVisible();
    // Its one status: the address is not proven yet (decision 125).
    await expect(card.getByText('Email not confirmed', { exact: true })).toBeVisible();
  });

  test('"Check your email": Resend email sends another link, whose page confirms the address only when its button is pressed', async ({
    page,
    baseURL,
  }) => {
    const account = await registerProvider(page.request, baseURL ?? '', 'checker');
    await page.goto('/admin');
    const state = page.getByRole('region', { name: 'Check your email' });
    await expect(state).toContainText(`We sent a link to ${account.email}.`);
    await state.getByRole('button', { name: 'Resend email' }).click();
    await expect(state.getByText(`We sent a new link to ${account.email}.`)).toBeVisible();

    const link = new URL(await verificationLink(account.email));
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole('heading', { name: 'Confirm your email' })).toBeVisible();
    await page.goto('/admin');
    await expect(state).toBeVisible();

    await page.goto(link.pathname + link.search);
    await page.getByRole('button', { name: 'Confirm email' }).click();
    await expect(page.getByRole('heading', { name: 'Email confirmed' })).toBeVisible();
    await expect(page.getByText(`${account.email} is confirmed as your address.`)).toBeVisible();
    await page.getByRole('link', { name: 'Go to the admin area' }).click();
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText(/registration is awaiting approval/)).toBeVisible();
    await expect(state).toHaveCount(0);
  });

  test('signed-in users opening the registration page go to /admin', async ({ page }) => {
    await signIn(page, DEMO.owner);
    await page.goto('/admin/register');
    await expect(page).toHaveURL(/\/admin$/);
  });
});
