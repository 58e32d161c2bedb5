import { NearbyVenuesQuery, NearestTriviaQuery, NearestTriviaResponse } from '@trivia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findNearbyVenuesJson } from '../../services/nearby-fragments.ts';
import { findNearestTrivia } from '../../services/nearest-trivia.ts';

export const venueRoutes: FastifyPluginAsyncZod = async (app) => {
  // The answer is `NearbyVenuesResponse`, assembled as JSON text from each venue's ready fragment
  // (decision 070); a test holds it equal to the object answer and parses it with that schema.
  app.get(
    '/venues/nearby',
    { schema: { querystring: NearbyVenuesQuery } },
    async (request, reply) =>
      reply.type('application/json; charset=utf-8').send(
        await findNearbyVenuesJson({
          db: app.db,
          latitude: request.query.lat,
          longitude: request.query.lng,
          radiusMiles: request.query.radius_miles,
          limit: request.query.limit,
          date: request.query.date,
        }),
      ),
  );

  // The empty list's nearest trivia beyond the radius (issue 16): a separate, small walk.
  app.get(
    '/venues/nearest',
    { schema: { querystring: NearestTriviaQuery, response: { 200: NearestTriviaResponse } } },
    async (request) =>
      findNearestTrivia({ db: app.db, latitude: request.query.lat, longitude: request.query.lng }),
  );
};
