import { createHash } from 'node:crypto';
import { type VitalsBeacon, vitalBucketOf } from '@trivia/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { vitalCounts, vitalPartCounts } from '../../db/schema/index.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { hitOrRefuse, type RateRule } from '../rate-limit.ts';

/**
 * A page sends one beacon as it is left, so a visitor sends a few a minute at most; the limit
 * leaves room for visitors sharing an address (a carrier's NAT). More is a flood, answered 429
 * before anything is counted (decision 192).
 */
export const BEACONS_PER_ADDRESS: RateRule = {
  what: 'speed reports',
  max: 60,
  windowMs: 60_000,
};

/** Today in UTC, the day a beacon is counted on. */
export const utcToday = (now = new Date()) => now.toISOString().slice(0, 10);

/**
 * Counts one validated beacon: each of its metrics adds one to its bucket of today's histogram
 * for the route template and, when it names its slowest part, one to that part's count (decision
 * 202), in one transaction. Nothing of the visitor is kept; the rate limiter's key is a hash of
 * the address and lives only for its window (services/rate-limit.ts).
 */
export async function recordVitals(options: {
  db: Db;
  beacon: VitalsBeacon;
  address: string;
}): Promise<void> {
  const { db, beacon, address } = options;
  const addressKey = createHash('sha256').update(address).digest('base64url').slice(0, 22);
  await hitOrRefuse({ db, keys: [`vitals:${addressKey}`], rule: BEACONS_PER_ADDRESS });
  const day = utcToday();
  const parts = beacon.metrics.flatMap(({ name, part }) =>
    part ? [{ day, route: beacon.route, metric: name, part, count: 1 }] : [],
  );
  await writeTransaction(db, async (tx) => {
    await tx
      .insert(vitalCounts)
      .values(
        beacon.metrics.map(({ name, value }) => ({
          day,
          route: beacon.route,
          metric: name,
          bucket: vitalBucketOf(name, value),
          count: 1,
        })),
      )
      .onConflictDoUpdate({
        target: [vitalCounts.day, vitalCounts.route, vitalCounts.metric, vitalCounts.bucket],
        set: { count: sql`${vitalCounts.count} + 1` },
      });
    if (parts.length === 0) return;
    await tx
      .insert(vitalPartCounts)
      .values(parts)
      .onConflictDoUpdate({
        target: [
          vitalPartCounts.day,
          vitalPartCounts.route,
          vitalPartCounts.metric,
          vitalPartCounts.part,
        ],
        set: { count: sql`${vitalPartCounts.count} + 1` },
      });
  });
}
