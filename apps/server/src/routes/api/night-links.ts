import { NightLinkParams, NightLinkView, UseNightLinkInput } from '@trivia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getNightLink, useNightLink } from '../../services/confirmations/index.ts';

/**
 * The links of confirmation mail, without signing in: GET shows what the link does
 * (mail scanners open links, so it changes nothing); POST, from the page's button, does it.
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
};
