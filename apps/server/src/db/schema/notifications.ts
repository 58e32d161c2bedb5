import { NOTIFICATION_TYPES } from '@trivia/shared';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { sqlList, textEnum, timestamps } from './columns.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: textEnum('type', NOTIFICATION_TYPES).notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    relatedId: text('related_id'),
    relatedTable: text('related_table'),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    check('notifications_type_check', sql.raw(`type in (${sqlList(NOTIFICATION_TYPES)})`)),
    index('notifications_unread_idx').on(table.type).where(sql`${table.readAt} is null`),
  ],
);

/** Small key/value settings the deployment keeps in its database (the auth secret, for one). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  ...timestamps,
});
