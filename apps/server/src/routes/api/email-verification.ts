import {
  ConfirmEmailAddressInput,
  EmailChangeResponse,
  VerificationMailSent,
} from '@trivia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../lib/guards.ts';
import { confirmEmailAddress, requestVerificationMail } from '../../services/email-verification.ts';
import { hitOrRefuse, type RateRule } from '../../services/rate-limit.ts';

const HOUR = 60 * 60_000;
export const VERIFICATION_MAILS_PER_ACCOUNT: RateRule = {
  what: 'confirmation emails',
  max: 5,
  windowMs: HOUR,
};
export const VERIFICATION_MAILS_PER_ADDRESS: RateRule = {
  what: 'confirmation emails',
  max: 20,
  windowMs: HOUR,
};

/** Proving an account's address (decision 095). */
export const emailVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  /** "Resend email": another link to the signed-in user's address, a few an hour. */
  app.post(
    '/email-verification/send',
    { schema: { response: { 202: VerificationMailSent } } },
    async (request, reply) => {
      const actor = await requireActor(request);
      await hitOrRefuse({
        db: app.db,
        keys: [`verification-mail:account:${actor.userId}`],
        rule: VERIFICATION_MAILS_PER_ACCOUNT,
      });
      await hitOrRefuse({
        db: app.db,
        keys: [`verification-mail:ip:${request.ip}`],
        rule: VERIFICATION_MAILS_PER_ADDRESS,
      });
      return reply.status(202).send(await requestVerificationMail({ db: app.db, actor }));
    },
  );

  /** The link page's button: the token, whoever is signed in (or nobody). */
  app.post(
    '/email-verification/confirm',
    { schema: { body: ConfirmEmailAddressInput, response: { 200: EmailChangeResponse } } },
    async (request) =>
      confirmEmailAddress({ db: app.db, auth: app.auth, token: request.body.token }),
  );
};
