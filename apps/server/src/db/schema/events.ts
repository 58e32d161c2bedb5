import {
  CONFIRMERS,
  DAYS_OF_WEEK,
  FREQUENCIES,
  OCCURRENCE_STATUSES,
  WEEKS_OF_MONTH,
} from '@trivia/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  time,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { sqlList, textEnum, timestamps } from './columns.ts';
import { providerFeeds } from './feeds.ts';
import { triviaProviders } from './providers.ts';
import { venues } from './venues.ts';

export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    /** Null means self-hosted. */
    providerId: uuid('provider_id').references(() => triviaProviders.id, { onDelete: 'set null' }),
    eventType: text('event_type').notNull(),
    dayOfWeek: textEnum('day_of_week', DAYS_OF_WEEK).notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time'),
    frequency: textEnum('frequency', FREQUENCIES).notNull().default('weekly'),
    /** Monthly events: which week of the month (DESIGN.md). */
    weekOfMonth: textEnum('week_of_month', WEEKS_OF_MONTH),
    /** One-time events: the date. */
    eventDate: date('event_date', { mode: 'string' }),
    /**
     * A series' first and last night as its source says (decision 171: a feed's DTSTART, UNTIL,
     * COUNT or dates): no night is stored, listed or published outside them. Null: unbounded.
     */
    firstNight: date('first_night', { mode: 'string' }),
    lastNight: date('last_night', { mode: 'string' }),
    prizeAmount: numeric('prize_amount', { precision: 10, scale: 2, mode: 'number' }),
    prizeDescription: text('prize_description'),
    maxTeams: integer('max_teams'),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * Every night of the event's rule from `occurrencesFrom` to `occurrencesThrough` (inclusive)
     * is stored (DESIGN.md: materialised on demand; decision 091). Both null, or both set; reset
     * when the event's rule changes, so that the next view regenerates its nights.
     */
    occurrencesFrom: date('occurrences_from', { mode: 'string' }),
    occurrencesThrough: date('occurrences_through', { mode: 'string' }),
    /**
     * The feed that keeps this event, and the event's key in it: its fields are the
     * feed's, read-only here. Null for events typed in by a person.
     */
    feedId: uuid('feed_id').references(() => providerFeeds.id, { onDelete: 'set null' }),
    feedKey: text('feed_key'),
    /**
     * The day (UTC) the feed last read well while it kept this event: the public's "From
     * {provider}'s schedule, synced {Mon d}". Written once a day at most.
     */
    feedSyncedOn: date('feed_synced_on', { mode: 'string' }),
    /** When a provider or admin last confirmed the schedule; shown publicly. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /**
     * Grows by one with each change of when or where its nights are (rule, times, venue, active
     * flag), and by a deleted night's own revision: a trigger keeps it (decision 177). A night's
     * calendar SEQUENCE is this plus the night's revision.
     */
    revision: integer('revision').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    check('events_day_of_week_check', sql.raw(`day_of_week in (${sqlList(DAYS_OF_WEEK)})`)),
    check('events_frequency_check', sql.raw(`frequency in (${sqlList(FREQUENCIES)})`)),
    check(
      'events_week_of_month_check',
      sql.raw(`week_of_month is null or week_of_month in (${sqlList(WEEKS_OF_MONTH)})`),
    ),
    check(
      'events_prize_amount_check',
      sql`${table.prizeAmount} is null or ${table.prizeAmount} >= 0`,
    ),
    check('events_max_teams_check', sql`${table.maxTeams} is null or ${table.maxTeams} >= 1`),
    check(
      'events_occurrences_range_check',
      sql`(${table.occurrencesFrom} is null) = (${table.occurrencesThrough} is null) and (${table.occurrencesFrom} is null or ${table.occurrencesFrom} <= ${table.occurrencesThrough})`,
    ),
    check(
      'events_series_bounds_check',
      sql`${table.firstNight} is null or ${table.lastNight} is null or ${table.firstNight} <= ${table.lastNight}`,
    ),
    unique('events_feed_key').on(table.feedId, table.feedKey),
    index('events_venue_id_idx').on(table.venueId),
    index('events_provider_id_idx').on(table.providerId),
    index('events_active_venue_idx').on(table.venueId).where(sql`${table.isActive}`),
  ],
);

/** One dated night of an event (spec §3), materialised on demand (DESIGN.md). */
export const eventOccurrences = pgTable(
  'event_occurrences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    occurrenceDate: date('occurrence_date', { mode: 'string' }).notNull(),
    status: textEnum('status', OCCURRENCE_STATUSES).notNull().default('scheduled'),
    notes: text('notes'),
    /** Shown on the public card with a cancelled night ("Cancelled — closed for Thanksgiving"). */
    publicNote: text('public_note'),
    /** Tonight's theme or the host's short note to players, one line (decision 208). */
    theme: text('theme'),
    /** Open "not happening" reports from different addresses (kept by services/reports). */
    notHappeningReports: integer('not_happening_reports').notNull().default(0),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /**
     * Who confirmed it (decision 123): 'host' is the public's "Confirmed", 'platform' (an admin
     * for a night others run) is not. Null unless confirmed.
     */
    confirmedBy: textEnum('confirmed_by', CONFIRMERS),
    /**
     * Grows by one with each change of its status or of who confirmed it (what its calendar
     * STATUS says); a trigger keeps it (decision 177).
     */
    revision: integer('revision').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    unique('event_occurrences_event_date_key').on(table.eventId, table.occurrenceDate),
    check('event_occurrences_status_check', sql.raw(`status in (${sqlList(OCCURRENCE_STATUSES)})`)),
    check(
      'event_occurrences_confirmed_by_check',
      sql.raw(`confirmed_by is null or confirmed_by in (${sqlList(CONFIRMERS)})`),
    ),
    index('event_occurrences_date_idx').on(table.occurrenceDate),
  ],
);
