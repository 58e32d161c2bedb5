import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './health.ts';

/** Every API route, mounted under `/api`. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
};
