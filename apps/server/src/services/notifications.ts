import type { Actor, MarkNotificationsReadResponse } from '@trivia/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { notifications } from '../db/schema/index.ts';
import { requireProviderManager } from '../lib/guards.ts';

/** Unread `new_provider` notifications: the badge on the Providers link of the admin navigation. */
export async function countUnreadProviderNotifications({ db }: { db: Db }): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.type, 'new_provider'), isNull(notifications.readAt)));
  return row?.count ?? 0;
}

/**
 * Marks unread `new_provider` notifications read: those of one provider (its registration was
 * reviewed), or all of them ("Mark all as read"). Answers how many it marked.
 */
export async function markProviderNotificationsRead({
  db,
  providerId,
}: {
  db: DbOrTx;
  providerId?: string;
}): Promise<number> {
  const marked = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.type, 'new_provider'),
        isNull(notifications.readAt),
        providerId === undefined
          ? undefined
          : and(
              eq(notifications.relatedTable, 'trivia_providers'),
              eq(notifications.relatedId, providerId),
            ),
      ),
    )
    .returning({ id: notifications.id });
  return marked.length;
}

/** The badge of the admin navigation's Providers link (admins only). */
export async function getNotificationSummary({
  db,
  actor,
}: {
  db: Db;
  actor: Actor;
}): Promise<{ unreadNewProviders: number }> {
  requireProviderManager(actor);
  return { unreadNewProviders: await countUnreadProviderNotifications({ db }) };
}

/** "Mark all as read" on the Providers page (admins only). */
export async function markAllProviderNotificationsRead({
  db,
  actor,
}: {
  db: Db;
  actor: Actor;
}): Promise<MarkNotificationsReadResponse> {
  requireProviderManager(actor);
  return { markedRead: await markProviderNotificationsRead({ db }) };
}
