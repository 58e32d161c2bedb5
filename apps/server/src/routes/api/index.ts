import type { FastifyPluginAsync } from 'fastify';
import { geocodingRoutes } from './geocoding.ts';
import { healthRoutes } from './health.ts';
import { venueRoutes } from './venues.ts';

/** Every API route, mounted under `/api`. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(geocodingRoutes);
  await app.register(venueRoutes);
};
