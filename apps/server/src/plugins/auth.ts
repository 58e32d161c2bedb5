import {
  ChangePasswordInput,
  ForgotPasswordInput,
  ForgotPasswordResponse,
  ResetPasswordInput,
  SignInInput,
} from '@trivia/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config.ts';
import { DATABASE_UNAVAILABLE_MESSAGE, databaseAnswers } from '../db/unavailable.ts';
import { AppError } from '../lib/app-error.ts';
import { AUTH_BASE_PATH, type Auth, createAuth } from '../lib/auth.ts';
import { controlCharacterIssues } from '../lib/control-characters.ts';
import { copyResponseHeaders, toWebHeaders } from '../lib/fetch-api.ts';
import { loadActor, type ServerActor } from '../services/actor.ts';
import { getOrCreateAuthSecret } from '../services/app-settings.ts';
import { createMailer, type Mailer } from '../services/mail.ts';
import { requestPasswordReset } from '../services/password-reset.ts';
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
    const auth = createAuth({ config, db: app.db, secret, logger: app.log });
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

    /** Hands a request to better-auth and answers with what it says, in our error shape. */
    async function forwardToAuth(
      request: FastifyRequest,
      reply: FastifyReply,
      options: { body: unknown; accountKey?: string },
    ) {
      const { body, accountKey } = options;
      const address = `ip:${request.ip}`;
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
        // better-auth hides the driver's error: ask the database (decision 071).
        if (!(await databaseAnswers(app.database))) {
          throw new AppError('UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE);
        }
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
        .send({ error: { code, message, requestId: request.id } });
    }

    // The endpoints people use, each with its schema from packages/shared (and in the route table).
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.post(
      `${AUTH_BASE_PATH}/sign-in/email`,
      { schema: { body: SignInInput } },
      async (request, reply) => {
        const accountKey = `sign-in:account:${request.body.email}`;
        await refuseIfExhausted({
          db: app.db,
          keys: [`sign-in:ip:${request.ip}`, accountKey],
          rule: SIGN_IN_FAILURES,
        });
        return forwardToAuth(request, reply, { body: request.body, accountKey });
      },
    );
    // Ours, not better-auth's: the mail is a job (services/password-reset.ts, decision 163).
    typed.post(
      `${AUTH_BASE_PATH}/request-password-reset`,
      { schema: { body: ForgotPasswordInput, response: { 200: ForgotPasswordResponse } } },
      async (request) => {
        await hitOrRefuse({
          db: app.db,
          keys: [`reset-request:account:${request.body.email}`],
          rule: RESET_REQUESTS_PER_ACCOUNT,
        });
        await hitOrRefuse({
          db: app.db,
          keys: [`reset-request:ip:${request.ip}`],
          rule: RESET_REQUESTS_PER_ADDRESS,
        });
        return requestPasswordReset({ db: app.db, email: request.body.email });
      },
    );
    typed.post(
      `${AUTH_BASE_PATH}/reset-password`,
      { schema: { body: ResetPasswordInput } },
      async (request, reply) => {
        await hitOrRefuse({ db: app.db, keys: [`reset:ip:${request.ip}`], rule: RESET_ATTEMPTS });
        return forwardToAuth(request, reply, { body: request.body });
      },
    );
    // A password change (current password required, the reset rules) always signs
    // out the user's other sessions.
    typed.post(
      `${AUTH_BASE_PATH}/change-password`,
      { schema: { body: ChangePasswordInput } },
      async (request, reply) => {
        await hitOrRefuse({ db: app.db, keys: [`change:ip:${request.ip}`], rule: RESET_ATTEMPTS });
        return forwardToAuth(request, reply, {
          body: { ...request.body, revokeOtherSessions: true },
        });
      },
    );
    // The rest of better-auth (session, sign-out, user updates): no schema of ours, so every
    // string in the query and body is held to the text rule before better-auth stores any.
    app.route({
      method: ['GET', 'POST'],
      url: `${AUTH_BASE_PATH}/*`,
      handler: async (request, reply) => {
        const body: unknown = request.method === 'POST' ? (request.body ?? {}) : undefined;
        const issues = [
          ...controlCharacterIssues(request.query, 'querystring'),
          ...controlCharacterIssues(body, 'body'),
        ];
        if (issues.length > 0) throw AppError.invalid(issues);
        return forwardToAuth(request, reply, { body });
      },
    });
  },
  { name: 'auth', dependencies: ['error-handler'] },
);
