import {
  NearbyVenuesQuery,
  NearbyVenuesResponse,
  NearestTriviaQuery,
  NearestTriviaResponse,
} from '@trivia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendSerialized } from '../../lib/send-serialized.ts';
import { searchNearbyFor } from '../../services/nearby/index.ts';
import { findNearestTrivia } from '../../services/nearest-trivia.ts';

export const venueRoutes: FastifyPluginAsyncZod = async (app) => {
  // The answer is sent as the bytes `searchNearby` assembles (decision 070), gzipped from its
  // fragments when the browser takes gzip (decision 087): the compress plugin leaves it alone,
  // and the response schema documents it without a serialisation per request (a Buffer is sent as
  // it is); tests parse every answer with it.
  app.get(
    '/venues/nearby',
    {
      schema: { querystring: NearbyVenuesQuery, response: { 200: NearbyVenuesResponse } },
      compress: false,
    },
    async (request, reply) => {
      const { body, headers } = await searchNearbyFor(app.db, request);
      return sendSerialized(reply.headers(headers), body);
    },
  );

  // The empty list's nearest trivia beyond the radius (issue 16): a separate, small walk.
  app.get(
    '/venues/nearest',
    { schema: { querystring: NearestTriviaQuery, response: { 200: NearestTriviaResponse } } },
    async (request) =>
      findNearestTrivia({ db: app.db, latitude: request.query.lat, longitude: request.query.lng }),
  );
};
