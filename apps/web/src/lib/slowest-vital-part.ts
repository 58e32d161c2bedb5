import type { VitalsBeacon } from '@trivia/shared';
import { VITAL_PARTS } from '@trivia/shared/vital-routes';
import type { FCPMetricWithAttribution, MetricWithAttribution } from 'web-vitals/attribution';

/** The metrics a beacon carries, as the attribution build reports them. */
export type MeasuredMetric = Exclude<MetricWithAttribution, FCPMetricWithAttribution>;

/** The part of `parts` that took longest; none when none took any time. Ties: the first. */
function longestOf<P extends string>(
  parts: readonly P[],
  durations: Record<P, number>,
): P | undefined {
  let slowest: P | undefined;
  let longest = 0;
  for (const part of parts) {
    const duration = durations[part];
    if (Number.isFinite(duration) && duration > longest) {
      slowest = part;
      longest = duration;
    }
  }
  return slowest;
}

/** A metric as a beacon carries it. */
export type BeaconMetric = VitalsBeacon['metrics'][number];

const withPart = <T extends object, P>(metric: T, part: P | undefined) =>
  part === undefined ? metric : { ...metric, part };

/**
 * A metric as the beacon sends it: its value and the name of its slowest sub-part from the fixed
 * list of decision 202, when the browser could tell. Only the name leaves the browser: no
 * selector, no URL, no duration. CLS has no time to split; it names the page's load state at its
 * largest shift.
 */
export function beaconMetricOf(metric: MeasuredMetric): BeaconMetric {
  const { value } = metric;
  switch (metric.name) {
    case 'LCP':
      return withPart({ name: 'LCP', value }, longestOf(VITAL_PARTS.LCP, metric.attribution));
    case 'INP':
      return withPart({ name: 'INP', value }, longestOf(VITAL_PARTS.INP, metric.attribution));
    case 'TTFB':
      return withPart({ name: 'TTFB', value }, longestOf(VITAL_PARTS.TTFB, metric.attribution));
    case 'CLS': {
      const state = metric.attribution.loadState;
      return withPart(
        { name: 'CLS', value },
        state && VITAL_PARTS.CLS.includes(state) ? state : undefined,
      );
    }
  }
}
