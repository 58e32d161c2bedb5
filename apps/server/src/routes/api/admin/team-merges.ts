import { TeamMerge, TeamMergeInput, TeamMergeParams, TeamMergesResponse } from '@trivia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../../lib/guards.ts';
import { listTeamMerges, mergeTeams, splitTeams } from '../../../services/seasons/index.ts';

/** Names made one team at a provider or venue, and split again (decision 211). */
export const adminTeamMergeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/team-merges', { schema: { response: { 200: TeamMergesResponse } } }, async (request) =>
    listTeamMerges({ db: app.db, actor: await requireActor(request) }),
  );
  app.post(
    '/team-merges',
    { schema: { body: TeamMergeInput, response: { 201: TeamMerge } } },
    async (request, reply) => {
      const merge = await mergeTeams({
        db: app.db,
        actor: await requireActor(request),
        input: request.body,
      });
      return reply.status(201).send(merge);
    },
  );
  app.delete(
    '/team-merges/:id',
    { schema: { params: TeamMergeParams } },
    async (request, reply) => {
      await splitTeams({ db: app.db, actor: await requireActor(request), id: request.params.id });
      return reply.status(204).send();
    },
  );
};
