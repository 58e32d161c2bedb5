import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { outboxDirectory } from '../../src/services/mail.ts';
import type { TestApp } from './app.ts';

/** A browser-like client for `inject`: sends the site's Origin and keeps the session cookie. */
export class TestClient {
  private cookies = new Map<string, string>();
  readonly app: FastifyInstance;
  readonly origin: string;

  constructor(testApp: TestApp, options: { origin?: string } = {}) {
    this.app = testApp.app;
    this.origin = options.origin ?? new URL(testApp.config.publicUrl).origin;
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

  async signIn(email: string, password: string): Promise<LightMyRequestResponse> {
    return this.post('/api/auth/sign-in/email', { email, password });
  }

  get cookieNames(): string[] {
    return [...this.cookies.keys()];
  }
}

/** Signs a fresh client in and fails the test if that does not work. */
export async function signedInClient(
  testApp: TestApp,
  email: string,
  password: string,
): Promise<TestClient> {
  const client = new TestClient(testApp);
  const response = await client.signIn(email, password);
  if (response.statusCode !== 200)
    throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return client;
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
