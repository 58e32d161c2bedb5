import {
  canMergeVenues,
  DistinctVenuesInput,
  DuplicateVenuesResponse,
  MergeVenuesInput,
  MergeVenuesResponse,
} from '@trivia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refuseBeforeValidation, requireActor, requirePermission } from '../../../lib/guards.ts';
import { listDuplicateVenues, markVenuesDistinct } from '../../../services/feeds/index.ts';
import { mergeVenues } from '../../../services/venues/index.ts';

const VenueParams = z.object({ venueId: z.uuid('must be a venue id') });
const adminsOnly = refuseBeforeValidation((actor) => requirePermission(canMergeVenues(actor)));

/** The duplicate finder and merge: platform admins. */
export const duplicateVenueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/venues/duplicates',
    { preValidation: adminsOnly, schema: { response: { 200: DuplicateVenuesResponse } } },
    async (request) => listDuplicateVenues({ db: app.db, actor: await requireActor(request) }),
  );

  app.post(
    '/venues/duplicates/distinct',
    { preValidation: adminsOnly, schema: { body: DistinctVenuesInput } },
    async (request, reply) => {
      await markVenuesDistinct({
        db: app.db,
        actor: await requireActor(request),
        venueIds: request.body.venueIds,
      });
      return reply.status(204).send();
    },
  );

  app.post(
    '/venues/:venueId/merge',
    {
      preValidation: adminsOnly,
      schema: {
        params: VenueParams,
        body: MergeVenuesInput,
        response: { 200: MergeVenuesResponse },
      },
    },
    async (request) =>
      mergeVenues({
        db: app.db,
        actor: await requireActor(request),
        keptVenueId: request.params.venueId,
        mergedVenueId: request.body.mergedVenueId,
      }),
  );
};
