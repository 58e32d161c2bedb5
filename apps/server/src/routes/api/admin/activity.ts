import { ActivityQuery, ActivityResponse, HistoryQuery, HistoryResponse } from '@trivia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  refuseBeforeValidation,
  requireActivityViewer,
  requireActor,
} from '../../../lib/guards.ts';
import { listActivity, listEventHistory, listVenueHistory } from '../../../services/audit/index.ts';

const VenueParams = z.object({ venueId: z.uuid('must be a venue id') });
const EventParams = z.object({ eventId: z.uuid('must be an event id') });

/** The history of changes: the admins' activity log, and a venue's or event's history. */
export const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/activity',
    {
      // Admins only, whatever the filters: refused before they are validated (decision 026).
      preValidation: refuseBeforeValidation(requireActivityViewer),
      schema: { querystring: ActivityQuery, response: { 200: ActivityResponse } },
    },
    async (request) =>
      listActivity({ db: app.db, actor: await requireActor(request), query: request.query }),
  );

  app.get(
    '/venues/:venueId/history',
    {
      schema: {
        params: VenueParams,
        querystring: HistoryQuery,
        response: { 200: HistoryResponse },
      },
    },
    async (request) =>
      listVenueHistory({
        db: app.db,
        actor: await requireActor(request),
        venueId: request.params.venueId,
        query: request.query,
      }),
  );

  app.get(
    '/events/:eventId/history',
    {
      schema: {
        params: EventParams,
        querystring: HistoryQuery,
        response: { 200: HistoryResponse },
      },
    },
    async (request) =>
      listEventHistory({
        db: app.db,
        actor: await requireActor(request),
        eventId: request.params.eventId,
        query: request.query,
      }),
  );
};
