import { MarkNotificationsReadResponse } from '@trivia/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  refuseBeforeValidation,
  requireActor,
  requireProviderManager,
} from '../../../lib/guards.ts';
import {
  getNotificationSummary,
  markAllProviderNotificationsRead,
} from '../../../services/notifications.ts';

/** New provider registrations (admins only, like the directory they belong to). */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', refuseBeforeValidation(requireProviderManager));

  app.get(
    '/notifications/summary',
    { schema: { response: { 200: z.object({ unreadNewProviders: z.number().int() }) } } },
    async (request) => getNotificationSummary({ db: app.db, actor: await requireActor(request) }),
  );

  /** "Mark all as read": every unread provider registration notification. */
  app.post(
    '/notifications/read',
    { schema: { response: { 200: MarkNotificationsReadResponse } } },
    async (request) =>
      markAllProviderNotificationsRead({ db: app.db, actor: await requireActor(request) }),
  );
};
