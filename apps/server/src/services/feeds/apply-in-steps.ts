import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { feedVenues } from '../../db/schema/index.ts';
import { writeTransaction } from '../../db/transaction.ts';
import type { AuditActor } from '../audit/index.ts';
import { applyFeedPlan } from './apply.ts';
import { nextTurn } from './event-reads.ts';
import type { FeedPlan, FeedRef } from './plan.ts';

/**
 * A big first read is stored a venue at a time (decision 154). The embedded database has one
 * connection, and a transaction holds it until it commits: one transaction for a feed's thousands
 * of new venues would make every other request wait for all of them. So each venue new here is
 * stored with its events and their cancelled nights in a transaction of its own, with a turn of
 * the event loop between two; the rest of the read — venues linked before, events changed or taken
 * over, and the ending of events gone from the source — is the last transaction, so that no event
 * is ended before whatever replaces it is stored.
 */

/**
 * One apply of a feed at a time, across processes: a venue stored by one step is seen as linked
 * by the next (or by another process's), never stored twice. Taken first in every apply
 * transaction; it is not a row, so it stays out of the order of row locks (decision 092).
 */
export async function lockFeedApply(tx: Tx, feedId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`feed-apply:${feedId}`}, 0))`,
  );
}

/** Stores the plan's venues new here, each in its own transaction; answers how many it stored. */
export async function applyNewVenuesInSteps(options: {
  db: Db;
  feed: FeedRef;
  plan: FeedPlan;
  actor: AuditActor;
  now: Date;
}): Promise<number> {
  const { db, feed, plan, actor, now } = options;
  let stored = 0;
  for (const venue of plan.venues) {
    if (venue.outcome !== 'new' || !venue.location) continue;
    const done = await writeTransaction(db, async (tx) => {
      await lockFeedApply(tx, feed.id);
      const [linked] = await tx
        .select({ venueId: feedVenues.venueId })
        .from(feedVenues)
        .where(and(eq(feedVenues.feedId, feed.id), eq(feedVenues.sourceKey, venue.key)));
      if (linked) return false;
      // A copy: the apply fills in the venue's id, and a retried transaction starts again. A venue
      // new here holds no other host's event: it asks no question (decision 150).
      const step: FeedPlan = {
        venues: [structuredClone(venue)],
        gone: [],
        problems: [],
        questions: { fresh: [], withdrawn: [] },
      };
      await applyFeedPlan({ tx, feed, plan: step, actor, now });
      return true;
    });
    if (done) stored += 1;
    // Whatever waits for the database goes first.
    await nextTurn();
  }
  return stored;
}
