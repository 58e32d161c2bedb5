import { ADMIN_USER_ROLES, PROFILE_ROLES, USER_VENUE_ROLES } from '@trivia/shared';
import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { sqlList, textEnum, timestamps } from './columns.ts';
import { venues } from './venues.ts';

/** A user's role in the product (spec §3). Its id is the auth user's id. */
export const userProfiles = pgTable(
  'user_profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    displayName: text('display_name').notNull(),
    role: textEnum('role', PROFILE_ROLES).notNull().default('venue_owner'),
    ...timestamps,
  },
  () => [check('user_profiles_role_check', sql.raw(`role in (${sqlList(PROFILE_ROLES)})`))],
);

/** Platform administrators recorded by hand (spec §6: roles god and god_admin). */
export const adminUsers = pgTable(
  'admin_users',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: textEnum('role', ADMIN_USER_ROLES).notNull(),
    ...timestamps,
  },
  () => [check('admin_users_role_check', sql.raw(`role in (${sqlList(ADMIN_USER_ROLES)})`))],
);

/** Links a user to a venue they manage; the non-admin creator of a venue gets role `owner`. */
export const userVenues = pgTable(
  'user_venues',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    role: textEnum('role', USER_VENUE_ROLES).notNull().default('owner'),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.venueId] }),
    check('user_venues_role_check', sql.raw(`role in (${sqlList(USER_VENUE_ROLES)})`)),
  ],
);
