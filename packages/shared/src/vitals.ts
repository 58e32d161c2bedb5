import { z } from 'zod';
import {
  VITAL_METRICS,
  VITAL_PARTS,
  VITAL_ROUTES,
  type VitalMetric,
  type VitalPart,
} from './vital-routes.ts';

/**
 * Our visitors' own Core Web Vitals (decisions 192, 193, 202): the public pages send each metric
 * once, as the page is left, with the page's route template, never its address, and the name of
 * its slowest part. The server keeps counts per route template, day, metric and histogram bucket,
 * and per slowest part, and nothing else.
 */

/** "Good" at p75 by the Core Web Vitals thresholds (web.dev): a value at most this is good. */
export const VITAL_GOOD: Record<VitalMetric, number> = {
  LCP: 2500,
  INP: 200,
  CLS: 0.1,
  TTFB: 800,
};

export const VITAL_UNITS: Record<VitalMetric, 'ms' | ''> = {
  LCP: 'ms',
  INP: 'ms',
  CLS: '',
  TTFB: 'ms',
};

/**
 * Milliseconds: log-spaced, four buckets per doubling (each about 19 % wider than the last),
 * anchored on the metric's "good" threshold so that the threshold is an edge and the good share
 * is exact. Rounded to whole milliseconds.
 */
const logEdges = (good: number, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => Math.round(good * 2 ** ((from + i) / 4)));

/**
 * Upper edges (inclusive) of each metric's histogram buckets; a last bucket holds what is above
 * the last edge. Bucket `i` holds values in (edges[i-1], edges[i]].
 */
export const VITAL_BUCKET_EDGES: Record<VitalMetric, readonly number[]> = {
  // 39 ms to 40 s.
  LCP: logEdges(VITAL_GOOD.LCP, -24, 16),
  // 13 ms to 6.4 s.
  INP: logEdges(VITAL_GOOD.INP, -16, 20),
  // Linear: 0.01 to 0.5 in steps of 0.01.
  CLS: Array.from({ length: 50 }, (_, i) => (i + 1) / 100),
  // 25 ms to 12.8 s.
  TTFB: logEdges(VITAL_GOOD.TTFB, -20, 16),
};

/** The bucket a value falls in (the last, past every edge, for a value above them all). */
export function vitalBucketOf(metric: VitalMetric, value: number): number {
  const edges = VITAL_BUCKET_EDGES[metric];
  const index = edges.findIndex((edge) => value <= edge);
  return index === -1 ? edges.length : index;
}

export interface VitalBucketCount {
  bucket: number;
  count: number;
}

export interface VitalSummary {
  visits: number;
  /**
   * The upper edge of the bucket holding the 75th percentile: the true p75 is at most this and
   * above the bucket's lower edge. Null without visits; the last edge when p75 is past every edge
   * (`p75Above` then says so).
   */
  p75: number | null;
  p75Above: boolean;
  /** The share (0–1) of visits at most the "good" threshold; null without visits. */
  goodShare: number | null;
}

/** p75 and the good share of one metric's histogram (decision 193). */
export function summarizeVitalHistogram(
  metric: VitalMetric,
  counts: readonly VitalBucketCount[],
): VitalSummary {
  const edges = VITAL_BUCKET_EDGES[metric];
  const sorted = [...counts].filter((c) => c.count > 0).sort((a, b) => a.bucket - b.bucket);
  const visits = sorted.reduce((sum, c) => sum + c.count, 0);
  if (visits === 0) return { visits: 0, p75: null, p75Above: false, goodShare: null };
  // The nearest-rank p75: the smallest value with at least 75 % of the visits at or below it.
  const rank = Math.ceil(0.75 * visits);
  let seen = 0;
  let p75Bucket = edges.length;
  for (const c of sorted) {
    seen += c.count;
    if (seen >= rank) {
      p75Bucket = c.bucket;
      break;
    }
  }
  const goodBuckets = vitalBucketOf(metric, VITAL_GOOD[metric]);
  const good = sorted.filter((c) => c.bucket <= goodBuckets).reduce((s, c) => s + c.count, 0);
  const p75Above = p75Bucket >= edges.length;
  return {
    visits,
    p75: edges[Math.min(p75Bucket, edges.length - 1)] ?? null,
    p75Above,
    goodShare: good / visits,
  };
}

const measured = z
  .number('must be a number')
  .finite()
  .min(0, 'must not be negative')
  .max(3_600_000);

/**
 * One measured value in a beacon, with the name of its slowest sub-part when the browser knows it
 * (decision 202): only a part of that metric's fixed list, so a part of another metric is refused
 * as `part`. Strict: a selector, an address or anything free-form is refused, not dropped.
 */
const vitalValueOf = <M extends VitalMetric>(name: M) =>
  z
    .object({
      name: z.literal(name),
      value: measured,
      part: z
        .enum(VITAL_PARTS[name] as (typeof VITAL_PARTS)[M], `must be one of ${name}'s parts`)
        .optional(),
    })
    .strict();

export const VitalValue = z.discriminatedUnion(
  'name',
  [vitalValueOf('LCP'), vitalValueOf('INP'), vitalValueOf('CLS'), vitalValueOf('TTFB')],
  'must be LCP, INP, CLS or TTFB',
);
export type VitalValue = z.infer<typeof VitalValue>;

/**
 * A beacon: the page's route template and up to one value per metric. `.strict()`: anything else
 * in it (an address, an id) is refused, not dropped in silence.
 */
export const VitalsBeacon = z
  .object({
    route: z.enum(VITAL_ROUTES, 'must be a measured public page'),
    metrics: z
      .array(VitalValue)
      .min(1, 'must hold a metric')
      .max(VITAL_METRICS.length)
      .refine(
        (metrics) => new Set(metrics.map((m) => m.name)).size === metrics.length,
        'must name each metric once',
      ),
  })
  .strict();
export type VitalsBeacon = z.infer<typeof VitalsBeacon>;

export const VITAL_WINDOWS = [7, 28] as const;

/** Every metric's parts in one list, for answers that carry parts of any metric. */
export const ALL_VITAL_PARTS = [...new Set(VITAL_METRICS.flatMap((m) => VITAL_PARTS[m]))] as [
  VitalPart,
  ...VitalPart[],
];

/** How often a part was the slowest, of the visits of a row that named their slowest part. */
export const VitalPartShare = z.object({
  part: z.enum(ALL_VITAL_PARTS),
  visits: z.number().int(),
  /** 0–1, of the visits that named a part (older beacons named none). */
  share: z.number(),
});
export type VitalPartShare = z.infer<typeof VitalPartShare>;

export const VitalRow = z.object({
  route: z.enum(VITAL_ROUTES),
  metric: z.enum(VITAL_METRICS),
  /** Days counted back from today (UTC), today included. */
  windowDays: z.number().int(),
  visits: z.number().int(),
  p75: z.number().nullable(),
  p75Above: z.boolean(),
  goodShare: z.number().nullable(),
  /** Each part that was the slowest in some visit, the most common first (decision 202). */
  slowestParts: z.array(VitalPartShare),
});
export type VitalRow = z.infer<typeof VitalRow>;

export const VitalsResponse = z.object({ rows: z.array(VitalRow) });
export type VitalsResponse = z.infer<typeof VitalsResponse>;
