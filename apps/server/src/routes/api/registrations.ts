import { RegistrationInput, RegistrationResponse } from '@trivia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { copyResponseHeaders, toWebHeaders } from '../../lib/fetch-api.ts';
import { hitOrRefuse, type RateRule } from '../../services/rate-limit.ts';
import { registerProvider } from '../../services/registration.ts';

const HOUR = 60 * 60_000;
export const REGISTRATIONS_PER_ADDRESS: RateRule = {
  what: 'registrations',
  max: 10,
  windowMs: HOUR,
};
export const REGISTRATIONS_PER_ACCOUNT: RateRule = {
  what: 'registration attempts',
  max: 5,
  windowMs: HOUR,
};

export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Provider registration: the account, the pending provider, and a signed-in session. */
  app.post(
    '/registrations',
    { schema: { body: RegistrationInput, response: { 201: RegistrationResponse } } },
    async (request, reply) => {
      const input = request.body;
      await hitOrRefuse({
        db: app.db,
        keys: [`register:ip:${request.ip}`],
        rule: REGISTRATIONS_PER_ADDRESS,
      });
      await hitOrRefuse({
        db: app.db,
        keys: [`register:account:${input.email}`],
        rule: REGISTRATIONS_PER_ACCOUNT,
      });
      const context = await app.auth.$context;
      const result = await registerProvider({
        db: app.db,
        input,
        hashPassword: (password) => context.password.hash(password),
        logger: request.log,
      });
      const signIn = await app.auth.api.signInEmail({
        body: { email: input.email, password: input.password },
        headers: toWebHeaders(request),
        asResponse: true,
      });
      copyResponseHeaders(signIn, reply);
      reply.header('content-type', 'application/json; charset=utf-8');
      return reply.status(201).send(result);
    },
  );
};
