import { NightReportAccepted, NightReportInput } from '@trivia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getOrCreateAuthSecret } from '../../services/app-settings.ts';
import { submitNightReport } from '../../services/reports/submit-report.ts';

/** A visitor's "Report a problem" (issue 14): no account. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = app.config.authSecret ?? (await getOrCreateAuthSecret({ db: app.db }));
  app.post(
    '/reports',
    { schema: { body: NightReportInput, response: { 202: NightReportAccepted } } },
    async (request, reply) => {
      const result = await submitNightReport({
        db: app.db,
        input: request.body,
        address: request.ip,
        secret,
      });
      return reply.status(202).send(result);
    },
  );
};
