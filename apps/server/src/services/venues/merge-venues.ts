import { type Actor, canMergeVenues } from '@trivia/shared';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lockVenues } from '../../db/lock-order.ts';
import {
  distinctVenuePairs,
  events,
  feedVenues,
  invitations,
  seasons,
  userVenues,
  venueFollows,
  venueMatchReviews,
  venueMerges,
  venues,
} from '../../db/schema/index.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { loadGazetteer } from '../../geo/load-gazetteer.ts';
import { AppError } from '../../lib/app-error.ts';
import { requirePermission } from '../../lib/guards.ts';
import { VENUE_NOT_FOUND } from '../access/index.ts';
import { recordAudit } from '../audit/index.ts';
import { displayName } from '../venue-name.ts';
import { venueSlugOf } from '../venue-pages.ts';

/**
 * Merging two venues that are one: everything that pointed at the merged venue —
 * events (and with them their nights, reports and teams), memberships, invitations, follows, feed
 * links, review questions and seasons (decision 207) — moves to the kept one, the merged row is
 * deleted, and one history entry on the kept venue says so; its older history stays findable
 * through `venue_merges`, and its public addresses lead to the kept venue's (decision 158). One
 * transaction: a merge happens whole or not at all.
 */
export async function mergeVenues(options: {
  db: Db;
  actor: Actor;
  keptVenueId: string;
  mergedVenueId: string;
}): Promise<{ movedEvents: number }> {
  const { db, actor, keptVenueId, mergedVenueId } = options;
  requirePermission(canMergeVenues(actor));
  if (keptVenueId === mergedVenueId) {
    throw AppError.invalid([{ field: 'mergedVenueId', message: 'Choose another venue' }]);
  }
  // Read before the transaction: the first read of the place data must not hold the locks.
  const gazetteer = await loadGazetteer();
  return writeTransaction(db, async (tx) => {
    await lockVenues(tx, [keptVenueId, mergedVenueId], 'update');
    const rows = await tx
      .select()
      .from(venues)
      .where(inArray(venues.id, [keptVenueId, mergedVenueId]));
    const kept = rows.find((row) => row.id === keptVenueId);
    const merged = rows.find((row) => row.id === mergedVenueId);
    if (!kept || !merged) throw AppError.notFound(VENUE_NOT_FOUND);

    const moved = await tx
      .update(events)
      .set({ venueId: keptVenueId })
      .where(eq(events.venueId, mergedVenueId))
      .returning({ id: events.id });
    await tx.execute(
      sql`insert into user_venues (user_id, venue_id, role, granted_at)
        select user_id, ${keptVenueId}, role, granted_at from user_venues where venue_id = ${mergedVenueId}
        on conflict (user_id, venue_id) do nothing`,
    );
    await tx.delete(userVenues).where(eq(userVenues.venueId, mergedVenueId));
    await tx
      .update(invitations)
      .set({ venueId: keptVenueId })
      .where(eq(invitations.venueId, mergedVenueId));
    // An address that followed the merged venue follows the kept one; one that followed both
    // keeps one follow, confirmed if either was (mail goes only to confirmed follows).
    await tx.execute(
      sql`insert into venue_follows (follower_id, venue_id, confirmed_at, created_at)
        select follower_id, ${keptVenueId}, confirmed_at, created_at from venue_follows
        where venue_id = ${mergedVenueId}
        on conflict (follower_id, venue_id) do update
          set confirmed_at = least(venue_follows.confirmed_at, excluded.confirmed_at),
            created_at = least(venue_follows.created_at, excluded.created_at)`,
    );
    await tx.delete(venueFollows).where(eq(venueFollows.venueId, mergedVenueId));
    // The feeds' links move, but not the name and address a feed keeps of a venue it brought in
    // (`created`): the kept venue is not one the merged venue's feed created (decision 159).
    await tx
      .update(feedVenues)
      .set({ venueId: keptVenueId, created: false })
      .where(eq(feedVenues.venueId, mergedVenueId));
    // A question about the merged venue is now about the kept one, unless that is asked already.
    await tx.execute(
      sql`delete from venue_match_reviews r using venue_match_reviews k
        where r.candidate_venue_id = ${mergedVenueId} and k.candidate_venue_id = ${keptVenueId}
          and k.feed_id = r.feed_id and k.source_key = r.source_key`,
    );
    await tx
      .update(venueMatchReviews)
      .set({ candidateVenueId: keptVenueId })
      .where(eq(venueMatchReviews.candidateVenueId, mergedVenueId));
    await tx
      .delete(distinctVenuePairs)
      .where(
        or(
          eq(distinctVenuePairs.venueA, mergedVenueId),
          eq(distinctVenuePairs.venueB, mergedVenueId),
        ),
      );
    // The merged venue's seasons are the kept venue's, as its events are (decision 207).
    await tx
      .update(seasons)
      .set({ venueId: keptVenueId })
      .where(eq(seasons.venueId, mergedVenueId));
    // Earlier merges into the merged venue now lead to the kept one.
    await tx
      .update(venueMerges)
      .set({ keptVenueId })
      .where(eq(venueMerges.keptVenueId, mergedVenueId));
    await tx.delete(venues).where(and(eq(venues.id, mergedVenueId)));
    await tx.insert(venueMerges).values({
      mergedVenueId,
      keptVenueId,
      mergedSlug: venueSlugOf(gazetteer, { ...merged, name: displayName(merged) }),
      mergedBy: actor.userId,
    });
    await recordAudit({
      tx,
      actor,
      action: 'merged',
      entity: { type: 'venue', id: keptVenueId, label: displayName(kept) },
      before: { mergedVenue: null },
      after: {
        mergedVenue: `${displayName(merged)}, ${merged.addressOriginal}`,
        movedEvents: moved.length,
      },
      venueId: keptVenueId,
    });
    return { movedEvents: moved.length };
  });
}
