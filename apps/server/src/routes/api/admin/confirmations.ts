import { SendConfirmationsInput, SendConfirmationsResult } from '@trivia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  refuseBeforeValidation,
  requireActor,
  requireConfirmationSender,
} from '../../../lib/guards.ts';
import { sendConfirmationsNow } from '../../../services/confirmations/index.ts';

/** "Send confirmation requests now" on the schedule page (admins). */
export const confirmationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/confirmations/send',
    {
      onRequest: refuseBeforeValidation(requireConfirmationSender),
      schema: { body: SendConfirmationsInput, response: { 200: SendConfirmationsResult } },
    },
    async (request) => {
      const result = await sendConfirmationsNow({
        db: app.db,
        actor: await requireActor(request),
        from: request.body.from,
        settings: app.confirmationSettings,
      });
      // Send them now rather than at the next poll; the request does not wait for the mail.
      void app.jobs
        .runDue()
        .catch((error: unknown) => app.log.error({ err: error }, 'jobs failed'));
      return result;
    },
  );
};
