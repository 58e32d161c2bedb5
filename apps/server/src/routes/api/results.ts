import {
  NightResultsParams,
  NightResultsResponse,
  TeamPageParams,
  TeamPageResponse,
} from '@trivia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { getPublicNightResults } from '../../services/results/index.ts';
import { findTeamPage } from '../../services/team-pages.ts';

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

  /** A team's page (decision 211): its nights and seasons at a provider or a venue. */
  app.get(
    '/team-pages/:kind/:slug/:team',
    { schema: { params: TeamPageParams, response: { 200: TeamPageResponse } } },
    async (request) => {
      const page = await findTeamPage({ db: await app.readDbFor(request), ...request.params });
      if (!page) throw AppError.notFound('No team of that name has played there.');
      return page;
    },
  );
};
