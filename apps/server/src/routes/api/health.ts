import { HealthResponse, ReadyResponse } from '@trivia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkHealth } from '../../services/health.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { response: { 200: HealthResponse } } }, () =>
    checkHealth({ database: app.database }),
  );

  // For load balancers and orchestrators: 200 only while the process takes traffic (decision 041).
  app.get(
    '/ready',
    { schema: { response: { 200: ReadyResponse, 503: ReadyResponse } } },
    async (_request, reply) =>
      reply.status(app.readiness.isReady ? 200 : 503).send({ status: app.readiness.state }),
  );
};
