import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error.ts';
import { sendMoved } from '../../../lib/send-page.ts';
import { findCityPageVenues, findCityPlace } from '../../../services/city-pages.ts';
import { searchNearby } from '../../../services/nearby/index.ts';
import { findProviderPage } from '../../../services/provider-pages.ts';
import { createDatabaseRateLimitStore } from '../../../services/rate-limit.ts';
import { findSeasonStandings } from '../../../services/seasons/index.ts';
import { findMovedVenueSlug, findVenuePage } from '../../../services/venue-pages.ts';
import {
  allowAnyOrigin,
  answerPreflight,
  jsonBytes,
  PUBLIC_CACHE_CONTROL,
  READ_METHODS,
  refuseMethod,
  refuseUnknownPath,
  sendCacheable,
} from './http.ts';
import {
  NOT_FOUND,
  PUBLIC_ERRORS,
  PublicCityParams,
  PublicCityResponse,
  PublicNearbyQuery,
  PublicNearbyResponse,
  PublicProviderParams,
  PublicProviderResponse,
  PublicSeasonParams,
  PublicStandingsResponse,
  PublicVenueParams,
  PublicVenueResponse,
} from './schemas.ts';

const TAGS = ['Public API'];

/**
 * The documented, read-only public API (decision 142), mounted at `/api/v1`: every
 * answer readable from any origin, cacheable with an ETag, and limited per address (decision 143)
 * in a count every process shares (decision 186).
 * Its hooks stay in this plugin: no other route gains CORS or the limit.
 */
export const publicApiV1Routes: FastifyPluginAsyncZod<{ rateLimitPerMinute: number }> = async (
  app,
  { rateLimitPerMinute },
) => {
  app.addHook('onRequest', allowAnyOrigin);
  await app.register(rateLimit, {
    max: rateLimitPerMinute,
    timeWindow: 60_000,
    store: createDatabaseRateLimitStore({ db: app.db, prefix: 'public-api' }),
    // RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset (the IETF draft's names).
    enableDraftSpec: true,
    errorResponseBuilder: (_request, context) =>
      new AppError(
        'RATE_LIMITED',
        `Too many requests from this address: the public API answers ${context.max} a minute. Try again in ${context.after}.`,
        { details: { retryAfterSeconds: Math.ceil(context.ttl / 1000) } },
      ),
  });

  // A browser asks first when a script sends If-None-Match: not counted against the limit.
  app.options('/*', { schema: { hide: true }, config: { rateLimit: false } }, (request, reply) =>
    answerPreflight(request, reply),
  );

  // The paths of the GETs below, for their 405 to other methods (decision 179).
  const readPaths: string[] = [];
  app.addHook('onRoute', (route) => {
    if (route.method === 'GET') readPaths.push(route.routePath);
  });

  app.get(
    '/nearby',
    {
      schema: {
        operationId: 'searchNearby',
        summary: 'Trivia near a place',
        description:
          'Venues with trivia within a radius of a position, nearest and busiest first, each with its events and their nights in the week from `date` (the same search as the app’s list).',
        tags: TAGS,
        querystring: PublicNearbyQuery,
        response: { 200: PublicNearbyResponse, ...PUBLIC_ERRORS },
      },
    },
    async (request, reply) => {
      const json = await searchNearby({ db: await app.readDbFor(request), query: request.query });
      return sendCacheable(request, reply, Buffer.from(json));
    },
  );

  app.get(
    '/venues/:slug',
    {
      schema: {
        operationId: 'getVenue',
        summary: 'A venue and its nights',
        description:
          'A venue (its slug is the end of its page’s address, `/trivia-at-{slug}`) with its active events and their nights over the next four weeks, and the nearest other venues with a night this week. The slug of a venue merged into another answers 301 with the kept venue’s address here in Location.',
        tags: TAGS,
        params: PublicVenueParams,
        response: { 200: PublicVenueResponse, ...PUBLIC_ERRORS, ...NOT_FOUND },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const page = await findVenuePage({ db: await app.readDbFor(request), slug });
      if (!page.venue) {
        // A merged venue's slug: the kept venue's, here, with the CORS of every answer (decision 158).
        const movedTo = await findMovedVenueSlug({ db: await app.readDbFor(request), slug });
        if (movedTo) {
          return sendMoved(request, reply, `/api/v1/venues/${movedTo}`, PUBLIC_CACHE_CONTROL);
        }
        throw AppError.notFound('No venue has this slug.');
      }
      return sendCacheable(request, reply, jsonBytes(PublicVenueResponse, page));
    },
  );

  app.get(
    '/providers/:slug',
    {
      schema: {
        operationId: 'getProvider',
        summary: 'A trivia provider, its venues and nights',
        description:
          'A trivia provider (its slug is the end of its page’s address, `/trivia-by-{slug}`) with every venue where it has an active event, and its own nights there over the next four weeks.',
        tags: TAGS,
        params: PublicProviderParams,
        response: { 200: PublicProviderResponse, ...PUBLIC_ERRORS, ...NOT_FOUND },
      },
    },
    async (request, reply) => {
      const page = await findProviderPage({
        db: await app.readDbFor(request),
        slug: request.params.slug,
      });
      if (!page.provider) throw AppError.notFound('No trivia provider has this slug.');
      return sendCacheable(request, reply, jsonBytes(PublicProviderResponse, page));
    },
  );

  app.get(
    '/cities/:slug',
    {
      schema: {
        operationId: 'getCity',
        summary: 'A city and its nights',
        description:
          'A US town or ZIP code (`franklin-tn`, the end of its page’s address `/trivia-near-{slug}`) and the venues within 30 miles with their nights in the town’s week from today.',
        tags: TAGS,
        params: PublicCityParams,
        response: { 200: PublicCityResponse, ...PUBLIC_ERRORS, ...NOT_FOUND },
      },
    },
    async (request, reply) => {
      const city = await findCityPlace({ slug: request.params.slug });
      if (!city) throw AppError.notFound('No US town or ZIP code has this slug.');
      const nearby = await findCityPageVenues({ db: await app.readDbFor(request), place: city });
      return sendCacheable(request, reply, jsonBytes(PublicCityResponse, { city, ...nearby }));
    },
  );

  app.get(
    '/seasons/:slug/standings',
    {
      schema: {
        operationId: 'getSeasonStandings',
        summary: 'A season’s standings',
        description:
          'A league season of a provider or a venue: its dates and scoring rule, and its teams’ standings computed from the posted results of its nights so far (ranked teams first, then those short of the nights to qualify).',
        tags: TAGS,
        params: PublicSeasonParams,
        response: { 200: PublicStandingsResponse, ...PUBLIC_ERRORS, ...NOT_FOUND },
      },
    },
    async (request, reply) => {
      const standings = await findSeasonStandings({
        db: await app.readDbFor(request),
        slug: request.params.slug,
      });
      if (!standings) throw AppError.notFound('No season has this slug.');
      return sendCacheable(request, reply, jsonBytes(PublicStandingsResponse, standings));
    },
  );

  // Inside this plugin, so that both carry its CORS headers (decision 179): another method on a
  // path above is 405 with Allow, any other path 404. Refused on request, before a body is read.
  const otherMethods = app.supportedMethods.filter((method) => !READ_METHODS.includes(method));
  for (const url of readPaths) {
    app.route({
      method: otherMethods,
      url,
      schema: { hide: true },
      config: { changesNothing: true },
      onRequest: refuseMethod,
      handler: refuseMethod,
    });
  }
  app.route({
    method: app.supportedMethods.filter((method) => method !== 'OPTIONS'),
    url: '/*',
    schema: { hide: true },
    config: { changesNothing: true },
    onRequest: refuseUnknownPath,
    handler: refuseUnknownPath,
  });
};
