import { expect, test } from '@playwright/test';
import { mailTo, registerProvider } from '../support/accounts.ts';

test.describe('password reset', () => {
  test('forgot → the mailed link → mismatch and short messages → success → only the new password works', async ({
    page,
    request,
    baseURL,
  }) => {
    test.slow(); // a registration, a mail job's turn (JOBS_POLL_MS), four sign-in or reset hashes
    const account = await registerProvider(request, baseURL ?? '', 'forgetful');

    await page.goto('/admin/forgot-password');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
    await expect(page.getByText(account.email)).toBeVisible();

    let link = '';
    await expect
      .poll(
        async () => {
          // The account also got the mail that proves its address.
          const mails = (await mailTo(account.email)).join('\n');
          link = /https?:\/\/\S+\/admin\/reset-password\?token=[\w%-]+/.exec(mails)?.[0] ?? '';
          return link;
        },
        // The mail is a background job (decision 163): it leaves within JOBS_POLL_MS.
        { timeout: 20_000 },
      )
      .not.toBe('');
    await page.goto(link);
    await page.getByLabel('New Password').fill('brand-new-pass');
    await page.getByLabel('Confirm Password').fill('brand-new-typo');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('alert')).toHaveText('Passwords do not match');

    await page.getByLabel('New Password').fill('short');
    await page.getByLabel('Confirm Password').fill('short');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('alert')).toHaveText('Password must be at least 6 characters');

    await page.getByLabel('New Password').fill('brand-new-pass');
    await page.getByLabel('Confirm Password').fill('brand-new-pass');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('heading', { name: 'Password Reset Successful' })).toBeVisible();
    await page.getByRole('link', { name: 'Sign In' }).click();

    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');

    await page.getByLabel('Password').fill('brand-new-pass');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin$/);

    // The link works once.
    await page.goto(link);
    await page.getByLabel('New Password').fill('yet-another-1');
    await page.getByLabel('Confirm Password').fill('yet-another-1');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText("This reset link can't be used")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/admin/forgot-password',
    );
  });

  test('a link without a token says so and offers a new one', async ({ page }) => {
    await page.goto('/admin/reset-password');
    await expect(page.getByText("This reset link can't be used")).toBeVisible();
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await expect(page.getByRole('heading', { name: 'Forgot Your Password?' })).toBeVisible();
  });
});
