import type { NightResultEntry } from '@trivia/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { events } from './events.ts';

/**
 * A night's posted results, current revision (decision 205). A night is its event and date, as
 * `team_rsvps` and `night_reports` (its occurrence may not be stored). `revision` starts at 1 and
 * each correction adds one; the revisions before it are in `night_result_revisions`.
 */
export const nightResults = pgTable(
  'night_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    occurrenceDate: date('occurrence_date', { mode: 'string' }).notNull(),
    revision: integer('revision').notNull().default(1),
    postedBy: text('posted_by').references(() => user.id, { onDelete: 'set null' }),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('night_results_night_key').on(table.eventId, table.occurrenceDate),
    check('night_results_revision_check', sql`${table.revision} >= 1`),
  ],
);

/**
 * The current revision's lines, in the order posted. `team_key` is `teamKey(team_name)`: one team
 * per night by it, and what the venue's name suggestions match by prefix (a venue's results are
 * few: they are reached through its events, so no index on the key).
 */
export const nightResultEntries = pgTable(
  'night_result_entries',
  {
    resultId: uuid('result_id')
      .notNull()
      .references(() => nightResults.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    teamName: text('team_name').notNull(),
    teamKey: text('team_key').notNull(),
    /** Null when the host posted only places. */
    score: numeric('score', { precision: 7, scale: 1, mode: 'number' }),
    placement: integer('placement').notNull(),
  },
  (table) => [
    primaryKey({ name: 'night_result_entries_pkey', columns: [table.resultId, table.position] }),
    unique('night_result_entries_team_key').on(table.resultId, table.teamKey),
    check('night_result_entries_score_check', sql`${table.score} between 0 and 100000`),
    check('night_result_entries_placement_check', sql`${table.placement} between 1 and 100`),
  ],
);

/**
 * A revision a correction replaced: its lines as they were (`NightResultEntry[]`), who posted them
 * and when. Never changed once written.
 */
export const nightResultRevisions = pgTable(
  'night_result_revisions',
  {
    resultId: uuid('result_id')
      .notNull()
      .references(() => nightResults.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    entries: jsonb('entries').$type<NightResultEntry[]>().notNull(),
    postedBy: text('posted_by').references(() => user.id, { onDelete: 'set null' }),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'night_result_revisions_pkey', columns: [table.resultId, table.revision] }),
  ],
);
