import {
  type Actor,
  canChangeOccurrence,
  changeScope,
  eventTitle,
  formatShortDate,
  type ReportListQuery,
  type ReportListResponse,
  type ResolveReportInput,
} from '@trivia/shared';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { lockEvents } from '../../db/lock-order.ts';
import {
  events,
  nightReports,
  triviaProviders,
  venueNameSql,
  venues,
} from '../../db/schema/index.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { eventsInScope, requireEvent } from '../access/index.ts';
import { recordAudit } from '../audit/index.ts';
import { recountNotHappening } from './recount-not-happening.ts';

export const REPORT_NOT_FOUND = "That report doesn't exist or isn't about a night you manage.";
const REPORT_LIST_LIMIT = 200;

/**
 * /admin/reports: admins see every report, everyone else those about nights of events
 * they manage; filtered by status and venue, newest first.
 */
export async function listReports(options: {
  db: Db;
  actor: Actor;
  query: z.output<typeof ReportListQuery>;
}): Promise<ReportListResponse> {
  const { db, actor, query } = options;
  const scope = eventsInScope(actor, changeScope(actor));
  const filters: (SQL | undefined)[] = [
    scope,
    query.status ? eq(nightReports.status, query.status) : undefined,
    query.venueId ? eq(events.venueId, query.venueId) : undefined,
  ];
  const venueName = venueNameSql();
  const [rows, venueOptions] = await Promise.all([
    db
      .select({
        report: nightReports,
        eventType: events.eventType,
        providerName: triviaProviders.name,
        venueId: venues.id,
        venueName,
      })
      .from(nightReports)
      .innerJoin(events, eq(events.id, nightReports.eventId))
      .innerJoin(venues, eq(venues.id, events.venueId))
      .leftJoin(triviaProviders, eq(triviaProviders.id, events.providerId))
      .where(and(...filters))
      .orderBy(desc(nightReports.createdAt), desc(nightReports.id))
      .limit(REPORT_LIST_LIMIT),
    db
      .selectDistinct({ id: venues.id, name: venueName })
      .from(nightReports)
      .innerJoin(events, eq(events.id, nightReports.eventId))
      .innerJoin(venues, eq(venues.id, events.venueId))
      .where(scope)
      .orderBy(asc(venueName)),
  ]);
  return {
    reports: rows.map(({ report, eventType, providerName, venueId, venueName: name }) => ({
      id: report.id,
      eventId: report.eventId,
      eventTitle: eventTitle(eventType, providerName),
      venueId,
      venueName: name,
      date: report.occurrenceDate,
      reason: report.reason,
      note: report.note,
      email: report.email,
      status: report.status,
      resolutionNote: report.resolutionNote,
      createdAt: report.createdAt.toISOString(),
      resolvedAt: report.resolvedAt?.toISOString() ?? null,
    })),
    venues: venueOptions,
  };
}

/** Open reports the actor would see (the dashboard's Open reports tile). */
export async function countOpenReports(db: Db, actor: Actor): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(nightReports)
    .innerJoin(events, eq(events.id, nightReports.eventId))
    .where(and(eq(nightReports.status, 'open'), eventsInScope(actor, changeScope(actor))));
  return row?.n ?? 0;
}

/** Resolve with a note. A report about a night the actor may not change answers 404, like none. */
export async function resolveReport(options: {
  db: Db;
  actor: Actor;
  reportId: string;
  input: z.output<typeof ResolveReportInput>;
  now?: Date;
}) {
  const { db, actor, reportId, input } = options;
  const [report] = await db.select().from(nightReports).where(eq(nightReports.id, reportId));
  if (!report) throw AppError.notFound(REPORT_NOT_FOUND);
  const { event, facts } = await requireEvent(db, report.eventId);
  if (!canChangeOccurrence(actor, facts).allowed) throw AppError.notFound(REPORT_NOT_FOUND);
  await writeTransaction(db, async (tx) => {
    await lockEvents(tx, [report.eventId]);
    const [resolved] = await tx
      .update(nightReports)
      .set({
        status: 'resolved',
        resolutionNote: input.note,
        resolvedBy: actor.userId,
        resolvedAt: options.now ?? new Date(),
      })
      .where(eq(nightReports.id, reportId))
      .returning();
    await recordAudit({
      tx,
      actor,
      action: 'resolved',
      entity: { type: 'report', id: reportId, label: formatShortDate(report.occurrenceDate) },
      before: report,
      after: resolved ?? null,
      venueId: event.venueId,
      eventId: report.eventId,
    });
    await recountNotHappening(tx, report.eventId, report.occurrenceDate);
  });
  return { resolved: true as const };
}
