import {
  type Actor,
  canManageFeedsOf,
  type FeedCounts,
  type FeedData,
  type FeedSummary,
} from '@trivia/shared';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  events,
  feedEventProposals,
  providerFeeds,
  triviaProviders,
  venueMatchReviews,
} from '../../db/schema/index.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { AppError } from '../../lib/app-error.ts';
import { requirePermission } from '../../lib/guards.ts';
import { feedUrlProblem, type OwnSite } from '../../lib/safe-fetch.ts';
import { recordAudit } from '../audit/index.ts';
import { feedsPausedBecause } from './provider-standing.ts';
import { FEED_SYNC, type FeedRow } from './run-feed.ts';

/** A provider's feeds: added, listed, changed and removed by its members or admins. */

export const FEED_NOT_FOUND =
  "The feed you're looking for doesn't exist or you don't have permission to see it.";

/** The feed, if the actor may manage its provider's feeds; 404 otherwise (spec §6's way). */
export async function requireFeed(db: DbOrTx, actor: Actor, feedId: string): Promise<FeedRow> {
  const [feed] = await db.select().from(providerFeeds).where(eq(providerFeeds.id, feedId));
  if (!feed || !canManageFeedsOf(actor, feed.providerId).allowed) {
    throw AppError.notFound(FEED_NOT_FOUND);
  }
  return feed;
}

type ScheduledFeed = Pick<FeedRow, 'id' | 'providerId' | 'url' | 'intervalHours'>;

/**
 * The next read of a feed with an address, `intervalHours` from `after`. A feed has one read
 * waiting at most: any other not yet started is settled as replaced.
 */
export async function scheduleNextSync(
  db: DbOrTx,
  feed: ScheduledFeed,
  after: Date,
): Promise<void> {
  await queueRead(db, feed, new Date(after.getTime() + feed.intervalHours * 3_600_000));
}

/**
 * Approving a provider reads its feeds again, now (decision 155): none was queued while it was
 * not approved. Called in the approval's transaction.
 */
export async function resumeProviderFeeds(
  db: DbOrTx,
  providerId: string,
  now: Date,
): Promise<void> {
  const feeds = await db
    .select()
    .from(providerFeeds)
    .where(eq(providerFeeds.providerId, providerId))
    .orderBy(providerFeeds.id);
  for (const feed of feeds) await queueRead(db, feed, now);
}

async function queueRead(db: DbOrTx, feed: ScheduledFeed, runAt: Date): Promise<void> {
  await db.execute(
    sql`update jobs set done_at = now(), last_error = 'replaced by a later schedule'
      where kind = ${FEED_SYNC} and payload->>'feedId' = ${feed.id} and done_at is null
        and (locked_until is null or locked_until < now())`,
  );
  if (!feed.url) return;
  // Decision 155: nothing is read for a provider that is not approved; approval queues it again.
  if (await feedsPausedBecause(db, feed.providerId)) return;
  await enqueueJob(db, {
    kind: FEED_SYNC,
    key: `${FEED_SYNC}:${feed.id}:${runAt.toISOString()}`,
    payload: { feedId: feed.id },
    runAt,
  });
}

/** A feed's address has the right shape and is not this site itself (decision 152). */
function requireUrlAllowed(url: string | null, ownSite: OwnSite | undefined) {
  const problem = url ? feedUrlProblem(url, ownSite) : null;
  if (problem) throw AppError.invalid([{ field: 'url', message: problem }]);
}

export async function createFeed(options: {
  db: Db;
  actor: Actor;
  input: FeedData;
  ownSite?: OwnSite | undefined;
  now?: Date;
}): Promise<FeedSummary> {
  const { db, actor, input } = options;
  requirePermission(canManageFeedsOf(actor, input.providerId));
  requireUrlAllowed(input.url, options.ownSite);
  const id = await writeTransaction(db, async (tx) => {
    const [provider] = await tx
      .select({ id: triviaProviders.id })
      .from(triviaProviders)
      .where(eq(triviaProviders.id, input.providerId));
    if (!provider) throw AppError.invalid([{ field: 'providerId', message: 'Choose a provider' }]);
    const [feed] = await tx
      .insert(providerFeeds)
      .values({ ...input, createdBy: actor.userId })
      .returning();
    if (!feed) throw new Error('the feed was not stored');
    await recordAudit({
      tx,
      actor,
      action: 'created',
      entity: { type: 'feed', id: feed.id, label: feed.name },
      before: null,
      after: feed,
    });
    await scheduleNextSync(tx, feed, options.now ?? new Date());
    return feed.id;
  });
  return getFeedSummary({ db, actor, feedId: id });
}

export async function updateFeed(options: {
  db: Db;
  actor: Actor;
  feedId: string;
  input: FeedData;
  ownSite?: OwnSite | undefined;
  now?: Date;
}): Promise<FeedSummary> {
  const { db, actor, feedId, input } = options;
  requireUrlAllowed(input.url, options.ownSite);
  await writeTransaction(db, async (tx) => {
    const before = await requireFeed(tx, actor, feedId);
    // A feed stays with its provider: its events and venues are that provider's.
    if (input.providerId !== before.providerId) {
      throw AppError.invalid([
        { field: 'providerId', message: 'A feed cannot move to another provider' },
      ]);
    }
    const addressChanged = input.url !== before.url;
    const [after] = await tx
      .update(providerFeeds)
      .set({
        ...input,
        ...(addressChanged ? { etag: null, lastModified: null } : {}),
      })
      .where(eq(providerFeeds.id, feedId))
      .returning();
    if (!after) throw AppError.notFound(FEED_NOT_FOUND);
    await recordAudit({
      tx,
      actor,
      action: 'updated',
      entity: { type: 'feed', id: after.id, label: after.name },
      before,
      after,
    });
    await scheduleNextSync(tx, after, options.now ?? new Date());
  });
  return getFeedSummary({ db, actor, feedId });
}

/** Removing a feed keeps what it brought in: its events become ordinary, editable events. */
export async function deleteFeed(options: { db: Db; actor: Actor; feedId: string }) {
  const { db, actor, feedId } = options;
  await writeTransaction(db, async (tx) => {
    const before = await requireFeed(tx, actor, feedId);
    // Its events are no longer "from the provider's schedule".
    await tx.update(events).set({ feedSyncedOn: null }).where(eq(events.feedId, feedId));
    await tx.delete(providerFeeds).where(eq(providerFeeds.id, feedId));
    await recordAudit({
      tx,
      actor,
      action: 'deleted',
      entity: { type: 'feed', id: before.id, label: before.name },
      before,
      after: null,
    });
  });
}

export async function listFeeds(options: {
  db: DbOrTx;
  actor: Actor;
  providerId?: string | undefined;
}): Promise<FeedSummary[]> {
  const { db, actor, providerId } = options;
  if (providerId) requirePermission(canManageFeedsOf(actor, providerId));
  const mine = actor.isAdmin
    ? undefined
    : inArray(providerFeeds.providerId, [...actor.providerIds]);
  if (!actor.isAdmin && (actor.providerIds.length === 0 || actor.profileRole === null)) return [];
  const rows = await db
    .select({ feed: providerFeeds, providerName: triviaProviders.name })
    .from(providerFeeds)
    .innerJoin(triviaProviders, eq(triviaProviders.id, providerFeeds.providerId))
    .where(and(mine, providerId ? eq(providerFeeds.providerId, providerId) : undefined))
    .orderBy(triviaProviders.name, providerFeeds.name);
  return withPendingReviews(db, rows);
}

export async function getFeedSummary(options: {
  db: DbOrTx;
  actor: Actor;
  feedId: string;
}): Promise<FeedSummary> {
  const { db, actor, feedId } = options;
  await requireFeed(db, actor, feedId);
  const rows = await db
    .select({ feed: providerFeeds, providerName: triviaProviders.name })
    .from(providerFeeds)
    .innerJoin(triviaProviders, eq(triviaProviders.id, providerFeeds.providerId))
    .where(eq(providerFeeds.id, feedId));
  const [summary] = await withPendingReviews(db, rows);
  if (!summary) throw AppError.notFound(FEED_NOT_FOUND);
  return summary;
}

async function withPendingReviews(
  db: DbOrTx,
  rows: { feed: FeedRow; providerName: string }[],
): Promise<FeedSummary[]> {
  const ids = rows.map((row) => row.feed.id);
  const pending =
    ids.length === 0
      ? []
      : await db
          .select({
            feedId: venueMatchReviews.feedId,
            venues: sql<number>`count(distinct ${venueMatchReviews.sourceKey})::int`,
            rows: count(),
          })
          .from(venueMatchReviews)
          .where(and(inArray(venueMatchReviews.feedId, ids), isNull(venueMatchReviews.answer)))
          .groupBy(venueMatchReviews.feedId);
  const pendingOf = new Map(pending.map((row) => [row.feedId, row.venues]));
  const asking =
    ids.length === 0
      ? []
      : await db
          .select({ feedId: feedEventProposals.feedId, proposals: count() })
          .from(feedEventProposals)
          .where(and(inArray(feedEventProposals.feedId, ids), isNull(feedEventProposals.answer)))
          .groupBy(feedEventProposals.feedId);
  const askingOf = new Map(asking.map((row) => [row.feedId, row.proposals]));
  const iso = (date: Date | null) => (date ? date.toISOString() : null);
  return rows.map(({ feed, providerName }) => ({
    id: feed.id,
    providerId: feed.providerId,
    providerName,
    name: feed.name,
    format: feed.format,
    url: feed.url,
    autoApply: feed.autoApply,
    intervalHours: feed.intervalHours,
    lastReadAt: iso(feed.lastReadAt),
    lastSuccessAt: iso(feed.lastSuccessAt),
    lastChangeAt: iso(feed.lastChangeAt),
    consecutiveFailures: feed.consecutiveFailures,
    lastError: feed.lastError,
    lastCounts: (feed.lastCounts as FeedCounts | null) ?? null,
    pendingReviews: pendingOf.get(feed.id) ?? 0,
    pendingProposals: askingOf.get(feed.id) ?? 0,
  }));
}
