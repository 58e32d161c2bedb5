import {
  CreateVenueInput,
  DashboardResponse,
  IMPORT_LIMITS,
  ImportVenuesInput,
  ImportVenuesResponse,
  MyVenuesResponse,
  UpdateVenueInput,
  VenueDetail,
  VenueListQuery,
  VenueListResponse,
} from '@trivia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refuseBeforeValidation, requireActor, requireVenueImporter } from '../../../lib/guards.ts';
import {
  createVenue,
  deleteVenue,
  getDashboard,
  getVenue,
  importVenues,
  listAdminVenues,
  listMyVenues,
  updateVenue,
} from '../../../services/venues/index.ts';

const VenueParams = z.object({ venueId: z.uuid('must be a venue id') });

/** The dashboard and the venue screens of spec §2; every rule of §6 is checked in the services. */
export const adminVenueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/dashboard', { schema: { response: { 200: DashboardResponse } } }, async (request) =>
    getDashboard({ db: app.db, actor: await requireActor(request) }),
  );

  app.get(
    '/venues',
    { schema: { querystring: VenueListQuery, response: { 200: VenueListResponse } } },
    async (request) =>
      listAdminVenues({ db: app.db, actor: await requireActor(request), query: request.query }),
  );

  app.post(
    '/venues',
    { schema: { body: CreateVenueInput, response: { 201: VenueDetail } } },
    async (request, reply) => {
      const venue = await createVenue({
        db: app.db,
        actor: await requireActor(request),
        input: request.body,
      });
      return reply.status(201).send(venue);
    },
  );

  app.get('/my-venues', { schema: { response: { 200: MyVenuesResponse } } }, async (request) =>
    listMyVenues({ db: app.db, actor: await requireActor(request) }),
  );

  app.post(
    '/venues/import',
    {
      // The file may be 5 MB; as a JSON string it may be longer (the service refuses past 5 MB).
      bodyLimit: IMPORT_LIMITS.requestBytes,
      // Admins only, whatever the file: refused before it is validated (decision 026).
      preValidation: refuseBeforeValidation(requireVenueImporter),
      schema: { body: ImportVenuesInput, response: { 200: ImportVenuesResponse } },
    },
    async (request) =>
      importVenues({
        db: app.db,
        actor: await requireActor(request),
        ...request.body,
        logger: request.log,
      }),
  );

  app.get(
    '/venues/:venueId',
    { schema: { params: VenueParams, response: { 200: VenueDetail } } },
    async (request) =>
      getVenue({ db: app.db, actor: await requireActor(request), venueId: request.params.venueId }),
  );

  app.patch(
    '/venues/:venueId',
    { schema: { params: VenueParams, body: UpdateVenueInput, response: { 200: VenueDetail } } },
    async (request) =>
      updateVenue({
        db: app.db,
        actor: await requireActor(request),
        venueId: request.params.venueId,
        input: request.body,
      }),
  );

  app.delete('/venues/:venueId', { schema: { params: VenueParams } }, async (request, reply) => {
    await deleteVenue({
      db: app.db,
      actor: await requireActor(request),
      venueId: request.params.venueId,
    });
    return reply.status(204).send();
  });
};
