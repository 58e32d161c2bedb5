import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll } from 'vitest';
import { type CreateUserOptions, createUser } from '../../src/db/factories.ts';
import { outboxDirectory } from '../../src/services/mail.ts';
import { type TestApp, useTestApp } from './app.ts';

/**
 * A browser-like client for `inject`: sends the site's Origin and keeps the session cookie. It
 * reads the app when it sends, so it may be made before a `useTestApp` app is built.
 */
export class TestClient {
  private cookies = new Map<string, string>();
  protected readonly testApp: TestApp;
  private readonly originOverride: string | undefined;

  constructor(testApp: TestApp, options: { origin?: string } = {}) {
    this.testApp = testApp;
    this.originOverride = options.origin;
  }

  get app(): FastifyInstance {
    return this.testApp.app;
  }

  get origin(): string {
    return this.originOverride ?? new URL(this.testApp.config.publicUrl).origin;
  }

  async request(options: InjectOptions & { url: string }): Promise<LightMyRequestResponse> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await this.app.inject({
      ...options,
      headers: {
        origin: this.origin,
        ...(cookie ? { cookie } : {}),
        ...(options.headers ?? {}),
      },
    });
    for (const set of response.cookies) {
      if (set.value === '' || (set.maxAge !== undefined && set.maxAge <= 0))
        this.cookies.delete(set.name);
      else this.cookies.set(set.name, set.value);
    }
    return response;
  }

  get(url: string) {
    return this.request({ method: 'GET', url });
  }

  post(url: string, payload: unknown = {}) {
    return this.request({ method: 'POST', url, payload: payload as Record<string, unknown> });
  }

  put(url: string, payload: unknown = {}) {
    return this.request({ method: 'PUT', url, payload: payload as Record<string, unknown> });
  }

  patch(url: string, payload: unknown = {}) {
    return this.request({ method: 'PATCH', url, payload: payload as Record<string, unknown> });
  }

  async signIn(email: string, password: string): Promise<LightMyRequestResponse> {
    return this.post('/api/auth/sign-in/email', { email, password });
  }

  /** Signs in, and fails the test if that does not work. */
  async signInOrFail(email: string, password: string): Promise<this> {
    const response = await this.signIn(email, password);
    if (response.statusCode !== 200)
      throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
    return this;
  }

  get cookieNames(): string[] {
    return [...this.cookies.keys()];
  }
}

/** Signs a fresh client in and fails the test if that does not work. */
export function signedInClient(
  testApp: TestApp,
  email: string,
  password: string,
): Promise<TestClient> {
  return new TestClient(testApp).signInOrFail(email, password);
}

/** A user of their own (a `venue_owner`), named `name`, with a client signed in as them. */
export async function signedInPerson(testApp: TestApp, name: string) {
  const tag = crypto.randomUUID().slice(0, 8);
  const { user, password } = await createUser(testApp.database.db, {
    name,
    email: `${name.split(' ')[0]?.toLowerCase()}-${tag}@example.test`,
  });
  return { user, client: await signedInClient(testApp, user.email, password) };
}

/** A client signed in as a user it created (the factories' `createUser`); `userId` is theirs. */
export class SignedInClient extends TestClient {
  private signedInUserId: string | undefined;

  get userId(): string {
    if (!this.signedInUserId)
      throw new Error('not signed in yet: use the client in tests and hooks');
    return this.signedInUserId;
  }

  /** Creates the user (a `venue_owner` unless told otherwise) and signs in as them. */
  async signInAsNewUser(options: CreateUserOptions = {}): Promise<this> {
    const { user, password } = await createUser(this.testApp.database.db, options);
    this.signedInUserId = user.id;
    return this.signInOrFail(user.email, password);
  }
}

/** A new user, signed in on a fresh client (inside a test). */
export function signInNewUser(
  testApp: TestApp,
  options: CreateUserOptions = {},
): Promise<SignedInClient> {
  return new SignedInClient(testApp).signInAsNewUser(options);
}

/** A new user signed in before the first test of the file or block (see `useTestApp`). */
export function useSignedInClient(
  testApp: TestApp,
  options: CreateUserOptions = {},
): SignedInClient {
  const client = new SignedInClient(testApp);
  beforeAll(() => client.signInAsNewUser(options).then(() => undefined));
  return client;
}

/** The setup of the admin API tests: the app (see `useTestApp`) and a signed-in platform admin. */
export function useAdminApp(env: Record<string, string> = {}) {
  const testApp = useTestApp(env);
  const admin = useSignedInClient(testApp, { role: 'admin' });
  return { testApp, admin, db: () => testApp.database.db };
}

/** The messages in DATA_DIR/outbox, decoded (quoted-printable soft breaks undone). */
export async function readOutbox(
  dataDir: string,
): Promise<{ to: string; subject: string; text: string }[]> {
  const directory = outboxDirectory(dataDir);
  let files: string[];
  try {
    files = (await fs.readdir(directory)).filter((file) => file.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    files.map(async (file) => {
      const raw = await fs.readFile(path.join(directory, file), 'utf8');
      const decoded = raw
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
          String.fromCharCode(Number.parseInt(hex, 16)),
        );
      return {
        to: /^To: (.*)$/m.exec(decoded)?.[1] ?? '',
        subject: /^Subject: (.*)$/m.exec(decoded)?.[1] ?? '',
        text: decoded,
      };
    }),
  );
}

export function resetLinkIn(text: string): string {
  const link = /https?:\/\/\S+\/admin\/reset-password\?token=[\w%-]+/.exec(text)?.[0];
  if (!link) throw new Error(`no reset link in:\n${text}`);
  return link;
}

/** The mailed link to `path` (`/admin/verify-email`, …) in a message's text. */
export function linkIn(text: string, path: string): string {
  const link = new RegExp(`https?://\\S+${path}\\?token=[A-Za-z0-9_-]+`).exec(text)?.[0];
  if (!link) throw new Error(`no ${path} link in:\n${text}`);
  return link;
}

export const VERIFICATION_SUBJECT = 'Confirm your Trivia Near Me email';

/** The token of the newest address-confirmation mail to `email` (after the due jobs ran). */
export async function verificationTokenFor(testApp: TestApp, email: string): Promise<string> {
  await testApp.app.jobs.runDue(); // the mail is a job (decision 095)
  const mail = (await readOutbox(testApp.config.dataDir))
    .filter((m) => m.to.includes(email) && m.subject === VERIFICATION_SUBJECT)
    .at(-1);
  if (!mail) throw new Error(`no confirmation mail to ${email}`);
  return new URL(linkIn(mail.text, '/admin/verify-email')).searchParams.get('token') ?? '';
}

/** Proves `email` as its owner does: the mailed link's page, then its button. */
export async function confirmAddress(testApp: TestApp, email: string): Promise<void> {
  const token = await verificationTokenFor(testApp, email);
  const response = await new TestClient(testApp).post('/api/email-verification/confirm', {
    token,
  });
  if (response.statusCode !== 200)
    throw new Error(`confirming ${email} failed: ${response.statusCode} ${response.body}`);
}

/** What better-auth stores of a verification identifier (`storeIdentifier: 'hashed'`, decision 096). */
export function hashedIdentifier(identifier: string): string {
  return createHash('sha256').update(identifier).digest('base64url');
}
