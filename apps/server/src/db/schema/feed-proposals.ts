import { EVENT_PROPOSAL_ANSWERS } from '@trivia/shared';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { sqlList, textEnum } from './columns.ts';
import { events } from './events.ts';
import { providerFeeds } from './feeds.ts';

/**
 * A feed's night that matches an event another host lists (decision 150): the feed may not take it
 * over by itself, so the event's managers are asked. 'accept' makes it the feed's; 'decline' is
 * kept, so that the pair is never asked again. One row per feed and event.
 */
export const feedEventProposals = pgTable(
  'feed_event_proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    feedId: uuid('feed_id')
      .notNull()
      .references(() => providerFeeds.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** The feed's key of its night (`eventKey`), as of the latest read that asked. */
    sourceKey: text('source_key').notNull(),
    /** The feed's night as read (`FeedEvent`), for the people asked. */
    incoming: jsonb('incoming').notNull(),
    answer: textEnum('answer', EVENT_PROPOSAL_ANSWERS),
    answeredBy: text('answered_by').references(() => user.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('feed_event_proposals_pair_key').on(table.feedId, table.eventId),
    check(
      'feed_event_proposals_answer_check',
      sql.raw(`answer is null or answer in (${sqlList(EVENT_PROPOSAL_ANSWERS)})`),
    ),
    index('feed_event_proposals_event_idx').on(table.eventId),
  ],
);
