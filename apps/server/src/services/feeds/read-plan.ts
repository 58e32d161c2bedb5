import { type FeedChanges, type FeedCounts, type FeedRead, todayIn } from '@trivia/shared';
import type { DbOrTx } from '../../db/client.ts';
import { describePlan, planChangesSomething, planNeedsApply } from './changes.ts';
import { type FeedPlan, type FeedRef, planFeed } from './plan.ts';
import { changedAtSource, planVenueSyncs } from './venue-sync.ts';
import { judgeByVenueTime } from './venue-time.ts';

/**
 * The earliest today in the country: a night before it has passed everywhere. The readers and
 * the plan start from it; `judgeByVenueTime` then judges each venue's nights in its own zone.
 */
export const feedToday = (now: Date) => todayIn('Pacific/Honolulu', now);

/**
 * What a read would change here, as every path plans it (preview, apply, the sync job): the plan,
 * each venue's nights judged in its own time zone, and the venues whose name or address the
 * source changed (decision 153) counted with the rest.
 */
export async function planRead(options: {
  db: DbOrTx;
  feed: FeedRef;
  read: FeedRead;
  now: Date;
}): Promise<{ plan: FeedPlan; changes: FeedChanges }> {
  const { db, feed, read, now } = options;
  const plan = await planFeed({ db, feed, read, today: feedToday(now) });
  await judgeByVenueTime({ db, plan, now });
  const changes = describePlan(plan);
  changes.counts.venuesChanged = changedAtSource(await planVenueSyncs(db, feed, plan));
  return { plan, changes };
}

/** Whether applying would change anything here (uncertain venues only wait). */
export function changesSomething(counts: FeedCounts): boolean {
  return planChangesSomething(counts) || (counts.venuesChanged ?? 0) > 0;
}

/**
 * Whether an apply would store anything: changes, venues to queue for review, questions to ask or
 * withdraw (decision 150), links to re-key (decision 151).
 */
export function needsApply(plan: FeedPlan, counts: FeedCounts): boolean {
  return changesSomething(counts) || planNeedsApply(plan, counts);
}
