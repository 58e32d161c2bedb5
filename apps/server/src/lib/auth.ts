import { randomUUID } from 'node:crypto';
import { PASSWORD_MIN_LENGTH } from '@trivia/shared';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { account, rateLimit, session, user, verification } from '../db/schema/index.ts';
import { CLIENT_ADDRESS_HEADER } from './fetch-api.ts';

export const AUTH_BASE_PATH = '/api/auth';
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;
export const ACCOUNT_DISABLED_MESSAGE =
  'This account is disabled. Please contact an administrator if you believe this is an error.';

/** `scheme://host` of a request's Host header: the site the browser sent it to. */
export function requestOrigin(
  request: { headers: { get(name: string): string | null } },
  isHttps: boolean,
) {
  const host = request.headers.get('host');
  return host ? `${isHttps ? 'https' : 'http'}://${host}` : null;
}

/**
 * better-auth's endpoints we do not offer (decision 095): its email verification takes a signed,
 * reusable token by GET (a mail scanner's visit would confirm the address) and its email change
 * skips our current-password check. Addresses are confirmed by services/email-verification.ts and
 * changed by services/profile/email-change.ts. Its reset request mails inside the request; ours
 * queues the mail as a job (services/password-reset.ts, decision 163), and its reset-password
 * endpoint takes the tokens that job makes.
 */
export const DISABLED_AUTH_PATHS = [
  '/verify-email',
  '/send-verification-email',
  '/change-email',
  '/request-password-reset',
];

/**
 * better-auth: email and password, sessions in our database (HttpOnly, SameSite=Lax cookies,
 * Secure behind HTTPS), one-time reset tokens valid for an hour that revoke every session when
 * used. Sign-up is off: accounts come from provider registration, one transaction of our own.
 * Rate limits are ours (services/rate-limit.ts), per address and per account. The `verification`
 * table keeps only SHA-256 hashes of its tokens (reset and address links; decision 096).
 */
export function createAuth(options: {
  config: Config;
  db: Db;
  secret: string;
  logger: FastifyBaseLogger;
}) {
  const { config, db, secret, logger } = options;
  const isHttps = config.publicUrl.startsWith('https://');
  return betterAuth({
    appName: 'Trivia Near Me',
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification, rateLimit },
      transaction: true,
    }),
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
    },
    // better-auth reads `disabled_at` (users cannot set it) so that a disabled account
    // gets no new session; disabling deletes the ones it had. The hook reads through better-auth's
    // adapter, inside the transaction it may be in (a second connection would wait on PGlite).
    user: { additionalFields: { disabledAt: { type: 'date', required: false, input: false } } },
    databaseHooks: {
      session: {
        create: {
          before: async (created, context) => {
            const owner = await context?.context.internalAdapter.findUserById(created.userId);
            if (owner && 'disabledAt' in owner && owner.disabledAt)
              throw new APIError('FORBIDDEN', {
                message: ACCOUNT_DISABLED_MESSAGE,
                code: 'ACCOUNT_DISABLED',
              });
          },
        },
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    verification: { storeIdentifier: 'hashed' },
    disabledPaths: DISABLED_AUTH_PATHS,
    rateLimit: { enabled: false },
    trustedOrigins: (request) => [
      config.publicUrl,
      request ? requestOrigin(request, isHttps) : null,
    ],
    telemetry: { enabled: false },
    logger: {
      level: 'warn',
      log: (level, message, ...args) =>
        logger[level === 'debug' ? 'debug' : level]({ args }, `auth: ${message}`),
    },
    advanced: {
      cookiePrefix: 'trivia',
      useSecureCookies: isHttps,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: isHttps },
      database: { generateId: () => randomUUID() },
      // The client's address is Fastify's `request.ip` (TRUST_PROXY, decision 162), which
      // toWebHeaders passes on; better-auth never reads X-Forwarded-For itself.
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
