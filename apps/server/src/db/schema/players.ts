import { TEAM_RSVP_STATUSES } from '@trivia/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sqlList, textEnum } from './columns.ts';
import { events } from './events.ts';
import { venues } from './venues.ts';

/**
 * An address a team gave with its "We're coming" (decision 165). Nothing but one confirmation mail
 * a day goes to it until `confirmed_at` is set by that mail's link (or it was found a confirmed
 * follower's address); the confirmation holds for every night. Deleted by the daily retention job
 * once no night to come names it and no follower has it (decision 168).
 */
export const rsvpAddresses = pgTable('rsvp_addresses', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Lower-cased. */
  email: text('email').notNull().unique('rsvp_addresses_email_key'),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A team that said "We're coming" to one night, without an account. A night is its
 * event and date, as `night_reports` (its occurrence may not be stored yet). At the event's
 * `max_teams` a further team is `waitlist`, moved up in order of `created_at` when a place frees.
 * Withdrawing or being removed deletes the row. Only the SHA-256 of the withdraw token is kept.
 */
export const teamRsvps = pgTable(
  'team_rsvps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    occurrenceDate: date('occurrence_date', { mode: 'string' }).notNull(),
    teamName: text('team_name').notNull(),
    players: integer('players'),
    /**
     * The address its mails go to (the list, the reminder, a freed place, a cancellation notice):
     * set only once its `address_id` is confirmed (decision 165), and cleared once the night has
     * passed (decision 168). Lower-cased.
     */
    email: text('email'),
    /** The address the team gave, confirmed or not; one team per night and address. */
    addressId: uuid('address_id').references(() => rsvpAddresses.id, { onDelete: 'set null' }),
    status: textEnum('status', TEAM_RSVP_STATUSES).notNull().default('coming'),
    withdrawTokenHash: text('withdraw_token_hash').notNull(),
    /** HMAC of the visitor's network address, as reports keep it (rate limits, no address kept). */
    visitorKey: text('visitor_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('team_rsvps_withdraw_token_hash_key').on(table.withdrawTokenHash),
    uniqueIndex('team_rsvps_night_email_key')
      .on(table.eventId, table.occurrenceDate, table.email)
      .where(sql`${table.email} is not null`),
    uniqueIndex('team_rsvps_night_address_key')
      .on(table.eventId, table.occurrenceDate, table.addressId)
      .where(sql`${table.addressId} is not null`),
    index('team_rsvps_address_idx').on(table.addressId),
    index('team_rsvps_night_idx').on(table.eventId, table.occurrenceDate, table.createdAt),
    check('team_rsvps_status_check', sql.raw(`status in (${sqlList(TEAM_RSVP_STATUSES)})`)),
    check('team_rsvps_players_check', sql`${table.players} between 1 and 12`),
  ],
);

/**
 * An address that follows venues by email. Nothing but the confirmation mail is sent
 * until `confirmed_at` is set (double opt-in); an address that follows nothing any more is deleted.
 */
export const followers = pgTable('followers', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Lower-cased. */
  email: text('email').notNull().unique('followers_email_key'),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** The weekly mail of the followed venues' next 7 days; cancellations are always sent. */
  weekly: boolean('weekly').notNull().default(true),
  /** The followed venues' posted results, the morning after each night (opt-in, decision 210). */
  results: boolean('results').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One venue an address follows. Mail about it is sent once `confirmed_at` is set by a confirmation
 * link: a venue added later to a confirmed address is confirmed by a link of its own.
 */
export const venueFollows = pgTable(
  'venue_follows',
  {
    followerId: uuid('follower_id')
      .notNull()
      .references(() => followers.id, { onDelete: 'cascade' }),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.followerId, table.venueId] }),
    index('venue_follows_venue_idx').on(table.venueId),
  ],
);
