import {
  NightLinkParams,
  NightLinkView,
  NightResultsInput,
  NightResultsResponse,
  UseNightLinkInput,
  VenueTeamNamesQuery,
  VenueTeamNamesResponse,
} from '@trivia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getNightLink,
  resultsLinkNight,
  useNightLink,
} from '../../services/confirmations/index.ts';
import {
  getNightResults,
  postNightResults,
  suggestTeamNames,
} from '../../services/results/index.ts';

/**
 * The links of confirmation mail, without signing in: GET shows what the link does
 * (mail scanners open links, so it changes nothing); POST, from the page's button, does it.
 * A Results link reads and posts its one night's results (and its venue's team names) as the
 * person it was sent to, with the schedule's checks (decision 209).
 */
export const nightLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/night-links/:token',
    { schema: { params: NightLinkParams, response: { 200: NightLinkView } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getNightLink({
        db: app.db,
        token: request.params.token,
        adminEmails: app.config.adminEmails,
      });
    },
  );

  app.post(
    '/night-links/:token',
    {
      schema: {
        params: NightLinkParams,
        body: UseNightLinkInput,
        response: { 200: NightLinkView },
      },
    },
    async (request) =>
      useNightLink({
        db: app.db,
        token: request.params.token,
        adminEmails: app.config.adminEmails,
        theme: request.body.theme,
      }),
  );

  const linkNight = (token: string) =>
    resultsLinkNight({ db: app.db, token, adminEmails: app.config.adminEmails });

  app.get(
    '/night-links/:token/results',
    { schema: { params: NightLinkParams, response: { 200: NightResultsResponse } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { actor, eventId, date } = await linkNight(request.params.token);
      return getNightResults({ db: app.db, actor, eventId, date, postableAt: new Date() });
    },
  );

  app.put(
    '/night-links/:token/results',
    {
      schema: {
        params: NightLinkParams,
        body: NightResultsInput,
        response: { 200: NightResultsResponse },
      },
    },
    async (request) => {
      const { actor, eventId, date } = await linkNight(request.params.token);
      return postNightResults({ db: app.db, actor, eventId, date, input: request.body });
    },
  );

  app.get(
    '/night-links/:token/team-names',
    {
      schema: {
        params: NightLinkParams,
        querystring: VenueTeamNamesQuery,
        response: { 200: VenueTeamNamesResponse },
      },
    },
    async (request) => {
      const { actor, venueId } = await linkNight(request.params.token);
      return suggestTeamNames({ db: app.db, actor, venueId, query: request.query.q });
    },
  );
};
