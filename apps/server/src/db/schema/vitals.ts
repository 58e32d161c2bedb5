import { ALL_VITAL_PARTS, VITAL_METRICS, VITAL_PARTS, VITAL_ROUTES } from '@trivia/shared';
import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';
import { sqlList, textEnum } from './columns.ts';

/**
 * Our visitors' Core Web Vitals as counts only (decision 192): how many visits of one route
 * template on one UTC day had a metric in one histogram bucket (`VITAL_BUCKET_EDGES`). No address,
 * no identifier, nothing per visitor; a fixed set of routes, metrics and buckets bounds the rows
 * of a day, and the `vitals-prune` job deletes days past the retention.
 */
export const vitalCounts = pgTable(
  'vital_counts',
  {
    day: date('day').notNull(),
    route: textEnum('route', VITAL_ROUTES).notNull(),
    metric: textEnum('metric', VITAL_METRICS).notNull(),
    bucket: smallint('bucket').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'vital_counts_pkey',
      columns: [table.day, table.route, table.metric, table.bucket],
    }),
    check('vital_counts_route_check', sql.raw(`route in (${sqlList(VITAL_ROUTES)})`)),
    check('vital_counts_metric_check', sql.raw(`metric in (${sqlList(VITAL_METRICS)})`)),
    check('vital_counts_bucket_check', sql.raw('bucket between 0 and 100')),
  ],
);

/**
 * Which sub-part of a metric took longest (decision 202), as counts only: how many visits of one
 * route template on one UTC day named one part of one metric as their slowest. Counted in the same
 * transaction as the histogram and pruned with it; the fixed routes, metrics and parts bound a day
 * to 64 rows. The check keeps each part to its own metric's list.
 */
export const vitalPartCounts = pgTable(
  'vital_part_counts',
  {
    day: date('day').notNull(),
    route: textEnum('route', VITAL_ROUTES).notNull(),
    metric: textEnum('metric', VITAL_METRICS).notNull(),
    part: textEnum('part', ALL_VITAL_PARTS).notNull(),
    count: integer('count').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'vital_part_counts_pkey',
      columns: [table.day, table.route, table.metric, table.part],
    }),
    check('vital_part_counts_route_check', sql.raw(`route in (${sqlList(VITAL_ROUTES)})`)),
    check(
      'vital_part_counts_part_check',
      sql.raw(
        VITAL_METRICS.map(
          (metric) => `(metric = '${metric}' and part in (${sqlList(VITAL_PARTS[metric])}))`,
        ).join(' or '),
      ),
    ),
  ],
);
