import { canManageProviders } from '@trivia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor, requirePermission } from '../../../lib/guards.ts';
import { countUnreadProviderNotifications } from '../../../services/notifications.ts';

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications/summary',
    { schema: { response: { 200: z.object({ unreadNewProviders: z.number().int() }) } } },
    async (request) => {
      requirePermission(canManageProviders(await requireActor(request)));
      return { unreadNewProviders: await countUnreadProviderNotifications({ db: app.db }) };
    },
  );
};
