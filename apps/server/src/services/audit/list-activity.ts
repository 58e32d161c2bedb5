import {
  type ActivityQuery,
  type ActivityResponse,
  type Actor,
  type AuditEntry,
  addDays,
  auditCursor,
  eventPermissions,
  type HistoryQuery,
  type HistoryResponse,
  parseAuditCursor,
} from '@trivia/shared';
import { and, asc, desc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { auditLog, user, userProfiles, venueMerges } from '../../db/schema/index.ts';
import { requireActivityViewer, requirePermission } from '../../lib/guards.ts';
import { permissionsFor, requireEvent, requireVenue } from '../access/index.ts';

type AuditRow = typeof auditLog.$inferSelect;

function toEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id.toString(),
    at: row.createdAt.toISOString(),
    actor: { userId: row.actorUserId, name: row.actorName, context: row.actorContext },
    entityType: row.entityType,
    entityId: row.entityId,
    entityLabel: row.entityLabel,
    action: row.action,
    changes: row.changes,
  };
}

/**
 * One newest-first page: entries older than the cursor, in (created_at, id) order, which every
 * index of audit_log ends with, so a page reads pageSize + 1 index entries however deep it is.
 */
async function readPage(options: {
  db: Db;
  where: (SQL | undefined)[];
  before: string | undefined;
  pageSize: number;
}): Promise<{ entries: AuditEntry[]; nextCursor: string | null }> {
  const { db, where, before, pageSize } = options;
  const cursor = before ? parseAuditCursor(before) : null;
  const rows = await db
    .select()
    .from(auditLog)
    .where(
      and(
        ...where,
        cursor
          ? sql`(${auditLog.createdAt}, ${auditLog.id}) < (${cursor.at}::timestamptz, ${cursor.id}::bigint)`
          : undefined,
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(pageSize + 1);
  const entries = rows.slice(0, pageSize).map(toEntry);
  const last = entries.at(-1);
  return { entries, nextCursor: rows.length > pageSize && last ? auditCursor(last) : null };
}

/** Dates of the filter are whole UTC days: from its first instant to the end of `to`. */
const startOfDay = (date: string) => new Date(`${date}T00:00:00.000Z`);

/**
 * /admin/activity (admins only): every change, newest first, filtered by who made it,
 * what it was about and when, paged by cursor.
 */
export async function listActivity(options: {
  db: Db;
  actor: Actor;
  query: z.output<typeof ActivityQuery>;
}): Promise<ActivityResponse> {
  const { db, actor, query } = options;
  requireActivityViewer(actor);
  const [page, people] = await Promise.all([
    readPage({
      db,
      before: query.before,
      pageSize: query.pageSize,
      where: [
        query.actorId ? eq(auditLog.actorUserId, query.actorId) : undefined,
        query.entityType ? eq(auditLog.entityType, query.entityType) : undefined,
        query.entityId ? eq(auditLog.entityId, query.entityId) : undefined,
        query.from ? gte(auditLog.createdAt, startOfDay(query.from)) : undefined,
        query.to ? lt(auditLog.createdAt, startOfDay(addDays(query.to, 1))) : undefined,
      ],
    }),
    db
      .select({
        userId: user.id,
        name: sql<string>`coalesce(${userProfiles.displayName}, ${user.name})`,
      })
      .from(user)
      .leftJoin(userProfiles, eq(userProfiles.id, user.id))
      .orderBy(asc(sql`lower(coalesce(${userProfiles.displayName}, ${user.name}))`), asc(user.id))
      .limit(1000),
  ]);
  return { ...page, people };
}

const HISTORY_PAGE_SIZE = 20;

/** A venue's history: its own changes and those of its events, nights and people (who may view it). */
export async function listVenueHistory(options: {
  db: Db;
  actor: Actor;
  venueId: string;
  query: z.output<typeof HistoryQuery>;
}): Promise<HistoryResponse> {
  const { db, actor, venueId, query } = options;
  const { facts } = await requireVenue(db, venueId);
  requirePermission(permissionsFor(actor, facts).view);
  return readPage({
    db,
    // Venues merged into this one keep their history under their own id.
    where: [
      or(
        eq(auditLog.venueId, venueId),
        inArray(
          auditLog.venueId,
          db
            .select({ id: venueMerges.mergedVenueId })
            .from(venueMerges)
            .where(eq(venueMerges.keptVenueId, venueId)),
        ),
      ) as SQL,
    ],
    before: query.before,
    pageSize: HISTORY_PAGE_SIZE,
  });
}

/** An event's history: its own changes and its nights' (who may view it). */
export async function listEventHistory(options: {
  db: Db;
  actor: Actor;
  eventId: string;
  query: z.output<typeof HistoryQuery>;
}): Promise<HistoryResponse> {
  const { db, actor, eventId, query } = options;
  const { facts } = await requireEvent(db, eventId);
  requirePermission(eventPermissions(actor, facts).view);
  return readPage({
    db,
    where: [eq(auditLog.eventId, eventId)],
    before: query.before,
    pageSize: HISTORY_PAGE_SIZE,
  });
}
