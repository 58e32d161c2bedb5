import { PublicConfig } from '@trivia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';

export const publicConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  /** What the public pages need to know about this deployment: the demo sign-ins, if shown, and the map's style. */
  app.get('/public-config', { schema: { response: { 200: PublicConfig } } }, () => ({
    demoSignIns: app.config.showDemoSignIns
      ? DEMO_ACCOUNTS.map(({ label, email, password }) => ({ label, email, password }))
      : [],
    mapStyleUrl: app.config.mapStyleUrl,
  }));
};
