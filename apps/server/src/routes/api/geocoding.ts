import {
  PlaceSearchQuery,
  PlaceSearchResponse,
  ReverseGeocodeQuery,
  ReverseGeocodeResponse,
} from '@trivia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadGazetteer } from '../../geo/load-gazetteer.ts';
import { plainJsonSerializer } from '../../lib/plain-json.ts';
import { reverseGeocode, searchPlaces } from '../../services/geocoding.ts';

/** Places change with a package upgrade, not from one request to the next. */
const CACHE_CONTROL = 'public, max-age=86400';

export const geocodingRoutes: FastifyPluginAsyncZod = async (app) => {
  // Load the gazetteer when the server starts listening rather than on the first search.
  app.addHook('onListen', async () => {
    await loadGazetteer().catch((error: unknown) => {
      app.log.warn({ err: error }, 'the gazetteer could not be loaded; place search will retry');
    });
  });

  app.get(
    '/nominatim/search',
    {
      schema: { querystring: PlaceSearchQuery, response: { 200: PlaceSearchResponse } },
      serializerCompiler: plainJsonSerializer,
    },
    async (request, reply) => {
      reply.header('cache-control', CACHE_CONTROL);
      return searchPlaces({ query: request.query });
    },
  );

  app.get(
    '/geocode/reverse',
    { schema: { querystring: ReverseGeocodeQuery, response: { 200: ReverseGeocodeResponse } } },
    async (request, reply) => {
      reply.header('cache-control', CACHE_CONTROL);
      return reverseGeocode({ latitude: request.query.lat, longitude: request.query.lon });
    },
  );
};
