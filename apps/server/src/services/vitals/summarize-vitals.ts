import {
  type Actor,
  summarizeVitalHistogram,
  VITAL_METRICS,
  VITAL_PARTS,
  VITAL_ROUTES,
  VITAL_WINDOWS,
  type VitalBucketCount,
  type VitalMetric,
  type VitalPart,
  type VitalPartShare,
  type VitalRoute,
  type VitalRow,
  type VitalsResponse,
} from '@trivia/shared';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.ts';
import { requireVitalsViewer } from '../../lib/guards.ts';
import { utcToday } from './record-vitals.ts';

interface BucketRow {
  route: VitalRoute;
  metric: VitalMetric;
  bucket: number;
  last7: number;
  last28: number;
}

interface PartRow {
  route: VitalRoute;
  metric: VitalMetric;
  part: VitalPart;
  last7: number;
  last28: number;
}

/**
 * How often each part was the slowest, the most common first; equal counts in the fixed order of
 * the metric's parts (decision 202). Shares are of the visits that named a part.
 */
function shareParts(metric: VitalMetric, counts: { part: VitalPart; visits: number }[]) {
  const order: readonly VitalPart[] = VITAL_PARTS[metric];
  const named = counts.filter((c) => c.visits > 0);
  const total = named.reduce((sum, c) => sum + c.visits, 0);
  return named
    .sort((a, b) => b.visits - a.visits || order.indexOf(a.part) - order.indexOf(b.part))
    .map((c): VitalPartShare => ({ ...c, share: c.visits / total }));
}

/** Counts of the last 7 and 28 days (today, UTC, included) per route, metric and `key`. */
function windowCounts<Row>(db: Db, table: 'vital_counts' | 'vital_part_counts', key: string) {
  const today = utcToday();
  return queryRows<Row>(
    db,
    sql`select route, metric, ${sql.identifier(key)},
        coalesce(sum(count) filter (where day > ${today}::date - 7), 0)::int as "last7",
        sum(count)::int as "last28"
      from ${sql.identifier(table)} where day > ${today}::date - 28 and day <= ${today}::date
      group by route, metric, ${sql.identifier(key)}`,
  );
}

/**
 * p75 and the good share of every route template and metric over the last 7 and 28 days, today
 * (UTC) included, from the stored histograms (decision 193): one grouped read of at most
 * 28 days' bounded rows; and the slowest parts' shares from their counts (decision 202).
 */
export async function readVitalRows(db: Db): Promise<VitalRow[]> {
  const rows = await windowCounts<BucketRow>(db, 'vital_counts', 'bucket');
  const partRows = await windowCounts<PartRow>(db, 'vital_part_counts', 'part');
  const result: VitalRow[] = [];
  for (const route of VITAL_ROUTES) {
    for (const metric of VITAL_METRICS) {
      const mine = rows.filter((row) => row.route === route && row.metric === metric);
      const myParts = partRows.filter((row) => row.route === route && row.metric === metric);
      for (const windowDays of VITAL_WINDOWS) {
        const counts: VitalBucketCount[] = mine.map((row) => ({
          bucket: row.bucket,
          count: windowDays === 7 ? row.last7 : row.last28,
        }));
        const slowestParts = shareParts(
          metric,
          myParts.map((row) => ({
            part: row.part,
            visits: windowDays === 7 ? row.last7 : row.last28,
          })),
        );
        result.push({
          route,
          metric,
          windowDays,
          ...summarizeVitalHistogram(metric, counts),
          slowestParts,
        });
      }
    }
  }
  return result;
}

/** The admin page's table (platform admins only). */
export async function listVitals(options: { db: Db; actor: Actor }): Promise<VitalsResponse> {
  requireVitalsViewer(options.actor);
  return { rows: await readVitalRows(options.db) };
}
