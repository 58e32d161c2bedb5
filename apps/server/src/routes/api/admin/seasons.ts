import { SeasonInput, SeasonParams, SeasonResponse, SeasonsResponse } from '@trivia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireActor } from '../../../lib/guards.ts';
import {
  createSeason,
  deleteSeason,
  listSeasons,
  updateSeason,
} from '../../../services/seasons/index.ts';

/** Seasons, managed by their provider's members or their venue's managers (decision 207). */
export const adminSeasonRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/seasons', { schema: { response: { 200: SeasonsResponse } } }, async (request) =>
    listSeasons({ db: app.db, actor: await requireActor(request) }),
  );
  app.post(
    '/seasons',
    { schema: { body: SeasonInput, response: { 201: SeasonResponse } } },
    async (request, reply) => {
      const season = await createSeason({
        db: app.db,
        actor: await requireActor(request),
        input: request.body,
      });
      return reply.status(201).send(season);
    },
  );
  app.put(
    '/seasons/:id',
    { schema: { params: SeasonParams, body: SeasonInput, response: { 200: SeasonResponse } } },
    async (request) =>
      updateSeason({
        db: app.db,
        actor: await requireActor(request),
        seasonId: request.params.id,
        input: request.body,
      }),
  );
  app.delete('/seasons/:id', { schema: { params: SeasonParams } }, async (request, reply) => {
    await deleteSeason({
      db: app.db,
      actor: await requireActor(request),
      seasonId: request.params.id,
    });
    return reply.status(204).send();
  });
};
