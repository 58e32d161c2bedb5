import { NightTeamsQuery, NightTeamsResponse } from '@trivia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../../../lib/guards.ts';
import { listNightTeams, removeNightTeam } from '../../../services/rsvps/index.ts';

const TeamParams = z.object({ id: z.uuid('must be a team id') });

/**
 * Who is coming to the nights: the teams hosts see, and a manager's Remove. Under
 * `night-teams`: `/admin/teams` is the staff teams' list.
 */
export const adminTeamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/night-teams',
    { schema: { querystring: NightTeamsQuery, response: { 200: NightTeamsResponse } } },
    async (request) =>
      listNightTeams({ db: app.db, actor: await requireActor(request), query: request.query }),
  );

  app.delete('/night-teams/:id', { schema: { params: TeamParams } }, async (request, reply) => {
    await removeNightTeam({
      db: app.db,
      actor: await requireActor(request),
      teamId: request.params.id,
    });
    return reply.status(204).send();
  });
};
