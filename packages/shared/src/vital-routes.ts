import { CITY_PAGE_PATTERN } from './routes.ts';
import { PROVIDER_PAGE_PATTERN, VENUE_PAGE_PATTERN } from './venue-pages.ts';

/**
 * What a public page's Web Vitals beacon names (decision 192), without zod: the browser's
 * measuring chunk imports this file alone, so it stays small.
 */

export const VITAL_METRICS = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/**
 * The sub-parts a metric's time splits into, as the `web-vitals` attribution build names them
 * (decision 202): a beacon may name the one that took longest, from this fixed list only. CLS has
 * no time to split; its "part" is the page's load state at the largest shift.
 */
export const VITAL_PARTS = {
  LCP: ['timeToFirstByte', 'resourceLoadDelay', 'resourceLoadDuration', 'elementRenderDelay'],
  INP: ['inputDelay', 'processingDuration', 'presentationDelay'],
  CLS: ['loading', 'dom-interactive', 'dom-content-loaded', 'complete'],
  TTFB: [
    'waitingDuration',
    'cacheDuration',
    'dnsDuration',
    'connectionDuration',
    'requestDuration',
  ],
} as const satisfies Record<VitalMetric, readonly string[]>;
export type VitalPartOf<M extends VitalMetric> = (typeof VITAL_PARTS)[M][number];
export type VitalPart = VitalPartOf<VitalMetric>;

/** The public pages measured, by template. Any other route is refused (decision 192). */
export const VITAL_ROUTES = [
  '/',
  '/trivia-near-:place',
  '/trivia-at-:venue',
  '/trivia-by-:provider',
] as const;
export type VitalRoute = (typeof VITAL_ROUTES)[number];

/** The route template of a public page's path, or null for a page we do not measure. */
export function vitalRouteOf(pathname: string): VitalRoute | null {
  if (pathname === '/') return '/';
  if (VENUE_PAGE_PATTERN.test(pathname)) return '/trivia-at-:venue';
  if (PROVIDER_PAGE_PATTERN.test(pathname)) return '/trivia-by-:provider';
  const city = CITY_PAGE_PATTERN.exec(pathname)?.[1];
  return city && city !== 'me' ? '/trivia-near-:place' : null;
}
