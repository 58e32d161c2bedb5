import {
  NightResultsHistory,
  NightResultsInput,
  NightResultsParams,
  NightResultsResponse,
  VenueTeamNamesParams,
  VenueTeamNamesQuery,
  VenueTeamNamesResponse,
} from '@trivia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../../lib/guards.ts';
import {
  getNightResults,
  getNightResultsHistory,
  postNightResults,
  suggestTeamNames,
} from '../../../services/results/index.ts';

/** A night's results, posted and corrected by its hosts, and the names its venue has seen (decision 205). */
export const adminResultRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/events/:eventId/nights/:date/results',
    { schema: { params: NightResultsParams, response: { 200: NightResultsResponse } } },
    async (request) =>
      getNightResults({ db: app.db, actor: await requireActor(request), ...request.params }),
  );
  app.put(
    '/events/:eventId/nights/:date/results',
    {
      schema: {
        params: NightResultsParams,
        body: NightResultsInput,
        response: { 200: NightResultsResponse },
      },
    },
    async (request) =>
      postNightResults({
        db: app.db,
        actor: await requireActor(request),
        ...request.params,
        input: request.body,
      }),
  );
  app.get(
    '/events/:eventId/nights/:date/results/history',
    { schema: { params: NightResultsParams, response: { 200: NightResultsHistory } } },
    async (request) =>
      getNightResultsHistory({ db: app.db, actor: await requireActor(request), ...request.params }),
  );
  app.get(
    '/venues/:venueId/team-names',
    {
      schema: {
        params: VenueTeamNamesParams,
        querystring: VenueTeamNamesQuery,
        response: { 200: VenueTeamNamesResponse },
      },
    },
    async (request) =>
      suggestTeamNames({
        db: app.db,
        actor: await requireActor(request),
        venueId: request.params.venueId,
        query: request.query.q,
      }),
  );
};
