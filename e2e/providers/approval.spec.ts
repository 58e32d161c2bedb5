import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import {
  adminNav,
  confirmAddressByApi,
  DEMO,
  mailTo,
  registerProvider,
  signIn,
  uniqueEmail,
  verificationLink,
} from '../support/accounts.ts';

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

test.describe('approving provider registrations', () => {
  test('a registration appears pending with a notification, is approved, and its user gets into /admin', async ({
    browser,
  }) => {
    const host = await (await browser.newContext()).newPage();
    const email = uniqueEmail('approved');
    const providerName = `Approved Quizzes ${randomBytes(3).toString('hex')}`;
    await host.goto('/admin/register');
    await host.getByLabel('Your Name').fill('Ava Approved');
    await host.getByLabel('Email').fill(email);
    await host.getByLabel('Password').fill('six-or-more');
    await host.getByLabel('Company/Trivia Provider Name').fill(providerName);
    await host.getByRole('button', { name: 'Create Account' }).click();
    await expect(host.getByRole('heading', { name: 'Registration Received' })).toBeVisible();
    await host.goto('/admin');
    await expect(host.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(host.getByRole('heading', { name: 'Check your email' })).toBeVisible();

    const admin = await (await browser.newContext()).newPage();
    await signIn(admin, DEMO.admin);
    // The navigation counts unread registrations; this one is among them.
    await expect((await adminNav(admin)).getByRole('link', { name: /^Providers/ })).toContainText(
      /\d+/,
    );
    await admin.goto('/admin/providers');
    await expect(
      admin.getByRole('paragraph').filter({ hasText: /^\d+ new registrations?$/ }),
    ).toBeVisible();
    const mine = card(admin, providerName);
    await expect(mine.getByText('New registration.', { exact: true })).toBeVisible();
    // Not before the registering address is proven. One status at a time.
    await expect(mine.getByText('Email not confirmed', { exact: true })).toBeVisible();
    await expect(mine.getByText('Pending', { exact: true })).toHaveCount(0);
    await expect(mine.getByText('Inactive', { exact: true })).toHaveCount(0);
    await expect(mine.getByRole('button', { name: /^Approve/ })).toHaveCount(0);

    // The host opens the mailed link: the page changes nothing until its button is pressed.
    const link = new URL(await verificationLink(email));
    await host.goto(link.pathname + link.search);
    await host.getByRole('button', { name: 'Confirm email' }).click();
    await expect(host.getByRole('heading', { name: 'Email confirmed' })).toBeVisible();
    await admin.reload();
    await expect(mine.getByText('Email not confirmed', { exact: true })).toHaveCount(0);
    await expect(mine.getByText('Pending', { exact: true })).toBeVisible();
    await expect(
      mine.getByText('Waiting for a platform admin to approve or reject this registration.'),
    ).toBeVisible();

    await mine.getByRole('button', { name: /^Approve/ }).click();
    await expect(mine.getByText('Active', { exact: true })).toBeVisible();
    await expect(mine.getByText('Pending', { exact: true })).toHaveCount(0);
    await expect(mine.getByText('New registration.', { exact: true })).toHaveCount(0);
    await expect(mine.getByRole('button', { name: /^Approve/ })).toHaveCount(0);
    await expect(mine.getByRole('button', { name: /^Reject/ })).toHaveCount(0);

    await host.goto('/admin');
    await expect(host.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(host.getByText('Welcome, Ava Approved.')).toBeVisible();
    await expect
      .poll(async () => (await mailTo(email)).join('\n'))
      .toContain(`Subject: ${providerName} is approved on Trivia Near Me`);
  });

  test('Reject asks first; a rejected registration stays out of the admin area', async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    const account = await registerProvider(
      request,
      baseURL ?? '',
      `rejected-${randomBytes(3).toString('hex')}`,
    );
    // Proven, so that the rejection can be undone by approving (decision 095).
    await confirmAddressByApi(request, baseURL ?? '', account.email);
    await signIn(page, DEMO.admin);
    await page.goto('/admin/providers');
    const mine = card(page, account.providerName);

    await mine.getByRole('button', { name: /^Reject/ }).click();
    const dialog = page.getByRole('dialog', { name: `Reject ${account.providerName}?` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(mine.getByRole('button', { name: /^Reject/ })).toBeFocused();
    await expect(mine.getByText('Pending', { exact: true })).toBeVisible();

    await mine.getByRole('button', { name: /^Reject/ }).click();
    await page.getByRole('button', { name: 'Reject registration' }).click();
    await expect(mine.getByText('Rejected', { exact: true })).toBeVisible();
    await expect(mine.getByText('Inactive', { exact: true })).toHaveCount(0);
    // A rejection made by mistake can still be undone.
    await expect(mine.getByRole('button', { name: /^Approve/ })).toBeVisible();
    await expect(mine.getByRole('button', { name: /^Reject/ })).toHaveCount(0);

    const host = await (await browser.newContext()).newPage();
    await signIn(host, account);
    await host.goto('/admin');
    await expect(host.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(
      host.getByText('Your trivia provider registration was not approved.'),
    ).toBeVisible();
  });

  test('a review someone else made meanwhile is explained in a red box', async ({
    page,
    request,
    baseURL,
  }) => {
    const account = await registerProvider(
      request,
      baseURL ?? '',
      `raced-${randomBytes(3).toString('hex')}`,
    );
    await confirmAddressByApi(request, baseURL ?? '', account.email);
    await signIn(page, DEMO.admin);
    await page.goto('/admin/providers');
    const mine = card(page, account.providerName);
    await expect(mine.getByText('Pending', { exact: true })).toBeVisible();

    // Another admin approves it while this page still shows it pending.
    const { providers } = await (await page.request.get('/api/admin/providers')).json();
    const provider = providers.find((p: { name: string }) => p.name === account.providerName);
    const approved = await page.request.post(`/api/admin/providers/${provider.id}/approve`, {
      headers: { origin: baseURL ?? '' },
    });
    expect(approved.status()).toBe(200);

    await mine.getByRole('button', { name: /^Reject/ }).click();
    await page.getByRole('button', { name: 'Reject registration' }).click();
    await expect(mine.getByRole('alert')).toHaveText(
      `${account.providerName} is approved; only pending registrations can be rejected.`,
    );
  });
});
