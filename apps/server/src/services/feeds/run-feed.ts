import {
  FEED_LIMITS,
  type FeedCounts,
  type FeedPreviewResponse,
  type FeedRead,
  todayIn,
} from '@trivia/shared';
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { events, providerFeeds } from '../../db/schema/index.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { AppError } from '../../lib/app-error.ts';
import type { FeedFetchOptions } from '../../lib/safe-fetch.ts';
import type { AuditActor } from '../audit/index.ts';
import { applyFeedPlan } from './apply.ts';
import { applyNewVenuesInSteps, lockFeedApply } from './apply-in-steps.ts';
import { EMPTY_COUNTS } from './changes.ts';
import { type FeedText, type FeedUpload, fetchFeedText } from './fetch-source.ts';
import { madeHereProblem } from './own-site.ts';
import { feedsPausedBecause } from './provider-standing.ts';
import { readFeed } from './read/index.ts';
import { FeedSourceError, printable } from './read/source-error.ts';
import { changesSomething, feedToday, needsApply, planRead } from './read-plan.ts';

/**
 * Reading a feed (§4): fetch (or take the uploaded text), read into our shape, plan
 * against what we hold, and either show the plan (preview) or store it in one transaction
 * (apply). A read that fails changes nothing but the feed's health.
 */

export type FeedRow = typeof providerFeeds.$inferSelect;

export interface FeedReader {
  db: Db;
  /** FEED_ALLOW_HOSTS, and in tests shorter limits. */
  fetch: Pick<
    FeedFetchOptions,
    'allowHosts' | 'ownSite' | 'timeoutMs' | 'maxBytes' | 'maxRedirects'
  >;
  now?: () => Date;
}

export const FEED_SYNC = 'feed-sync';
export const FEED_FAILING_MAIL = 'feed-failing-mail';

/**
 * Why a feed could not be read, for people (the preview, the feed's health): a sentence about the
 * source (decision 174), fit to store whatever the source held.
 */
export class FeedUnreadable extends AppError {
  constructor(message: string) {
    super('FEED_UNREADABLE', printable(message));
  }
}

type Fetched =
  | { status: 'read'; read: FeedRead; etag: string | null; lastModified: string | null }
  | { status: 'not-modified' };

async function fetchAndRead(options: {
  reader: FeedReader;
  feed: FeedRow;
  upload?: FeedUpload | undefined;
  conditional: boolean;
}): Promise<Fetched> {
  const { reader, feed, upload, conditional } = options;
  const now = reader.now?.() ?? new Date();
  let fetched: FeedText;
  try {
    fetched = await fetchFeedText({ fetch: reader.fetch, feed, upload, conditional });
  } catch (error) {
    if (error instanceof FeedSourceError) throw new FeedUnreadable(error.message);
    throw error;
  }
  if (fetched.status === 'not-modified') return fetched;
  const { text, ...validators } = fetched;
  // Decision 152: our own pages and calendars are not a provider's schedule.
  const madeHere = madeHereProblem(text);
  if (madeHere) throw new FeedUnreadable(madeHere);
  let read: FeedRead;
  try {
    read = await readFeed(feed.format, text, { today: feedToday(now) });
  } catch (error) {
    // Every way a source fails is a sentence about it (decision 174); anything else is ours.
    if (error instanceof FeedSourceError) throw new FeedUnreadable(error.message);
    throw error;
  }
  // An empty read would end every event; it is a failed read instead (decision 114).
  if (!read.venues.some((venue) => venue.events.length > 0)) {
    const first = read.problems[0];
    throw new FeedUnreadable(
      `The feed holds no event we could read${first ? ` (${first.where}: ${first.message})` : ''}; nothing was changed.`,
    );
  }
  return { status: 'read', read, etag: validators.etag, lastModified: validators.lastModified };
}

const feedActor = (feed: FeedRow, userId: string | null): AuditActor => ({
  system: `Feed "${feed.name}"`,
  userId,
});

/**
 * Reads the feed now and answers what it would change (`apply` false) or stores it (`apply`
 * true), for a person: the read is never conditional. A failed read is a 422 with its reason, and
 * is remembered in the feed's health like the job's.
 */
export async function readFeedNow(options: {
  reader: FeedReader;
  feed: FeedRow;
  apply: boolean;
  userId: string | null;
  upload?: FeedUpload | undefined;
}): Promise<FeedPreviewResponse> {
  const { reader, feed, apply, userId, upload } = options;
  const now = reader.now?.() ?? new Date();
  // Decision 155: a feed acts for its provider, so not while the provider is not approved.
  const paused = await feedsPausedBecause(reader.db, feed.providerId);
  if (paused) throw AppError.conflict(paused);
  let fetched: Fetched;
  try {
    fetched = await fetchAndRead({ reader, feed, upload, conditional: false });
  } catch (error) {
    if (error instanceof FeedUnreadable) {
      await writeTransaction(reader.db, (tx) => recordFailure(tx, feed, error.message, now));
    }
    throw error;
  }
  // An unconditional read never ends "not modified": fetchFeedText makes such a 304 a failed
  // read (decision 174).
  if (fetched.status !== 'read') throw new Error('an unconditional read answered 304');
  const { plan: planned, changes: preview } = await planRead({
    db: reader.db,
    feed,
    read: fetched.read,
    now,
  });
  if (!apply) return { notModified: false, applied: false, changes: preview };
  if (!needsApply(planned, preview.counts)) {
    // The daily case: nothing to store, so no long transaction holds the database.
    await recordSuccess(reader.db, feed, {
      ...fetched,
      counts: preview.counts,
      applied: true,
      inStep: true,
      now,
    });
    return { notModified: false, applied: true, changes: preview };
  }
  const actor = feedActor(feed, userId);
  // Decision 154: venues new here first, a transaction each; then the rest in one.
  const stepped = await applyNewVenuesInSteps({ db: reader.db, feed, plan: planned, actor, now });
  // Planned again inside the transaction: what it stores is what it read there.
  const changes = await writeTransaction(reader.db, async (tx) => {
    await lockFeedApply(tx, feed.id);
    const rest = await planRead({ db: tx, feed, read: fetched.read, now });
    await applyFeedPlan({ tx, feed, plan: rest.plan, actor, now });
    // After steps this plan finds their venues linked already: the read's changes are the first's.
    const applied = stepped > 0 ? preview : rest.changes;
    await recordSuccess(tx, feed, {
      ...fetched,
      counts: applied.counts,
      applied: true,
      inStep: true,
      now,
    });
    return applied;
  });
  return { notModified: false, applied: true, changes };
}

/** A good read: health reset, validators kept, and when it changed something. */
async function recordSuccess(
  tx: DbOrTx,
  feed: FeedRow,
  result: {
    counts: FeedCounts;
    applied: boolean;
    /** Our listings match the source now (applied, or unchanged since the last apply). */
    inStep: boolean;
    etag?: string | null;
    lastModified?: string | null;
    now: Date;
  },
) {
  const changed = result.applied && changesSomething(result.counts);
  await tx
    .update(providerFeeds)
    .set({
      lastReadAt: result.now,
      lastSuccessAt: result.now,
      ...(changed ? { lastChangeAt: result.now } : {}),
      consecutiveFailures: 0,
      lastError: null,
      failureMailSentAt: null,
      lastCounts: result.counts,
      ...(result.etag !== undefined
        ? { etag: result.etag, lastModified: result.lastModified }
        : {}),
      updatedAt: sql`${providerFeeds.updatedAt}`,
    })
    .where(eq(providerFeeds.id, feed.id));
  if (!result.inStep) return;
  // The public's "synced {Mon d}"; once a day, so the read model changes once a day.
  const day = todayIn('UTC', result.now);
  await tx
    .update(events)
    .set({ feedSyncedOn: day, updatedAt: sql`${events.updatedAt}` })
    .where(
      and(
        eq(events.feedId, feed.id),
        // Decision 150: an event another provider runs now is not the feed's to mark.
        eq(events.providerId, feed.providerId),
        eq(events.isActive, true),
        or(isNull(events.feedSyncedOn), ne(events.feedSyncedOn, day)),
      ),
    );
}

/**
 * A failed read: counted, its reason kept. At the third in a row (FEED_LIMITS.failuresBeforeMail)
 * the provider is mailed once, until a good read starts the count again.
 */
export async function recordFailure(tx: Tx, feed: FeedRow, message: string, now: Date) {
  const [row] = await tx
    .update(providerFeeds)
    .set({
      lastReadAt: now,
      lastError: message,
      consecutiveFailures: sql`${providerFeeds.consecutiveFailures} + 1`,
      updatedAt: sql`${providerFeeds.updatedAt}`,
    })
    .where(eq(providerFeeds.id, feed.id))
    .returning();
  if (!row || row.consecutiveFailures < FEED_LIMITS.failuresBeforeMail || row.failureMailSentAt) {
    return;
  }
  await tx
    .update(providerFeeds)
    .set({ failureMailSentAt: now, updatedAt: sql`${providerFeeds.updatedAt}` })
    .where(eq(providerFeeds.id, feed.id));
  await enqueueJob(tx, {
    kind: FEED_FAILING_MAIL,
    key: `${FEED_FAILING_MAIL}:${feed.id}:${now.toISOString()}`,
    payload: { feedId: feed.id },
  });
}

export type SyncOutcome =
  | { status: 'not-modified' }
  | { status: 'failed'; message: string }
  /** The provider is not approved: nothing was fetched (decision 155). */
  | { status: 'paused'; message: string }
  | {
      status: 'read';
      read: FeedRead;
      etag: string | null;
      lastModified: string | null;
      /** What the read changes, planned outside the transaction: nothing to store, no long one. */
      counts: FeedCounts;
      /** Venues new here that were stored already, a transaction each (decision 154). */
      stepped: number;
      needsApply: boolean;
    };

/**
 * The job's read, outside the transaction that settles it: conditional, and a failure is an
 * outcome, not a throw. With auto-apply, the venues new here are stored now, each in its own
 * transaction (decision 154); the job's commit stores the rest.
 */
export async function fetchForSync(reader: FeedReader, feed: FeedRow): Promise<SyncOutcome> {
  const paused = await feedsPausedBecause(reader.db, feed.providerId);
  if (paused) return { status: 'paused', message: paused };
  try {
    const fetched = await fetchAndRead({ reader, feed, conditional: true });
    if (fetched.status !== 'read') return fetched;
    const now = reader.now?.() ?? new Date();
    const { plan, changes } = await planRead({ db: reader.db, feed, read: fetched.read, now });
    const mustApply = needsApply(plan, changes.counts);
    const stepped =
      feed.autoApply && mustApply
        ? await applyNewVenuesInSteps({
            db: reader.db,
            feed,
            plan,
            actor: feedActor(feed, null),
            now,
          })
        : 0;
    return { ...fetched, counts: changes.counts, stepped, needsApply: mustApply };
  } catch (error) {
    if (error instanceof FeedUnreadable) return { status: 'failed', message: error.message };
    throw error;
  }
}

/** The job's writes, in the transaction that settles it: health, and the plan if auto-applied. */
export async function commitSync(options: {
  tx: Tx;
  feed: FeedRow;
  outcome: SyncOutcome;
  now: Date;
}): Promise<void> {
  const { tx, feed, outcome, now } = options;
  // Rejected or deactivated since the read began: nothing is stored.
  const paused =
    outcome.status === 'paused' ? outcome.message : await feedsPausedBecause(tx, feed.providerId);
  if (paused) {
    await tx
      .update(providerFeeds)
      .set({ lastError: paused, updatedAt: sql`${providerFeeds.updatedAt}` })
      .where(eq(providerFeeds.id, feed.id));
    return;
  }
  if (outcome.status === 'failed') {
    await recordFailure(tx, feed, outcome.message, now);
    return;
  }
  if (outcome.status === 'not-modified') {
    await recordSuccess(tx, feed, {
      counts: (feed.lastCounts as FeedCounts | null) ?? EMPTY_COUNTS,
      applied: false,
      inStep: true,
      now,
    });
    return;
  }
  if (outcome.status !== 'read') return;
  if (!outcome.needsApply) {
    await recordSuccess(tx, feed, {
      counts: outcome.counts,
      applied: feed.autoApply,
      inStep: true,
      ...(feed.autoApply ? { etag: outcome.etag, lastModified: outcome.lastModified } : {}),
      now,
    });
    return;
  }
  if (feed.autoApply) await lockFeedApply(tx, feed.id);
  const { plan, changes } = await planRead({ db: tx, feed, read: outcome.read, now });
  if (feed.autoApply) {
    await applyFeedPlan({ tx, feed, plan, actor: feedActor(feed, null), now });
  }
  // After steps this plan finds their venues linked already: the read's counts are the run's.
  const counts = outcome.stepped > 0 ? outcome.counts : changes.counts;
  await recordSuccess(tx, feed, {
    counts,
    applied: feed.autoApply,
    inStep: feed.autoApply || !changesSomething(counts),
    // Without auto-apply the changes wait for a person: read the whole feed again next time.
    ...(feed.autoApply ? { etag: outcome.etag, lastModified: outcome.lastModified } : {}),
    now,
  });
}
