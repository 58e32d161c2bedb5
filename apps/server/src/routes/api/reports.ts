import {
  NightReportAccepted,
  NightReportInput,
  ReportNight,
  ReportNightQuery,
} from '@trivia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getOrCreateAuthSecret } from '../../services/app-settings.ts';
import { findReportNight, submitNightReport } from '../../services/reports/index.ts';

/** A visitor's "Report a problem": no account. */
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
  // The report page's night.
  app.get(
    '/reports/night',
    { schema: { querystring: ReportNightQuery, response: { 200: ReportNight } } },
    (request) =>
      findReportNight({ db: app.db, eventId: request.query.event, date: request.query.date }),
  );
};
