import { NightResultsParams, NightResultsResponse } from '@trivia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getPublicNightResults } from '../../services/results/index.ts';

/**
 * A listed night's posted results, for anyone (decision 205). Beside `/api/reports`, not under
 * `/api/v1`: the documented API is read by slugs and has no nights of its own yet.
 */
export const resultRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/results/:eventId/:date',
    { schema: { params: NightResultsParams, response: { 200: NightResultsResponse } } },
    (request) => getPublicNightResults({ db: app.db, ...request.params }),
  );
};
