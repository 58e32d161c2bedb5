import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { notifications } from '../db/schema/index.ts';

/** Unread `new_provider` notifications: the badge on the Providers link of the admin navigation. */
export async function countUnreadProviderNotifications({ db }: { db: Db }): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.type, 'new_provider'), isNull(notifications.readAt)));
  return row?.count ?? 0;
}
