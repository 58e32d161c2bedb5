import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

export const DEMO = {
  admin: { email: 'admin@example.com', password: 'trivia-admin' },
  owner: { email: 'owner@example.com', password: 'trivia-owner' },
  provider: { email: 'provider@example.com', password: 'trivia-provider' },
} as const;

export async function signIn(
  page: Page,
  account: { email: string; password: string },
): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}

/** Signs `request` in through the API (better-auth wants the app's Origin on a POST). */
export async function signInByApi(
  request: APIRequestContext,
  origin: string,
  account: { email: string; password: string },
): Promise<void> {
  const response = await request.post('/api/auth/sign-in/email', {
    headers: { origin },
    data: account,
  });
  expect(response.ok()).toBe(true);
}

/** The admin navigation, opening the phone layout's menu first when it is closed. */
export async function adminNav(page: Page): Promise<Locator> {
  const menu = page.getByRole('button', { name: 'Menu' });
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(menu.or(nav).first()).toBeVisible();
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) === 'false')
    await menu.click();
  await expect(nav).toBeVisible();
  return nav;
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.test`;
}

/** An address of the benchmarking range 198.18.0.0/15 (RFC 2544), as a proxy would forward it. */
function uniqueAddress(): string {
  const [a = 0, b = 0] = randomBytes(2);
  return `198.${18 + (a % 2)}.${b}.${1 + (a % 254)}`;
}

/** Registers a provider through the API (as the registration page does) and returns the account. */
export async function registerProvider(
  request: APIRequestContext,
  baseURL: string,
  prefix = 'host',
  /** More registration fields, e.g. `{ phone: '(615) 555-0100' }`. */
  fields: Record<string, string> = {},
) {
  const account = {
    email: uniqueEmail(prefix),
    password: 'initial-secret',
    fullName: `${prefix} Person`,
  };
  const providerName = `${prefix} Trivia Co`;
  const response = await request.post('/api/registrations', {
    // Each registration from an address of its own: the server limits registrations per address
    // (ten an hour, routes/api/registrations.ts); the specs together would use up 127.0.0.1's.
    headers: { origin: baseURL, 'x-forwarded-for': uniqueAddress() },
    data: { ...account, providerName, ...fields },
  });
  expect(response.status()).toBe(201);
  return { ...account, providerName };
}

/** Mail the server wrote to DATA_DIR/outbox for an address (quoted-printable decoded). */
export async function mailTo(email: string): Promise<string[]> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (see playwright.config.ts)');
  const outbox = path.join(dataDir, 'outbox');
  const files = await fs.readdir(outbox).catch(() => [] as string[]);
  const messages = await Promise.all(
    files.map((file) => fs.readFile(path.join(outbox, file), 'utf8')),
  );
  return messages
    .map((raw) =>
      raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
          String.fromCharCode(Number.parseInt(hex, 16)),
        ),
    )
    .filter((message) => message.includes(`To: ${email}`));
}

/** The newest link matching `pattern` mailed to `email` (the mail is a job: wait for it). */
export async function linkMailed(email: string, pattern: RegExp): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const found = (await mailTo(email))
          .map((mail) => pattern.exec(mail)?.[0])
          .filter((each): each is string => Boolean(each));
        link = found.at(-1) ?? '';
        return link;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');
  return link;
}

/** The link of the newest address-confirmation mail to `email`. */
export const verificationLink = (email: string) =>
  linkMailed(email, /https?:\/\/\S+\/admin\/verify-email\?token=[\w-]+/);

/** The link of the mail a team's address gets at its first "We're coming" (decision 165). */
export const rsvpConfirmLink = (email: string) =>
  linkMailed(email, /https?:\/\/\S+\/rsvp\/confirm\/[\w.-]+/);

/** Confirms a team's address as its owner would: the mailed page's button posts the token. */
export async function confirmRsvpAddressByApi(
  request: APIRequestContext,
  origin: string,
  email: string,
): Promise<void> {
  const token = new URL(await rsvpConfirmLink(email)).pathname.split('/').at(-1);
  const response = await request.post(`/api/rsvps/confirm/${token}`, { headers: { origin } });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Proves a registered address as its owner would (the mailed link's button, decision 095): a
 * provider is approved only after.
 */
export async function confirmAddressByApi(
  request: APIRequestContext,
  origin: string,
  email: string,
): Promise<void> {
  const token = new URL(await verificationLink(email)).searchParams.get('token');
  const response = await request.post('/api/email-verification/confirm', {
    headers: { origin },
    data: { token },
  });
  expect(response.status()).toBe(200);
}
