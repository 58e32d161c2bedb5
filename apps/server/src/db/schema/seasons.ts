import type { SeasonRule } from '@trivia/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { timestamps } from './columns.ts';
import { events } from './events.ts';
import { triviaProviders } from './providers.ts';
import { venues } from './venues.ts';

/**
 * A season (decision 207): a provider's, or a self-hosting venue's (exactly one of the two), over
 * some of its events from `starts_on` to `ends_on`, scored by `rule` (a `SeasonRule`, decision
 * 204). `slug` is the name's words and a short id, fixed when the season is created so that its
 * public addresses outlive a rename. Standings are never stored.
 */
export const seasons = pgTable(
  'seasons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    providerId: uuid('provider_id').references(() => triviaProviders.id, { onDelete: 'cascade' }),
    venueId: uuid('venue_id').references(() => venues.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    rule: jsonb('rule').$type<SeasonRule>().notNull(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    unique('seasons_slug_key').on(table.slug),
    check('seasons_owner_check', sql`(${table.providerId} is null) <> (${table.venueId} is null)`),
    check('seasons_dates_check', sql`${table.endsOn} >= ${table.startsOn}`),
    index('seasons_provider_id_idx').on(table.providerId),
    index('seasons_venue_id_idx').on(table.venueId),
  ],
);

/** The events a season counts: its owner's, checked when the season is saved. */
export const seasonEvents = pgTable(
  'season_events',
  {
    seasonId: uuid('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ name: 'season_events_pkey', columns: [table.seasonId, table.eventId] }),
    index('season_events_event_id_idx').on(table.eventId),
  ],
);

/**
 * Two names made one team at an owner, a provider or a self-hosting venue as a season's
 * (decision 211): lines posted under `from_key` count as `into_key`'s, shown as `into_name`,
 * wherever the owner's teams are read (standings, team pages). Deleting the row splits them
 * again; no posted line is ever changed.
 */
export const teamMerges = pgTable(
  'team_merges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id').references(() => triviaProviders.id, { onDelete: 'cascade' }),
    venueId: uuid('venue_id').references(() => venues.id, { onDelete: 'cascade' }),
    fromKey: text('from_key').notNull(),
    fromName: text('from_name').notNull(),
    intoKey: text('into_key').notNull(),
    intoName: text('into_name').notNull(),
    mergedBy: text('merged_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'team_merges_owner_check',
      sql`(${table.providerId} is null) <> (${table.venueId} is null)`,
    ),
    check('team_merges_keys_check', sql`${table.fromKey} <> ${table.intoKey}`),
    uniqueIndex('team_merges_provider_from_key')
      .on(table.providerId, table.fromKey)
      .where(sql`${table.providerId} is not null`),
    uniqueIndex('team_merges_venue_from_key')
      .on(table.venueId, table.fromKey)
      .where(sql`${table.venueId} is not null`),
  ],
);
