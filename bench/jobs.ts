import os from 'node:os';
import { loadGazetteerData } from '../apps/server/src/geo/load-gazetteer.ts';
import { benchActivity, reportActivity } from './activity.ts';
import { benchConfirmations, reportConfirmations } from './confirmations.ts';
import { benchFeeds, reportFeeds } from './feeds.ts';
import { benchFollows, reportFollows } from './follows.ts';

/**
 * `npm run bench:jobs`: the background work and the admin's history, each on its own generated
 * data on PGlite, apart from `npm run bench`'s side-by-side runs (decision 181), so that those
 * stay a few minutes long.
 *
 * - The weekly confirmation run for BENCH_CONFIRM_EVENTS events (10,000): storing the week's
 *   nights, queueing and sending every mail (bench/confirmations.ts).
 * - Cancellation notices to BENCH_CANCEL_FOLLOWERS (1,000) followers of one venue and the weekly
 *   mail to BENCH_FOLLOWERS (10,000) followers (bench/follows.ts).
 * - /api/admin/activity paging through BENCH_AUDIT_ENTRIES (1,000,000) history entries
 *   (bench/activity.ts; BENCH_ACTIVITY_ROUNDS pages per case).
 * - A provider feed of BENCH_FEED_VENUES (2,000) venues read against 100,000 held, with
 *   /api/health meanwhile (bench/feeds.ts; on PostgreSQL too when DATABASE_URL is set).
 *
 * Each count at 0 skips its part.
 */

const CONFIRM_EVENTS = Number(process.env.BENCH_CONFIRM_EVENTS ?? 10_000);
const AUDIT_ENTRIES = Number(process.env.BENCH_AUDIT_ENTRIES ?? 1_000_000);
const FEED_VENUES = Number(process.env.BENCH_FEED_VENUES ?? 2_000);
const FOLLOWERS = Number(process.env.BENCH_FOLLOWERS ?? 10_000);
const CANCEL_FOLLOWERS = Number(process.env.BENCH_CANCEL_FOLLOWERS ?? 1_000);

function log(message: string): void {
  console.info(`[bench:jobs] ${message}`);
}

const started = Date.now();
const gazetteer = await loadGazetteerData();
const missed: string[] = [];
if (CONFIRM_EVENTS > 0) {
  log(`confirmations: generating ${CONFIRM_EVENTS.toLocaleString('en-US')} events`);
  missed.push(
    ...reportConfirmations(await benchConfirmations({ gazetteer, events: CONFIRM_EVENTS, log })),
  );
}
if (FOLLOWERS > 0) {
  log(`follows: ${FOLLOWERS.toLocaleString('en-US')} followers`);
  const follows = await benchFollows({
    gazetteer,
    followers: FOLLOWERS,
    cancelFollowers: CANCEL_FOLLOWERS,
    log,
  });
  missed.push(...reportFollows(follows));
}
if (AUDIT_ENTRIES > 0) {
  log(`activity: generating ${AUDIT_ENTRIES.toLocaleString('en-US')} history entries`);
  missed.push(
    ...reportActivity(await benchActivity({ entries: AUDIT_ENTRIES, log }), AUDIT_ENTRIES),
  );
}
if (FEED_VENUES > 0) {
  const feeds = await benchFeeds({
    gazetteer,
    held: 100_000,
    feedVenues: FEED_VENUES,
    log,
    postgresUrl: process.env.DATABASE_URL,
  });
  for (const result of feeds) missed.push(...reportFeeds(result));
}
console.info('');
console.info(
  `Load average at the end: ${os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ')}`,
);
console.info(
  missed.length === 0 ? 'Every target met.' : `Targets missed:\n  ${missed.join('\n  ')}`,
);
console.info(`(${((Date.now() - started) / 1000).toFixed(0)} s)`);
process.exitCode = missed.length === 0 ? 0 : 1;
