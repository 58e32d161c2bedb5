import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { keptListingOf } from '../services/nearby/listing.ts';

/**
 * The nearby listing kept in memory (decision 090) as part of the process: its metric, and a load
 * in progress ends before the database closes.
 */
export const nearbyListingPlugin = fp(
  async (app: FastifyInstance) => {
    const listing = keptListingOf(app.db);
    if (!listing) return;
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
    app.addHook('onClose', () => listing.settled());
  },
  { name: 'nearby-listing', dependencies: ['metrics'] },
);
