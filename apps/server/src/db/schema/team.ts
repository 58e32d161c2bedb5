import { INVITATION_ROLES } from '@trivia/shared';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { sqlList, textEnum } from './columns.ts';
import { triviaProviders } from './providers.ts';
import { venues } from './venues.ts';

/**
 * An invitation to a provider's team or to manage one venue: mailed as a link holding a
 * random token, of which only the SHA-256 is stored. Single use (`accepted_at`), revocable
 * (`revoked_at`), expiring (`expires_at`, 7 days after it was last sent).
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    providerId: uuid('provider_id').references(() => triviaProviders.id, { onDelete: 'cascade' }),
    venueId: uuid('venue_id').references(() => venues.id, { onDelete: 'cascade' }),
    role: textEnum('role', INVITATION_ROLES).notNull(),
    invitedBy: text('invited_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: text('accepted_by').references(() => user.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('invitations_provider_id_idx').on(table.providerId),
    index('invitations_venue_id_idx').on(table.venueId),
    check(
      'invitations_one_team_check',
      sql`(${table.providerId} is null) <> (${table.venueId} is null)`,
    ),
    check('invitations_role_check', sql.raw(`role in (${sqlList(INVITATION_ROLES)})`)),
  ],
);

/**
 * A requested email change: nothing changes until the link mailed to the new address
 * is opened and its button pressed. Single use, expiring; only the token's SHA-256 is stored.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('email_changes_user_id_idx').on(table.userId)],
);
