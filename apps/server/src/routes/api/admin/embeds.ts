import { EmbedTargetsQuery, EmbedTargetsResponse } from '@trivia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../../lib/guards.ts';
import { listEmbedTargets } from '../../../services/embed-targets.ts';

/** /admin/embed: what the signed-in user may put on a website, and where it lives. */
export const embedRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/embeds',
    { schema: { querystring: EmbedTargetsQuery, response: { 200: EmbedTargetsResponse } } },
    async (request) => ({
      publicUrl: app.config.publicUrl,
      ...(await listEmbedTargets({
        db: app.db,
        actor: await requireActor(request),
        q: request.query.q || undefined,
      })),
    }),
  );
};
