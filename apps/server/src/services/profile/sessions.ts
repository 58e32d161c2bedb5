import type { SessionsResponse } from '@trivia/shared';
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { session } from '../../db/schema/index.ts';

/**
 * The signed-in user's active sessions (device, last seen), without their tokens: the list is
 * ours rather than better-auth's `list-sessions`, which hands the tokens to the page.
 */
export async function listSessions(options: {
  db: Db;
  userId: string;
  currentSessionId: string;
}): Promise<SessionsResponse> {
  const { db, userId, currentSessionId } = options;
  const rows = await db
    .select()
    .from(session)
    .where(and(eq(session.userId, userId), gt(session.expiresAt, new Date())))
    .orderBy(desc(session.updatedAt));
  return {
    sessions: rows.map((row) => ({
      id: row.id,
      userAgent: row.userAgent,
      ipAddress: row.ipAddress,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.updatedAt.toISOString(),
      isCurrent: row.id === currentSessionId,
    })),
  };
}
