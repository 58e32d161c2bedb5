import { PROVIDER_STATUSES, PROVIDER_USER_ROLES } from '@trivia/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { sqlList, textEnum, timestamps } from './columns.ts';

export const triviaProviders = pgTable(
  'trivia_providers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    website: text('website'),
    phone: text('phone'),
    email: text('email'),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    status: textEnum('status', PROVIDER_STATUSES).notNull().default('pending'),
    /**
     * Structured contacts `{ emails, phones, address, note }`. Older rows hold it as a JSON
     * string, and some hold garbage: readers must accept all three (spec §3).
     */
    contactInfo: jsonb('contact_info'),
    ...timestamps,
  },
  () => [
    check('trivia_providers_status_check', sql.raw(`status in (${sqlList(PROVIDER_STATUSES)})`)),
  ],
);

export const providerUsers = pgTable(
  'provider_users',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => triviaProviders.id, { onDelete: 'cascade' }),
    role: textEnum('role', PROVIDER_USER_ROLES).notNull().default('member'),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.providerId] }),
    check('provider_users_role_check', sql.raw(`role in (${sqlList(PROVIDER_USER_ROLES)})`)),
  ],
);
