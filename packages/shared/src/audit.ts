import { z } from 'zod';
import { isoDateParam } from './query-params.ts';
import { safeText } from './text.ts';

/**
 * The history of changes: what an audit entry is about, what happened to it, and how
 * it is read back. Entries are written by `recordAudit` on the server, in the transaction of the
 * change they describe (decision 060).
 */
export const AUDIT_ENTITY_TYPES = [
  'venue',
  'event',
  'occurrence',
  'provider',
  'provider_member',
  'venue_member',
  'user_profile',
  'report',
  'confirmation_run',
  'feed',
  // A team's "We're coming": recorded when a manager removes it.
  'team_rsvp',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

export const AUDIT_ENTITY_LABELS: Record<AuditEntityType, string> = {
  venue: 'Venues',
  event: 'Events',
  occurrence: 'Nights',
  provider: 'Providers',
  provider_member: 'Provider members',
  venue_member: 'Venue members',
  user_profile: 'Roles',
  report: 'Reports',
  confirmation_run: 'Confirmation requests',
  feed: 'Provider feeds',
  team_rsvp: 'Teams coming',
};

export const AUDIT_ACTIONS = [
  'created',
  'updated',
  'deleted',
  'imported',
  'confirmed',
  'cancelled',
  'rescheduled',
  'approved',
  'rejected',
  'registered',
  'ended',
  'resolved',
  'sent',
  'synced',
  'merged',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** A JSON value as stored in `changes` (dates as ISO strings). */
export type AuditValue =
  | string
  | number
  | boolean
  | null
  | AuditValue[]
  | { [key: string]: AuditValue };
const AuditValueSchema: z.ZodType<AuditValue> = z.lazy(() =>
  z.union([
    z.string(),
    z.number(),
    z.boolean(),
    z.null(),
    z.array(AuditValueSchema),
    z.record(z.string(), AuditValueSchema),
  ]),
);

/** Each changed field: its value before and after (null for a field that did not exist). */
export const AuditChangesSchema = z.record(
  z.string(),
  z.object({ before: AuditValueSchema, after: AuditValueSchema }),
);
export type AuditChanges = z.infer<typeof AuditChangesSchema>;

export const AuditEntry = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.object({
    userId: z.string().nullable(),
    name: z.string(),
    /** Who they acted as: 'Admin', their providers' names, or null. */
    context: z.string().nullable(),
  }),
  entityType: z.enum(AUDIT_ENTITY_TYPES),
  entityId: z.string(),
  /** What the entity was called when it changed ('Thu, Nov 27', a venue's name). */
  entityLabel: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  changes: AuditChangesSchema,
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AUDIT_PAGE_SIZE = 50;

/** An opaque position in the newest-first list: the last entry's time and id. */
const CURSOR = /^\d{4}-\d\d-\d\dT[\d:.]+Z_\d{1,19}$/;
export const AuditCursorSchema = safeText({ max: 60 }).regex(
  CURSOR,
  'must be a cursor from a previous page',
);

export const ActivityQuery = z
  .object({
    actorId: safeText({ max: 200 }).trim().min(1).optional(),
    entityType: z.enum(AUDIT_ENTITY_TYPES, { error: 'must be a kind of entry' }).optional(),
    entityId: safeText({ max: 200 }).trim().min(1).optional(),
    from: isoDateParam.optional(),
    to: isoDateParam.optional(),
    before: AuditCursorSchema.optional(),
    pageSize: z.coerce.number().int().min(1).max(100).default(AUDIT_PAGE_SIZE),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'must not be before from',
  });
export type ActivityQuery = z.input<typeof ActivityQuery>;

export const ActivityPeople = z.array(z.object({ userId: z.string(), name: z.string() }));

export const ActivityResponse = z.object({
  entries: z.array(AuditEntry),
  /** The cursor of the next (older) page, or null on the last page. */
  nextCursor: z.string().nullable(),
  people: ActivityPeople,
});
export type ActivityResponse = z.infer<typeof ActivityResponse>;

export const HistoryResponse = z.object({
  entries: z.array(AuditEntry),
  nextCursor: z.string().nullable(),
});
export type HistoryResponse = z.infer<typeof HistoryResponse>;

export const HistoryQuery = z.object({ before: AuditCursorSchema.optional() });

/** The cursor after `entry`: its time and id. */
export function auditCursor(entry: { at: string; id: string }): string {
  return `${entry.at}_${entry.id}`;
}

export function parseAuditCursor(cursor: string): { at: string; id: string } {
  const index = cursor.lastIndexOf('_');
  return { at: cursor.slice(0, index), id: cursor.slice(index + 1) };
}
