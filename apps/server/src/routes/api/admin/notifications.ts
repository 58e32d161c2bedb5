import { canManageProviders, MarkNotificationsReadResponse } from '@trivia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor, requirePermission } from '../../../lib/guards.ts';
import {
  countUnreadProviderNotifications,
  markProviderNotificationsRead,
} from '../../../services/notifications.ts';

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications/summary',
    { schema: { response: { 200: z.object({ unreadNewProviders: z.number().int() }) } } },
    async (request) => {
      requirePermission(canManageProviders(await requireActor(request)));
      return { unreadNewProviders: await countUnreadProviderNotifications({ db: app.db }) };
    },
  );

  /** "Mark all as read": every unread provider registration notification. */
  app.post(
    '/notifications/read',
    { schema: { response: { 200: MarkNotificationsReadResponse } } },
    async (request) => {
      requirePermission(canManageProviders(await requireActor(request)));
      return { markedRead: await markProviderNotificationsRead({ db: app.db }) };
    },
  );
};
