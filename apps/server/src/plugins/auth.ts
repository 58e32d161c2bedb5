import {
  ChangePasswordInput,
  ForgotPasswordInput,
  ResetPasswordInput,
  SignInInput,
} from '@trivia/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import type { Config } from '../config.ts';
import { AppError } from '../lib/app-error.ts';
import { AUTH_BASE_PATH, type Auth, createAuth } from '../lib/auth.ts';
import { copyResponseHeaders, toWebHeaders } from '../lib/fetch-api.ts';
import { loadActor, type ServerActor } from '../services/actor.ts';
import { getOrCreateAuthSecret } from '../services/app-settings.ts';
import { createMailer, type Mailer } from '../services/mail.ts';
import {
  clearHits,
  countHit,
  hitOrRefuse,
  type RateRule,
  refuseIfExhausted,
} from '../services/rate-limit.ts';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    mailer: Mailer;
  }
  interface FastifyRequest {
    /** The signed-in user (loaded once per request), or null. */
    getActor(): Promise<ServerActor | null>;
  }
}

const MINUTE = 60_000;
export const SIGN_IN_FAILURES: RateRule = {
  what: 'failed sign-in attempts',
  max: 10,
  windowMs: 15 * MINUTE,
};
export const RESET_REQUESTS_PER_ACCOUNT: RateRule = {
  what: 'password reset requests',
  max: 5,
  windowMs: 60 * MINUTE,
};
export const RESET_REQUESTS_PER_ADDRESS: RateRule = {
  what: 'password reset requests',
  max: 20,
  windowMs: 60 * MINUTE,
};
export const RESET_ATTEMPTS: RateRule = {
  what: 'password reset attempts',
  max: 10,
  windowMs: 15 * MINUTE,
};

function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  throw AppError.invalid(
    parsed.error.issues.map((issue) => ({
      field: issue.path.join('.') || 'body',
      message: issue.message,
    })),
  );
}

/**
 * Mounts better-auth under /api/auth: its sign-in, sign-out, session and password-reset endpoints,
 * with our validation (messages naming the field), our rate limits (per address and per account,
 * in the database) and our error shape.
 */
export const authPlugin = fp<{ config: Config }>(
  async (app: FastifyInstance, { config }) => {
    const mailer = createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      dataDir: config.dataDir,
      logger: app.log,
    });
    const secret = config.authSecret ?? (await getOrCreateAuthSecret({ db: app.db }));
    const auth = createAuth({ config, db: app.db, secret, mailer, logger: app.log });
    app.decorate('auth', auth);
    app.decorate('mailer', mailer);

    const actors = new WeakMap<FastifyRequest, Promise<ServerActor | null>>();
    app.decorateRequest('getActor', function getActor(this: FastifyRequest) {
      let actor = actors.get(this);
      if (!actor) {
        actor = auth.api
          .getSession({ headers: toWebHeaders(this) })
          .then((result) =>
            result
              ? loadActor({ db: app.db, user: result.user, adminEmails: config.adminEmails })
              : null,
          );
        actors.set(this, actor);
      }
      return actor;
    });

    app.route({
      method: ['GET', 'POST'],
      url: `${AUTH_BASE_PATH}/*`,
      handler: async (request, reply) => {
        const path = (request.url.split('?')[0] ?? '').slice(AUTH_BASE_PATH.length);
        const address = `ip:${request.ip}`;
        let body: unknown = request.method === 'POST' ? (request.body ?? {}) : undefined;
        let accountKey: string | null = null;

        if (path === '/sign-in/email') {
          const input = parseBody(SignInInput, body);
          body = input;
          accountKey = `sign-in:account:${input.email}`;
          await refuseIfExhausted({
            db: app.db,
            keys: [`sign-in:${address}`, accountKey],
            rule: SIGN_IN_FAILURES,
          });
        } else if (path === '/request-password-reset') {
          const input = parseBody(ForgotPasswordInput, body);
          body = input;
          await hitOrRefuse({
            db: app.db,
            keys: [`reset-request:account:${input.email}`],
            rule: RESET_REQUESTS_PER_ACCOUNT,
          });
          await hitOrRefuse({
            db: app.db,
            keys: [`reset-request:${address}`],
            rule: RESET_REQUESTS_PER_ADDRESS,
          });
        } else if (path === '/change-password') {
          // Issue 17: a password change always signs out the user's other sessions.
          body = { ...parseBody(ChangePasswordInput, body), revokeOtherSessions: true };
          await hitOrRefuse({ db: app.db, keys: [`change:${address}`], rule: RESET_ATTEMPTS });
        } else if (path === '/reset-password') {
          body = parseBody(ResetPasswordInput, body);
          await hitOrRefuse({ db: app.db, keys: [`reset:${address}`], rule: RESET_ATTEMPTS });
        }

        const url = new URL(request.url, `${request.protocol}://${request.host}`);
        const response = await auth.handler(
          new Request(url, {
            method: request.method,
            headers: toWebHeaders(request),
            body: body === undefined ? undefined : JSON.stringify(body),
          }),
        );

        if (accountKey) {
          if (response.ok) {
            await clearHits({ db: app.db, key: accountKey });
          } else if (response.status === 401) {
            for (const key of [`sign-in:${address}`, accountKey]) {
              await countHit({ db: app.db, key, windowMs: SIGN_IN_FAILURES.windowMs });
            }
          }
        }

        copyResponseHeaders(response, reply);
        const text = await response.text();
        if (response.ok || (response.status >= 300 && response.status < 400)) {
          return reply.status(response.status).send(text || null);
        }
        if (response.status >= 500) {
          request.log.error({ status: response.status, body: text }, 'better-auth failed');
          throw new Error('better-auth failed');
        }
        let message = 'Authentication failed.';
        let code = 'AUTH_ERROR';
        try {
          const parsed = JSON.parse(text) as { code?: string; message?: string };
          message = parsed.message ?? message;
          code = parsed.code ?? code;
        } catch {
          // not JSON: keep the generic message
        }
        return reply
          .status(response.status)
          .header('content-type', 'application/json; charset=utf-8')
          .send({ error: { code, message } });
      },
    });
  },
  { name: 'auth', dependencies: ['error-handler'] },
);
