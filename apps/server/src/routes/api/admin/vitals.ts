import { VitalsResponse } from '@trivia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refuseBeforeValidation, requireActor, requireVitalsViewer } from '../../../lib/guards.ts';
import { listVitals } from '../../../services/vitals/index.ts';

/** Our visitors' Core Web Vitals (decision 192): platform admins only. */
export const adminVitalsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/vitals',
    {
      preValidation: refuseBeforeValidation(requireVitalsViewer),
      schema: { response: { 200: VitalsResponse } },
    },
    async (request) => listVitals({ db: app.db, actor: await requireActor(request) }),
  );
};
