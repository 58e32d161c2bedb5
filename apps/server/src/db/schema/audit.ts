import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, type AuditChanges } from '@trivia/shared';
import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sqlList, textEnum } from './columns.ts';

/**
 * The history of changes (decision 060): one row per change, written in the change's
 * own transaction by `recordAudit`. No foreign keys: an entry outlives the venue, event or user it
 * names, and who acted is kept as they were called then. A trigger (migration 0004) refuses every
 * UPDATE, DELETE and TRUNCATE, so entries cannot be changed through the app or by a stray query.
 * The indexes (scanned backwards) serve the newest-first keyset pages of /admin/activity and the history of a venue
 * or an event, each filter with its own leading column.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    actorUserId: text('actor_user_id'),
    actorName: text('actor_name').notNull(),
    actorContext: text('actor_context'),
    entityType: textEnum('entity_type', AUDIT_ENTITY_TYPES).notNull(),
    entityId: text('entity_id').notNull(),
    entityLabel: text('entity_label').notNull(),
    action: textEnum('action', AUDIT_ACTIONS).notNull(),
    changes: jsonb('changes').$type<AuditChanges>().notNull(),
    /** The venue and event the change belongs to, for their pages' history. */
    venueId: uuid('venue_id'),
    eventId: uuid('event_id'),
  },
  (table) => [
    check(
      'audit_log_entity_type_check',
      sql.raw(`entity_type in (${sqlList(AUDIT_ENTITY_TYPES)})`),
    ),
    check('audit_log_action_check', sql.raw(`action in (${sqlList(AUDIT_ACTIONS)})`)),
    index('audit_log_created_idx').on(table.createdAt, table.id),
    index('audit_log_actor_idx').on(table.actorUserId, table.createdAt, table.id),
    index('audit_log_entity_idx').on(table.entityType, table.entityId, table.createdAt, table.id),
    index('audit_log_entity_type_idx').on(table.entityType, table.createdAt, table.id),
    index('audit_log_venue_idx')
      .on(table.venueId, table.createdAt, table.id)
      .where(sql`${table.venueId} is not null`),
    index('audit_log_event_idx')
      .on(table.eventId, table.createdAt, table.id)
      .where(sql`${table.eventId} is not null`),
  ],
);
