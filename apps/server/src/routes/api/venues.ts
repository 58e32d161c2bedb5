import {
  NearbyVenuesQuery,
  NearbyVenuesResponse,
  NearestTriviaQuery,
  NearestTriviaResponse,
} from '@trivia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dataVersionReaderOf } from '../../db/data-version.ts';
import { sendRenderedPage } from '../../lib/send-page.ts';
import { sendSerialized } from '../../lib/send-serialized.ts';
import { searchNearby } from '../../services/nearby/index.ts';
import { findNearestTrivia } from '../../services/nearest-trivia.ts';
import { PageCache } from '../../services/page-cache.ts';

/** What a process keeps of named places' searches (a few hundred places' answers). */
const NEARBY_CACHE_BYTES = 16 * 1024 * 1024;

export const venueRoutes: FastifyPluginAsyncZod = async (app) => {
  // Searches from named places are kept as pages are (decision 180); others are sent as the
  // search answers, compressed by the compress plugin. The JSON is sent as text, which Fastify
  // does not serialise again; tests parse every answer with the response schema.
  const pages = new PageCache(NEARBY_CACHE_BYTES);
  app.get(
    '/venues/nearby',
    { schema: { querystring: NearbyVenuesQuery, response: { 200: NearbyVenuesResponse } } },
    async (request, reply) => {
      // A replica's answer is kept under the replica's data version (decision 194).
      const db = await app.readDbFor(request);
      const kept = { pages, dataVersion: dataVersionReaderOf(db) };
      const answer = await searchNearby({ db, query: request.query, kept });
      if (typeof answer !== 'string') return sendRenderedPage(request, reply, answer);
      reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      return sendSerialized(reply, answer);
    },
  );

  // The empty list's nearest trivia beyond the radius: a separate, small walk.
  app.get(
    '/venues/nearest',
    { schema: { querystring: NearestTriviaQuery, response: { 200: NearestTriviaResponse } } },
    async (request) =>
      findNearestTrivia({
        db: await app.readDbFor(request),
        latitude: request.query.lat,
        longitude: request.query.lng,
      }),
  );
};
