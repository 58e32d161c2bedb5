import {
  ConfirmEmailChangeInput,
  EmailChangeResponse,
  RequestEmailChangeInput,
  SessionsResponse,
  UpdateDisplayNameInput,
} from '@trivia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { toWebHeaders } from '../../lib/fetch-api.ts';
import { requireActor } from '../../lib/guards.ts';
import {
  confirmEmailChange,
  listSessions,
  requestEmailChange,
  updateDisplayName,
} from '../../services/profile/index.ts';
import { hitOrRefuse, type RateRule } from '../../services/rate-limit.ts';

export const EMAIL_CHANGE_ATTEMPTS: RateRule = {
  what: 'email change attempts',
  max: 10,
  windowMs: 15 * 60_000,
};

/**
 * /admin/profile for every signed-in user: display name, email change, sessions.
 * Password change and "Sign out everywhere else" are better-auth's, under /api/auth.
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/profile/display-name',
    {
      schema: {
        body: UpdateDisplayNameInput,
        response: { 200: z.object({ displayName: z.string() }) },
      },
    },
    async (request) =>
      updateDisplayName({ db: app.db, actor: await requireActor(request), input: request.body }),
  );

  app.post(
    '/profile/email-change',
    {
      schema: {
        body: RequestEmailChangeInput,
        response: { 202: z.object({ sentTo: z.string() }) },
      },
    },
    async (request, reply) => {
      const actor = await requireActor(request);
      // Each try checks a password: held to the password-change rule (decision 007).
      await hitOrRefuse({
        db: app.db,
        keys: [`email-change:account:${actor.userId}`],
        rule: EMAIL_CHANGE_ATTEMPTS,
      });
      const { password } = await app.auth.$context;
      const result = await requestEmailChange({
        db: app.db,
        actor,
        input: request.body,
        verifyPassword: password.verify,
        mailer: app.mailer,
        publicUrl: app.config.publicUrl,
      });
      return reply.status(202).send(result);
    },
  );

  /** The confirmation page's button: the link's token, whoever is signed in (or nobody). */
  app.post(
    '/email-changes/confirm',
    { schema: { body: ConfirmEmailChangeInput, response: { 200: EmailChangeResponse } } },
    async (request) =>
      confirmEmailChange({
        db: app.db,
        token: request.body.token,
        mailer: app.mailer,
        logger: request.log,
      }),
  );

  app.get(
    '/profile/sessions',
    { schema: { response: { 200: SessionsResponse } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const actor = await requireActor(request);
      const current = await app.auth.api.getSession({ headers: toWebHeaders(request) });
      if (!current) throw AppError.unauthorized();
      return listSessions({
        db: app.db,
        userId: actor.userId,
        currentSessionId: current.session.id,
      });
    },
  );
};
