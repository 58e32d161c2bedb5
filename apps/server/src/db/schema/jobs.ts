import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Durable background work (decision 045): one row per job, kept after it ran. The unique `key`
 * makes enqueueing idempotent across processes ("the confirmation mail of week W to user U"); a
 * worker leases a due row (`locked_until`, `locked_by`) with FOR UPDATE SKIP LOCKED, runs it outside
 * any transaction, and settles it only if the lease is still its own. A job that keeps failing is
 * retried with backoff for at least 48 hours from its first failure (`failing_since`), then given up:
 * `done_at` and `given_up_at` set, its last error kept (decision 160). `max_attempts` is no longer
 * read: give-up is by time, so an insert that still names it (migration 0020's trigger) drops nothing.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    key: text('key').notNull().unique('jobs_key_key'),
    payload: jsonb('payload').notNull().default({}),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** When the current run of failed attempts began; null while it has not failed. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    /** When it was given up after failing for the give-up window (decision 160). */
    givenUpAt: timestamp('given_up_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('jobs_due_idx').on(table.runAt).where(sql`${table.doneAt} is null`),
    // The admin page and the metric read given-up jobs; they are few among all jobs ever run.
    index('jobs_given_up_idx').on(table.kind).where(sql`${table.givenUpAt} is not null`),
  ],
);
