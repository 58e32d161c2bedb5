import { CITY_PAGE_PATTERN } from './routes.ts';
import { PROVIDER_PAGE_PATTERN, VENUE_PAGE_PATTERN } from './venue-pages.ts';

/**
 * What a public page's Web Vitals beacon names (decision 192), without zod: the browser's
 * measuring chunk imports this file alone, so it stays small.
 */

export const VITAL_METRICS = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

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
