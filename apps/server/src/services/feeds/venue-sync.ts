import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { lockVenues } from '../../db/lock-order.ts';
import { feedVenues, venues } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuditChange } from '../audit/index.ts';
import { displayName } from '../venue-name.ts';
import { resolveLocation } from '../venues/index.ts';
import { nextTurn } from './event-reads.ts';
import type { FeedPlan, FeedRef, PlannedVenue } from './plan.ts';

/**
 * A feed keeps the name and address of the venues it brought in (`feed_venues.created`) in step
 * with its source, and nothing of the venues it matched (decision 153). It changes ours only when
 * the source's value changed since the read before (`source_name`, `source_address`), so that an
 * admin's correction stays until the source itself changes again.
 */

export interface VenueSync {
  venueId: string;
  incoming: PlannedVenue['incoming'];
  /** What to change here: the fields whose source value changed since the last read. */
  changes: { nameOriginal?: string; addressOriginal?: string };
}

/** Links read per query: each stays a short turn of the embedded database. */
const LINK_PAGE = 500;

/** What the source said at the last read, for the planned venues this feed brought in. */
async function readCreatedLinks(db: DbOrTx, feedId: string, venueIds: string[]) {
  const links = new Map<string, { sourceName: string | null; sourceAddress: string | null }>();
  for (let start = 0; start < venueIds.length; start += LINK_PAGE) {
    const rows = await db
      .select({
        venueId: feedVenues.venueId,
        sourceName: feedVenues.sourceName,
        sourceAddress: feedVenues.sourceAddress,
      })
      .from(feedVenues)
      .where(
        and(
          eq(feedVenues.feedId, feedId),
          eq(feedVenues.created, true),
          inArray(feedVenues.venueId, venueIds.slice(start, start + LINK_PAGE)),
        ),
      );
    for (const row of rows) links.set(row.venueId, row);
    await nextTurn();
  }
  return links;
}

/**
 * The venues whose name or address the source changed since the last read (or whose last read
 * was never kept, to remember it). Linked venues only: a venue new to the feed is stored as read.
 */
export async function planVenueSyncs(
  db: DbOrTx,
  feed: FeedRef,
  plan: FeedPlan,
): Promise<VenueSync[]> {
  const linked = plan.venues.filter((venue) => venue.outcome === 'linked' && venue.venueId);
  if (linked.length === 0) return [];
  const links = await readCreatedLinks(
    db,
    feed.id,
    linked.map((venue) => venue.venueId as string),
  );
  const syncs: VenueSync[] = [];
  for (const venue of linked) {
    const link = links.get(venue.venueId as string);
    if (!link) continue;
    const { name, address } = venue.incoming;
    const changes: VenueSync['changes'] = {};
    if (link.sourceName !== null && link.sourceName !== name) changes.nameOriginal = name;
    if (link.sourceAddress !== null && link.sourceAddress !== address) {
      changes.addressOriginal = address;
    }
    const unknown = link.sourceName === null || link.sourceAddress === null;
    if (Object.keys(changes).length > 0 || unknown) {
      syncs.push({ venueId: venue.venueId as string, incoming: venue.incoming, changes });
    }
  }
  return syncs;
}

/** How many venues the source renamed or moved since the last read (the preview's count). */
export const changedAtSource = (syncs: VenueSync[]) =>
  syncs.filter((sync) => Object.keys(sync.changes).length > 0).length;

/** A new address's place: the feed's coordinates, else the gazetteer; null keeps the old one. */
async function placeOf(sync: VenueSync) {
  const { addressOriginal } = sync.changes;
  if (addressOriginal === undefined) return null;
  try {
    return await resolveLocation({
      addressOriginal,
      latitude: sync.incoming.latitude,
      longitude: sync.incoming.longitude,
    });
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/**
 * Stores the source's changes of name and address in the apply's transaction, each in the history
 * with the feed as its source, and remembers what the source said. Venues are locked before any
 * event (decision 092): the caller runs this before it locks events.
 */
export async function syncFeedVenues(options: {
  tx: Tx;
  feed: FeedRef;
  plan: FeedPlan;
  audits: AuditChange[];
}): Promise<void> {
  const { tx, feed, plan, audits } = options;
  const syncs = await planVenueSyncs(tx, feed, plan);
  if (syncs.length === 0) return;
  const changing = syncs.filter((sync) => Object.keys(sync.changes).length > 0);
  await lockVenues(
    tx,
    changing.map((sync) => sync.venueId),
  );
  for (const sync of syncs) {
    const [before] = changing.includes(sync)
      ? await tx.select().from(venues).where(eq(venues.id, sync.venueId))
      : [];
    const set = {
      ...(sync.changes.nameOriginal !== undefined &&
      sync.changes.nameOriginal !== before?.nameOriginal
        ? { nameOriginal: sync.changes.nameOriginal }
        : {}),
      ...(sync.changes.addressOriginal !== undefined &&
      sync.changes.addressOriginal !== before?.addressOriginal
        ? { addressOriginal: sync.changes.addressOriginal, ...(await placeOf(sync)) }
        : {}),
    };
    if (before && Object.keys(set).length > 0) {
      const [after] = await tx
        .update(venues)
        .set(set)
        .where(eq(venues.id, sync.venueId))
        .returning();
      if (after) {
        audits.push({
          action: 'updated',
          entity: { type: 'venue', id: after.id, label: displayName(after) },
          before,
          after,
          venueId: after.id,
        });
      }
    }
    await tx
      .update(feedVenues)
      .set({ sourceName: sync.incoming.name, sourceAddress: sync.incoming.address })
      .where(
        and(
          eq(feedVenues.feedId, feed.id),
          eq(feedVenues.venueId, sync.venueId),
          eq(feedVenues.created, true),
        ),
      );
  }
}
