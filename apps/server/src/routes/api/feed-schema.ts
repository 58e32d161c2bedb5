import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FEED_JSON_SCHEMA } from '../../services/feeds/index.ts';

/** Our published feed shape, as JSON Schema: public, for providers writing a feed. */
export const feedSchemaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/feeds/schema.json', async (_request, reply) =>
    reply
      .type('application/schema+json; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(JSON.stringify(FEED_JSON_SCHEMA, null, 2)),
  );
};
