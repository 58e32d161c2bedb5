import { MeResponse } from '@trivia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toWebHeaders } from '../../lib/fetch-api.ts';
import { resolveProfile } from '../../services/actor.ts';
import { describeActor, SIGNED_OUT } from '../../services/me.ts';

export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The signed-in user, with their profile resolved (and created on first sign-in), or nobody. */
  app.get('/me', { schema: { response: { 200: MeResponse } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const session = await app.auth.api.getSession({ headers: toWebHeaders(request) });
    if (!session) return SIGNED_OUT;
    const actor = await resolveProfile({
      db: app.db,
      user: session.user,
      adminEmails: app.config.adminEmails,
      logger: request.log,
    });
    return describeActor(actor);
  });
};
