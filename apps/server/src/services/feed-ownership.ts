import {
  type Actor,
  FEED_OWNED_EVENT_FIELDS,
  FEED_OWNED_VENUE_FIELDS,
  managedByFeed,
  type VenuePermissions,
} from '@trivia/shared';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { feedVenues, providerFeeds } from '../db/schema/index.ts';
import { AppError, type FieldIssue } from '../lib/app-error.ts';

/**
 * Fields a feed keeps are read-only here (like the spec's Google fields): a change
 * to one of them is refused with "Managed by {feed}: change it at the source", and the next read
 * would undo it anyway. The name and address of a venue the feed brought in are the exception an
 * admin may correct: the feed changes them again only when the source does (decision 153).
 */

export async function feedNameOf(db: DbOrTx, feedId: string | null): Promise<string | null> {
  if (!feedId) return null;
  const [feed] = await db
    .select({ name: providerFeeds.name })
    .from(providerFeeds)
    .where(eq(providerFeeds.id, feedId));
  return feed?.name ?? null;
}

/** The feed that brought a venue in and keeps its name and address in step, if any. */
export async function venueFeedName(db: DbOrTx, venueId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: providerFeeds.name })
    .from(feedVenues)
    .innerJoin(providerFeeds, eq(providerFeeds.id, feedVenues.feedId))
    .where(and(eq(feedVenues.venueId, venueId), eq(feedVenues.created, true)))
    .limit(1);
  return row?.name ?? null;
}

const same = (a: unknown, b: unknown) => {
  const norm = (value: unknown) =>
    typeof value === 'string' && /^\d\d:\d\d$/.test(value) ? `${value}:00` : (value ?? null);
  return norm(a) === norm(b) || (typeof a === 'number' && Number(a) === Number(b));
};

function refuseChanges(
  fields: readonly string[],
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  feedName: string,
) {
  const issues: FieldIssue[] = fields
    .filter(
      (field) => field in after && after[field] !== undefined && !same(before[field], after[field]),
    )
    .map((field) => ({ field, message: managedByFeed(feedName) }));
  if (issues.length > 0) throw AppError.invalid(issues);
}

/** Refuses a change to a field the event's feed keeps. */
export async function requireFeedFieldsKept(options: {
  db: DbOrTx;
  event: Record<string, unknown> & { feedId: string | null };
  changes: Record<string, unknown>;
}): Promise<void> {
  const feedName = await feedNameOf(options.db, options.event.feedId);
  if (feedName) refuseChanges(FEED_OWNED_EVENT_FIELDS, options.event, options.changes, feedName);
}

/**
 * Refuses a change to the name or address of a venue its feed brought in, except from an admin
 * (decision 153).
 */
export async function requireFeedVenueFieldsKept(options: {
  db: DbOrTx;
  actor: Actor;
  venue: Record<string, unknown> & { id: string };
  changes: Record<string, unknown>;
}): Promise<void> {
  if (options.actor.isAdmin) return;
  const feedName = await venueFeedName(options.db, options.venue.id);
  if (feedName) refuseChanges(FEED_OWNED_VENUE_FIELDS, options.venue, options.changes, feedName);
}

/** The venue's permissions with its feed's hold on its name and address (decision 153). */
export function withFeedVenueLock<P extends Pick<VenuePermissions, 'editOriginal'>>(
  permissions: P,
  actor: Actor,
  feedName: string | null,
): P {
  if (!feedName || actor.isAdmin || !permissions.editOriginal.allowed) return permissions;
  return { ...permissions, editOriginal: { allowed: false, reason: managedByFeed(feedName) } };
}
