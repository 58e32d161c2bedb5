import {
  NearbyVenuesQuery,
  NearbyVenuesResponse,
  NearestTriviaQuery,
  NearestTriviaResponse,
} from '@trivia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { plainJsonSerializer } from '../../lib/plain-json.ts';
import { findNearbyVenues } from '../../services/nearby-venues.ts';
import { findNearestTrivia } from '../../services/nearest-trivia.ts';

export const venueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/venues/nearby',
    {
      schema: { querystring: NearbyVenuesQuery, response: { 200: NearbyVenuesResponse } },
      serializerCompiler: plainJsonSerializer,
    },
    async (request) =>
      findNearbyVenues({
        db: app.db,
        latitude: request.query.lat,
        longitude: request.query.lng,
        radiusMiles: request.query.radius_miles,
        limit: request.query.limit,
        date: request.query.date,
      }),
  );

  // The empty list's nearest trivia beyond the radius (issue 16): a separate, small walk.
  app.get(
    '/venues/nearest',
    { schema: { querystring: NearestTriviaQuery, response: { 200: NearestTriviaResponse } } },
    async (request) =>
      findNearestTrivia({ db: app.db, latitude: request.query.lat, longitude: request.query.lng }),
  );
};
