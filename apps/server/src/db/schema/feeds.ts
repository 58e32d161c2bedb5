import { FEED_FORMATS, FEED_LIMITS } from '@trivia/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { sqlList, textEnum, timestamps } from './columns.ts';
import { triviaProviders } from './providers.ts';

/**
 * A provider's own published schedule (decision 114): where it is, how it is read, and
 * the health of its last reads. An uploaded CSV is a feed without a URL: read when uploaded, never
 * synced. Events and venues it keeps point back at it (`events.feed_id`, `feed_venues`).
 */
export const providerFeeds = pgTable(
  'provider_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => triviaProviders.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    format: textEnum('format', FEED_FORMATS).notNull(),
    url: text('url'),
    /** Later reads apply what they find without a person's preview. */
    autoApply: boolean('auto_apply').notNull().default(false),
    intervalHours: integer('interval_hours').notNull().default(FEED_LIMITS.intervalHours.default),
    /** The last successful read's validators, sent back as If-None-Match / If-Modified-Since. */
    etag: text('etag'),
    lastModified: text('last_modified'),
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    /** When a read last changed something here. */
    lastChangeAt: timestamp('last_change_at', { withTimezone: true }),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    lastError: text('last_error'),
    /** What the last successful read found, as counts (`FeedCounts`). */
    lastCounts: jsonb('last_counts'),
    /** The one mail of a run of failed reads went out (reset by a good read). */
    failureMailSentAt: timestamp('failure_mail_sent_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    check('provider_feeds_format_check', sql.raw(`format in (${sqlList(FEED_FORMATS)})`)),
    check(
      'provider_feeds_interval_check',
      sql`${table.intervalHours} between ${sql.raw(String(FEED_LIMITS.intervalHours.min))} and ${sql.raw(String(FEED_LIMITS.intervalHours.max))}`,
    ),
    index('provider_feeds_provider_idx').on(table.providerId),
  ],
);
