import { type Browser, expect, type Page, test } from '@playwright/test';
import { adminNav, DEMO, mailTo, signIn } from '../support/accounts.ts';
import { approvedProvider } from '../support/hosts.ts';

/** A fresh approved provider account, signed in on a page of its own. */
async function freshAccount(browser: Browser, baseURL: string, prefix: string) {
  const { context, account } = await approvedProvider(browser, baseURL, prefix);
  const page = await context.newPage();
  return { account, page, context };
}

async function secondSession(browser: Browser, account: { email: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, account);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  return page;
}

async function expectSignedOut(page: Page) {
  await page.goto('/admin/profile');
  await expect(page).toHaveURL(/\/admin\/login/);
}

test.describe('the profile page', () => {
  test('a password change signs out the other session', async ({ browser, baseURL }) => {
    const { account, page } = await freshAccount(browser, baseURL ?? '', 'pw');
    const other = await secondSession(browser, account);
    await page.goto('/admin/profile');
    const form = page.getByRole('form', { name: 'Password' });
    await form.getByLabel('Current password').fill(account.password);
    await form.getByLabel('New password', { exact: true }).fill('changed-secret');
    await form.getByLabel('Confirm new password').fill('changed-secret');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(
      page.getByText('Password changed. Your other sessions were signed out.'),
    ).toBeVisible();
    await expectSignedOut(other);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  });

  test('Sign out everywhere else ends the other session', async ({ browser, baseURL }) => {
    const { account, page } = await freshAccount(browser, baseURL ?? '', 'elsewhere');
    const other = await secondSession(browser, account);
    await page.goto('/admin/profile');
    await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await expect(page.getByText('Other sessions signed out.')).toBeVisible();
    await expectSignedOut(other);
  });

  test('an email change takes effect only after the link is opened and confirmed', async ({
    browser,
    baseURL,
  }) => {
    const { account, page } = await freshAccount(browser, baseURL ?? '', 'mover');
    const newEmail = account.email.replace('mover-', 'moved-');
    await page.goto('/admin/profile');
    const form = page.getByRole('form', { name: 'Email' });
    await form.getByLabel('New email').fill(newEmail);
    // A session left open is not enough to move the account to another address.
    await form.getByLabel('Current password').fill('not-my-password');
    await form.getByRole('button', { name: 'Send verification link' }).click();
    await expect(form.getByText('Current password is incorrect')).toBeVisible();
    await form.getByLabel('Current password').fill(account.password);
    await form.getByRole('button', { name: 'Send verification link' }).click();
    await expect(page.getByText('Check your inbox')).toBeVisible();
    const shownEmail = page.getByRole('definition').filter({ hasText: '@' });
    await page.reload();
    await expect(shownEmail).toHaveText(account.email);

    let link = '';
    await expect
      .poll(async () => {
        const [mail] = await mailTo(newEmail);
        link = /https?:\/\/\S+\/admin\/confirm-email\?token=[\w-]+/.exec(mail ?? '')?.[0] ?? '';
        return link;
      })
      .not.toBe('');
    const local = new URL(link).pathname + new URL(link).search;
    // Opening the link shows a page and changes nothing.
    await page.goto(local);
    await expect(page.getByRole('heading', { name: 'Confirm your new email' })).toBeVisible();
    await page.goto('/admin/profile');
    await expect(shownEmail).toHaveText(account.email);
    await page.goto(local);
    await page.getByRole('button', { name: 'Confirm email change' }).click();
    await expect(page.getByRole('heading', { name: 'Email changed' })).toBeVisible();
    await page.goto('/admin/profile');
    await expect(shownEmail).toHaveText(newEmail);
    // The old address is told.
    await expect
      .poll(async () => (await mailTo(account.email)).join('\n'))
      .toContain('Subject: Your Trivia Near Me email was changed');
  });

  test("a disabled account's open session is refused at its next request", async ({
    browser,
    baseURL,
    page,
  }) => {
    const { account, page: victim } = await freshAccount(browser, baseURL ?? '', 'disabled');
    await victim.goto('/admin/profile');
    await expect(victim.getByRole('heading', { name: 'Profile' })).toBeVisible();
    await signIn(page, DEMO.admin);
    await (await adminNav(page)).getByRole('link', { name: 'Team' }).click();
    await page.getByLabel('Search users').fill(account.email);
    await page.getByRole('button', { name: `Disable ${account.fullName}` }).click();
    await expect(page.getByRole('button', { name: `Re-enable ${account.fullName}` })).toBeVisible();
    await expectSignedOut(victim);
    await victim.getByLabel('Email').fill(account.email);
    await victim.getByLabel('Password').fill(account.password);
    await victim.getByRole('button', { name: 'Sign In' }).click();
    await expect(victim.getByRole('alert')).toContainText('This account is disabled');
  });
});
