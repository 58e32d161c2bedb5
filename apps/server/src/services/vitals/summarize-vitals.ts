import {
  type Actor,
  summarizeVitalHistogram,
  VITAL_METRICS,
  VITAL_ROUTES,
  VITAL_WINDOWS,
  type VitalBucketCount,
  type VitalMetric,
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

/**
 * p75 and the good share of every route template and metric over the last 7 and 28 days, today
 * (UTC) included, from the stored histograms (decision 193): one grouped read of at most
 * 28 days' bounded rows.
 */
export async function readVitalRows(db: Db): Promise<VitalRow[]> {
  const today = utcToday();
  const rows = await queryRows<BucketRow>(
    db,
    sql`select route, metric, bucket,
        coalesce(sum(count) filter (where day > ${today}::date - 7), 0)::int as "last7",
        sum(count)::int as "last28"
      from vital_counts where day > ${today}::date - 28 and day <= ${today}::date
      group by route, metric, bucket`,
  );
  const result: VitalRow[] = [];
  for (const route of VITAL_ROUTES) {
    for (const metric of VITAL_METRICS) {
      const mine = rows.filter((row) => row.route === route && row.metric === metric);
      for (const windowDays of VITAL_WINDOWS) {
        const counts: VitalBucketCount[] = mine.map((row) => ({
          bucket: row.bucket,
          count: windowDays === 7 ? row.last7 : row.last28,
        }));
        result.push({ route, metric, windowDays, ...summarizeVitalHistogram(metric, counts) });
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
