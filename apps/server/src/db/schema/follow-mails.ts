import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { followers } from './players.ts';

/**
 * Which follower mail an address was sent: one row per follower and mail
 * (`weekly:{zone}:{date}`), written right after the mail goes, so that a batch job run again after
 * a lost lease or a restart skips those it already mailed. Deleted with the address.
 */
export const followerMails = pgTable(
  'follower_mails',
  {
    followerId: uuid('follower_id')
      .notNull()
      .references(() => followers.id, { onDelete: 'cascade' }),
    mail: text('mail').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.followerId, table.mail] })],
);
