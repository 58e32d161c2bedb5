import {
  changeScope,
  eventTitle,
  formatOccurrenceDate,
  paths,
  REPORT_REASON_LABELS,
} from '@trivia/shared';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, queryRows } from '../../db/client.ts';
import {
  events,
  nightReports,
  triviaProviders,
  user,
  venueNameSql,
  venues,
} from '../../db/schema/index.ts';
import { defineJobHandler, type JobHandlers } from '../../jobs/worker.ts';
import { eventsInScope } from '../access/index.ts';
import { loadActor } from '../actor.ts';
import type { Mailer } from '../mail.ts';

/**
 * Mail to managers about new reports: at most one an hour. A report enqueues, for each
 * manager, the job of its hour (key `report-mail:{user}:{hour}`, due at the hour's end); that job
 * lists the reports of the hour about the nights they manage.
 */
export const REPORT_MAIL = 'report-mail';
const HOUR = 60 * 60_000;

export function reportMailSlot(now: Date): { from: Date; to: Date } {
  const from = new Date(Math.floor(now.getTime() / HOUR) * HOUR);
  return { from, to: new Date(from.getTime() + HOUR) };
}

/** The events a user manages (for their report mail): the same rule as the admin lists. */
async function managedEventIds(db: Db, userId: string): Promise<string[]> {
  const [row] = await queryRows<{
    email: string;
    email_verified: boolean;
    name: string;
    created_at: Date;
  }>(db, sql`select email, email_verified, name, created_at from auth_user where id = ${userId}`);
  if (!row) return [];
  const actor = await loadActor({
    db,
    user: {
      id: userId,
      email: row.email,
      emailVerified: row.email_verified,
      name: row.name,
      createdAt: row.created_at,
    },
    adminEmails: [],
  });
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .where(eventsInScope(actor, actor.isAdmin ? 'managed' : changeScope(actor)));
  return rows.map((event) => event.id);
}

const ReportMailPayload = z.object({ userId: z.string(), from: z.string(), to: z.string() });
type ReportMailPayload = z.infer<typeof ReportMailPayload>;

async function sendReportMail(options: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  payload: ReportMailPayload;
}) {
  const { db, mailer, publicUrl, payload } = options;
  const [recipient] = await db
    .select({ email: user.email, name: user.name })
    .from(user)
    .where(eq(user.id, payload.userId));
  if (!recipient) return;
  const eventIds = await managedEventIds(db, payload.userId);
  if (eventIds.length === 0) return;
  const reports = await db
    .select({
      date: nightReports.occurrenceDate,
      reason: nightReports.reason,
      note: nightReports.note,
      eventType: events.eventType,
      providerName: triviaProviders.name,
      venueName: venueNameSql(),
    })
    .from(nightReports)
    .innerJoin(events, eq(events.id, nightReports.eventId))
    .innerJoin(venues, eq(venues.id, events.venueId))
    .leftJoin(triviaProviders, eq(triviaProviders.id, events.providerId))
    .where(
      and(
        inArray(nightReports.eventId, eventIds),
        eq(nightReports.status, 'open'),
        gte(nightReports.createdAt, new Date(payload.from)),
        lt(nightReports.createdAt, new Date(payload.to)),
      ),
    )
    .orderBy(nightReports.createdAt, nightReports.id);
  if (reports.length === 0) return;
  const lines = reports.map(
    (report) =>
      `- ${report.venueName}: ${eventTitle(report.eventType, report.providerName)}, ${formatOccurrenceDate(report.date)} — ${REPORT_REASON_LABELS[report.reason]}${report.note ? ` ("${report.note}")` : ''}`,
  );
  await mailer.send({
    to: recipient.email,
    subject: `${reports.length} new ${reports.length === 1 ? 'report' : 'reports'} about your trivia nights`,
    text: [
      `Hi ${recipient.name},`,
      '',
      'Visitors reported these problems:',
      ...lines,
      '',
      `See and resolve them: ${publicUrl}${paths.admin.reports}`,
      '— Trivia Near Me',
    ].join('\n'),
  });
}

export function reportJobHandlers(options: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}): JobHandlers {
  return {
    [REPORT_MAIL]: defineJobHandler({
      payload: ReportMailPayload,
      run: (job) => sendReportMail({ ...options, payload: job.payload }),
    }),
  };
}
