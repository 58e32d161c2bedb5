import type { Actor, AuditAction, AuditChanges, AuditEntityType, AuditValue } from '@trivia/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { auditLog, triviaProviders, user, userProfiles } from '../../db/schema/index.ts';

/**
 * Columns that are not facts a person changed: keys, bookkeeping times, and what the database
 * derives (the nearby search's read model, how far nights are stored).
 */
const NOT_RECORDED = new Set([
  'id',
  'createdAt',
  'updatedAt',
  'publicEvents',
  'publicNights',
  'activeEventCount',
  'occurrencesFrom',
  'listedUntil',
  'occurrencesThrough',
  // Set whenever a night is confirmed: the night's own entry says so.
  'verifiedAt',
  // The day a feed last read well: bookkeeping of every good read.
  'feedSyncedOn',
  // Events' and nights' calendar revisions, kept by triggers (decision 177).
  'revision',
]);

type Row = Record<string, unknown>;

const AUDIT_BATCH = 1_000;

function toAuditValue(value: unknown): AuditValue {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return value;
  }
  if (Array.isArray(value)) return value.map(toAuditValue);
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, toAuditValue(v)]));
  }
  return String(value);
}

/** The fields that differ between two versions of a row (null: the row did not exist). */
export function diffRows(before: Row | null, after: Row | null): AuditChanges {
  const changes: AuditChanges = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (NOT_RECORDED.has(key)) continue;
    const was = toAuditValue(before?.[key]);
    const is = toAuditValue(after?.[key]);
    if (JSON.stringify(was) !== JSON.stringify(is)) changes[key] = { before: was, after: is };
  }
  return changes;
}

/** Who acted, as they are called now: their display name and what they acted as. */
async function describeActor(tx: Tx, actor: Actor | null) {
  if (!actor) return { actorUserId: null, actorName: 'Server operator', actorContext: null };
  const [[person], providers] = await Promise.all([
    tx
      .select({ name: user.name, displayName: userProfiles.displayName })
      .from(user)
      .leftJoin(userProfiles, eq(userProfiles.id, user.id))
      .where(eq(user.id, actor.userId)),
    actor.providerIds.length > 0 && !actor.isAdmin
      ? tx
          .select({ name: triviaProviders.name })
          .from(triviaProviders)
          .where(inArray(triviaProviders.id, actor.providerIds))
          .orderBy(triviaProviders.name)
      : Promise.resolve([]),
  ]);
  const context = actor.isAdmin ? 'Admin' : providers.map((p) => p.name).join(', ') || null;
  return {
    actorUserId: actor.userId,
    actorName: person?.displayName || person?.name || 'Unknown user',
    actorContext: context,
  };
}

/**
 * Who made a change: a signed-in person, the server's operator (command-line import), or someone
 * the server acts for without a session (a confirmation link's recipient, a scheduled job).
 */
export type AuditActor = Actor | null | { system: string; userId?: string | null };

async function describe(tx: Tx, actor: AuditActor) {
  if (actor && 'system' in actor) {
    return { actorUserId: actor.userId ?? null, actorName: actor.system, actorContext: null };
  }
  return describeActor(tx, actor);
}

export interface AuditChange {
  action: AuditAction;
  entity: { type: AuditEntityType; id: string; label: string };
  /** The row before and after the change (null when it did not exist / no longer does). */
  before: Row | null;
  after: Row | null;
  /** The venue and event the change belongs to, so that their pages show it. */
  venueId?: string | null;
  eventId?: string | null;
}

export interface AuditRecord extends AuditChange {
  /** The transaction of the change: the entry is written with it or not at all. */
  tx: Tx;
  actor: AuditActor;
}

/**
 * The one way a change is recorded (decision 060): every write path calls this inside
 * its transaction, after its write, with the row before and after. An entry with no changed field
 * is not written (a save that changed nothing is not a change).
 */
export async function recordAudit(record: AuditRecord): Promise<void> {
  await recordAudits(record.tx, record.actor, [record]);
}

/** Several changes by one actor in one transaction (bulk actions): one entry per changed row. */
export async function recordAudits(
  tx: Tx,
  actor: AuditActor,
  changes: readonly AuditChange[],
): Promise<void> {
  const rows: { change: AuditChange; diff: AuditChanges }[] = [];
  for (const [index, change] of changes.entries()) {
    // Thousands of changes (a feed's first apply): a turn of the loop between slices.
    if (index > 0 && index % AUDIT_BATCH === 0) await new Promise((r) => setImmediate(r));
    const diff = diffRows(change.before, change.after);
    if (Object.keys(diff).length > 0) rows.push({ change, diff });
  }
  if (rows.length === 0) return;
  const who = await describe(tx, actor);
  // A statement holds at most 65,535 parameters: a feed's apply records thousands of changes.
  for (let start = 0; start < rows.length; start += AUDIT_BATCH) {
    await tx.insert(auditLog).values(
      rows.slice(start, start + AUDIT_BATCH).map(({ change, diff }) => ({
        ...who,
        entityType: change.entity.type,
        entityId: change.entity.id,
        entityLabel: change.entity.label,
        action: change.action,
        changes: diff,
        venueId: change.venueId ?? null,
        eventId: change.eventId ?? null,
      })),
    );
  }
}
