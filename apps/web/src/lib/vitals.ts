import type { VitalsBeacon } from '@trivia/shared';
import { vitalRouteOf } from '@trivia/shared/vital-routes';
import { onCLS, onINP, onLCP, onTTFB } from 'web-vitals/attribution';
import { type BeaconMetric, beaconMetricOf, type MeasuredMetric } from './slowest-vital-part.ts';

/**
 * Our visitors' own Core Web Vitals (decision 192): LCP, INP, CLS and TTFB of this page load,
 * measured by the `web-vitals` library and sent to our own endpoint with `sendBeacon` when the
 * page is hidden or left, with the page's route template, never its address. Each metric is sent
 * once per page load, with the name of its slowest sub-part from the attribution build
 * (decision 202); pages we do not measure (the admin area) send nothing.
 */
export function startVitals(): void {
  const route = vitalRouteOf(window.location.pathname);
  if (!route || typeof navigator.sendBeacon !== 'function') return;
  const pending = new Map<BeaconMetric['name'], BeaconMetric>();
  const sent = new Set<BeaconMetric['name']>();
  const record = (metric: MeasuredMetric) => {
    if (sent.has(metric.name)) return;
    pending.set(metric.name, beaconMetricOf(metric));
    // The library registers some of its own `visibilitychange` listeners late (CLS's once the
    // first paint is reported), after this module's: what it reports once the page is hidden
    // goes in a beacon of its own, before the page is gone.
    if (document.visibilityState === 'hidden') send();
  };
  onLCP(record);
  // INP is read as it changes, not only when the page is hidden: the library reports it on
  // hiding only once the page has been idle since the tap, and a visitor who taps and leaves
  // before then (a busy phone) would otherwise send none.
  onINP(record, { reportAllChanges: true });
  onCLS(record);
  onTTFB(record);

  const send = () => {
    if (pending.size === 0) return;
    const beacon: VitalsBeacon = { route, metrics: [...pending.values()] };
    // A string goes as text/plain, which the server reads as JSON (no CORS preflight needed).
    if (navigator.sendBeacon('/api/vitals', JSON.stringify(beacon))) {
      for (const name of pending.keys()) sent.add(name);
      pending.clear();
    }
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
  window.addEventListener('pagehide', send);
}
