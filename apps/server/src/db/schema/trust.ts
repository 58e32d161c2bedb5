import { NIGHT_LINK_ACTIONS, REPORT_REASONS, REPORT_STATUSES } from '@trivia/shared';
import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { sqlList, textEnum, timestamps } from './columns.ts';
import { events } from './events.ts';

/**
 * A link of a weekly confirmation mail: single-purpose (`action`), for the nights it was
 * sent for only, expiring. Only the SHA-256 of the token is stored, so the table leaks no link.
 */
export const nightLinks = pgTable(
  'night_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique('night_links_token_hash_key'),
    action: textEnum('action', NIGHT_LINK_ACTIONS).notNull(),
    /** Whom it was sent to (their name shows on the page; the nights were theirs to confirm). */
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    occurrenceIds: uuid('occurrence_ids').array().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check('night_links_action_check', sql.raw(`action in (${sqlList(NIGHT_LINK_ACTIONS)})`))],
);

/** A visitor's report of a problem with one night. No account: a hashed address. */
export const nightReports = pgTable(
  'night_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    occurrenceDate: date('occurrence_date', { mode: 'string' }).notNull(),
    reason: textEnum('reason', REPORT_REASONS).notNull(),
    note: text('note'),
    email: text('email'),
    /** HMAC of the reporter's network address: de-duplicates without keeping the address. */
    reporterKey: text('reporter_key').notNull(),
    status: textEnum('status', REPORT_STATUSES).notNull().default('open'),
    resolutionNote: text('resolution_note'),
    resolvedBy: text('resolved_by').references(() => user.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    unique('night_reports_night_reporter_key').on(
      table.eventId,
      table.occurrenceDate,
      table.reporterKey,
    ),
    check('night_reports_reason_check', sql.raw(`reason in (${sqlList(REPORT_REASONS)})`)),
    check('night_reports_status_check', sql.raw(`status in (${sqlList(REPORT_STATUSES)})`)),
    index('night_reports_open_idx').on(table.createdAt).where(sql`${table.status} = 'open'`),
  ],
);
