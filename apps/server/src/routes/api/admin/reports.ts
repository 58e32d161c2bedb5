import {
  ReportListQuery,
  ReportListResponse,
  ResolveReportInput,
  ResolveReportResponse,
} from '@trivia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../../lib/guards.ts';
import { listReports, resolveReport } from '../../../services/reports/index.ts';

const ReportParams = z.object({ reportId: z.uuid('must be a report id') });

/** /admin/reports: visitors' reports of the nights the user manages. */
export const adminReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reports',
    { schema: { querystring: ReportListQuery, response: { 200: ReportListResponse } } },
    async (request) =>
      listReports({ db: app.db, actor: await requireActor(request), query: request.query }),
  );

  app.post(
    '/reports/:reportId/resolve',
    {
      schema: {
        params: ReportParams,
        body: ResolveReportInput,
        response: { 200: ResolveReportResponse },
      },
    },
    async (request) =>
      resolveReport({
        db: app.db,
        actor: await requireActor(request),
        reportId: request.params.reportId,
        input: request.body,
      }),
  );
};
