import { VENUE_MATCH_ANSWERS } from '@trivia/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { sqlList, textEnum } from './columns.ts';
import { providerFeeds } from './feeds.ts';
import { venues } from './venues.ts';

/**
 * Which of our venues a feed's venue is (decision 115): once linked, later reads find it by its
 * key in the feed, not by matching again. `created` marks the venues the feed brought in, whose
 * name and address the feed keeps in step with the source: `source_name` / `source_address` are
 * what the source said at the last read, so that only a change at the source replaces an admin's
 * correction (decision 153).
 */
export const feedVenues = pgTable(
  'feed_venues',
  {
    feedId: uuid('feed_id')
      .notNull()
      .references(() => providerFeeds.id, { onDelete: 'cascade' }),
    sourceKey: text('source_key').notNull(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    created: boolean('created').notNull().default(false),
    sourceName: text('source_name'),
    sourceAddress: text('source_address'),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.feedId, table.sourceKey] }),
    index('feed_venues_venue_idx').on(table.venueId),
  ],
);

/**
 * The review queue (decision 115): a feed's venue that may be one we hold. The answer is kept, so
 * that the question is never asked again: 'same' links them, 'different' never offers the pair.
 */
export const venueMatchReviews = pgTable(
  'venue_match_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    feedId: uuid('feed_id')
      .notNull()
      .references(() => providerFeeds.id, { onDelete: 'cascade' }),
    sourceKey: text('source_key').notNull(),
    /** The feed's venue as read: name, address, coordinates. */
    incoming: jsonb('incoming').notNull(),
    candidateVenueId: uuid('candidate_venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    score: real('score').notNull(),
    answer: textEnum('answer', VENUE_MATCH_ANSWERS),
    answeredBy: text('answered_by').references(() => user.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('venue_match_reviews_pair_key').on(
      table.feedId,
      table.sourceKey,
      table.candidateVenueId,
    ),
    check(
      'venue_match_reviews_answer_check',
      sql.raw(`answer is null or answer in (${sqlList(VENUE_MATCH_ANSWERS)})`),
    ),
    index('venue_match_reviews_candidate_idx').on(table.candidateVenueId),
  ],
);

/** Two venues we hold that an admin said are different: the duplicate finder never offers them. */
export const distinctVenuePairs = pgTable(
  'distinct_venue_pairs',
  {
    /** The smaller id first. */
    venueA: uuid('venue_a')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    venueB: uuid('venue_b')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    answeredBy: text('answered_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.venueA, table.venueB] }),
    check('distinct_venue_pairs_order_check', sql`${table.venueA} < ${table.venueB}`),
    index('distinct_venue_pairs_b_idx').on(table.venueB),
  ],
);

/**
 * A venue merged into another: the merged row is gone, everything that pointed at it
 * points at the kept one; the history, which is never rewritten, is found through this row, and
 * so are the merged venue's public addresses, which answer with a redirect to the kept venue's
 * (decision 158). `kept_venue_id` is always a venue that exists: a later merge of the kept venue
 * moves these rows on, so that an old address is one hop from the venue that holds it now.
 */
export const venueMerges = pgTable(
  'venue_merges',
  {
    mergedVenueId: uuid('merged_venue_id').primaryKey(),
    keptVenueId: uuid('kept_venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    /**
     * The merged venue's page slug when it was merged (`/trivia-at-{slug}`): its page, calendar,
     * embed and API address. Null for merges made before it was kept.
     */
    mergedSlug: text('merged_slug'),
    mergedBy: text('merged_by').references(() => user.id, { onDelete: 'set null' }),
    mergedAt: timestamp('merged_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('venue_merges_kept_idx').on(table.keptVenueId)],
);
