import type { Actor, VenueMatchAnswer, VenueReview } from '@trivia/shared';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { feedVenues, providerFeeds, venueMatchReviews, venues } from '../../db/schema/index.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/index.ts';
import { displayName } from '../venue-name.ts';
import { requireFeed } from './manage-feeds.ts';

/**
 * The review queue (decision 115): a feed's venue that may be one we hold waits for
 * a person. "Same venue" links them for every later read; "different venues" is kept so that the
 * pair is never offered again, and once every candidate is answered so, the next read adds the
 * feed's venue as a new one.
 */

export const REVIEW_NOT_FOUND = 'That question has been answered already or does not exist.';

type Incoming = VenueReview['incoming'];

export async function listVenueReviews(options: {
  db: DbOrTx;
  actor: Actor;
}): Promise<VenueReview[]> {
  const { db, actor } = options;
  if (!actor.isAdmin && (actor.providerIds.length === 0 || actor.profileRole === null)) return [];
  const rows = await db
    .select({
      review: venueMatchReviews,
      feedName: providerFeeds.name,
      venue: {
        id: venues.id,
        nameOriginal: venues.nameOriginal,
        googleName: venues.googleName,
        addressOriginal: venues.addressOriginal,
        googleFormattedAddress: venues.googleFormattedAddress,
      },
    })
    .from(venueMatchReviews)
    .innerJoin(providerFeeds, eq(providerFeeds.id, venueMatchReviews.feedId))
    .innerJoin(venues, eq(venues.id, venueMatchReviews.candidateVenueId))
    .where(
      and(
        isNull(venueMatchReviews.answer),
        actor.isAdmin ? undefined : inArray(providerFeeds.providerId, [...actor.providerIds]),
      ),
    )
    .orderBy(venueMatchReviews.createdAt, venueMatchReviews.id)
    .limit(500);
  return rows.map(({ review, feedName, venue }) => ({
    id: review.id,
    feedId: review.feedId,
    feedName,
    incoming: review.incoming as Incoming,
    candidate: {
      id: venue.id,
      name: displayName(venue),
      address: venue.googleFormattedAddress ?? venue.addressOriginal,
    },
    score: review.score,
  }));
}

export async function answerVenueReview(options: {
  db: Db;
  actor: Actor;
  reviewId: string;
  answer: VenueMatchAnswer;
}): Promise<void> {
  const { db, actor, reviewId, answer } = options;
  await writeTransaction(db, async (tx) => {
    const [review] = await tx
      .select()
      .from(venueMatchReviews)
      .where(and(eq(venueMatchReviews.id, reviewId), isNull(venueMatchReviews.answer)))
      .for('update');
    if (!review) throw AppError.notFound(REVIEW_NOT_FOUND);
    const feed = await requireFeed(tx, actor, review.feedId).catch(() => {
      throw AppError.notFound(REVIEW_NOT_FOUND);
    });
    const answered = { answeredBy: actor.userId, answeredAt: new Date() };
    await tx
      .update(venueMatchReviews)
      .set({ answer, ...answered })
      .where(eq(venueMatchReviews.id, review.id));
    if (answer === 'same') {
      // One venue of ours is the feed's: the other candidates are not.
      await tx
        .update(venueMatchReviews)
        .set({ answer: 'different', ...answered })
        .where(
          and(
            eq(venueMatchReviews.feedId, review.feedId),
            eq(venueMatchReviews.sourceKey, review.sourceKey),
            ne(venueMatchReviews.id, review.id),
            isNull(venueMatchReviews.answer),
          ),
        );
      await tx
        .insert(feedVenues)
        .values({
          feedId: review.feedId,
          sourceKey: review.sourceKey,
          venueId: review.candidateVenueId,
        })
        .onConflictDoUpdate({
          target: [feedVenues.feedId, feedVenues.sourceKey],
          set: { venueId: review.candidateVenueId },
        });
    }
    const incoming = review.incoming as Incoming;
    await recordAudit({
      tx,
      actor,
      action: 'resolved',
      entity: { type: 'feed', id: feed.id, label: feed.name },
      before: { venue: incoming.name, answer: null },
      after: {
        venue: incoming.name,
        answer: answer === 'same' ? 'same venue' : 'different venues',
      },
      venueId: review.candidateVenueId,
    });
  });
}
