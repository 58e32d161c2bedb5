import { NearbyVenuesQuery, NearestTriviaQuery, NearestTriviaResponse } from '@trivia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chooseEncoding } from '../../lib/accept-encoding.ts';
import { findNearbyVenuesJson } from '../../services/nearby-fragments.ts';
import { keptListingOf } from '../../services/nearby-listing.ts';
import { findNearestTrivia } from '../../services/nearest-trivia.ts';

export const venueRoutes: FastifyPluginAsyncZod = async (app) => {
  // Where this process listed its searches' venues (decision 090): from the listing kept in
  // memory, or from the database's statement while that listing was behind the data version.
  const listing = keptListingOf(app.db);
  if (listing) {
    app.metrics.registerGauge({
      name: 'trivia_nearby_listings',
      help: 'Nearby searches since the process started, by where their venues were listed (memory or database); venues kept; listing loads that failed, or were given up because data changed meanwhile.',
      labelNames: ['kind'],
      read: async () => [
        { labels: { kind: 'memory' }, value: listing.counts.memory },
        { labels: { kind: 'database' }, value: listing.counts.database },
        { labels: { kind: 'kept_venues' }, value: listing.size ?? 0 },
        { labels: { kind: 'failed_loads' }, value: listing.counts.failedLoads },
        { labels: { kind: 'changed_loads' }, value: listing.counts.changedLoads },
      ],
    });
    // A load in progress ends before the database closes.
    app.addHook('onClose', () => listing.settled());
  }

  // The answer is `NearbyVenuesResponse`, assembled as JSON text from each venue's ready fragment
  // (decision 070); a test holds it equal to the object answer and parses it with that schema.
  // A browser gets it gzipped from the fragments' compressed bytes (decision 087): the compress
  // plugin, which would compress it again on every request, leaves this route alone.
  app.get(
    '/venues/nearby',
    { schema: { querystring: NearbyVenuesQuery }, compress: false },
    async (request, reply) => {
      const encoding = chooseEncoding(request.headers['accept-encoding'], ['gzip'] as const);
      const body = await findNearbyVenuesJson(
        {
          db: app.db,
          latitude: request.query.lat,
          longitude: request.query.lng,
          radiusMiles: request.query.radius_miles,
          limit: request.query.limit,
          date: request.query.date,
        },
        encoding ?? 'identity',
      );
      reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(body);
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
