/**
 * What the service worker (src/sw.ts) and the app agree on about answers kept for offline use
 * (docs/decisions/023). API calls are never served stale without saying so: an answer the worker
 * takes from its cache carries SERVED_FROM_CACHE_HEADER with the time it was stored.
 */

/** Set by the worker on what it stores: when it was stored (ISO 8601). */
export const CACHED_AT_HEADER = 'x-cached-at';
/** Set by the worker on what it answers from its cache: when that was stored, or `unknown`. */
export const SERVED_FROM_CACHE_HEADER = 'x-served-from-cache';

/**
 * The public GETs the finder makes, kept for offline use. Everything else under /api (sign-in,
 * the signed-in user, the admin area) depends on who asks and is never stored.
 */
const CACHEABLE_API_PATHS: RegExp[] = [
  /^\/api\/venues\/nearby$/,
  /^\/api\/geocode\/reverse$/,
  /^\/api\/nominatim\/search$/,
  /^\/api\/city-pages\/./,
  /^\/api\/places\/./,
  // Venue pages, read by the Saved view too: it opens offline from the last load.
  /^\/api\/venue-pages\/./,
];

export function isCacheableApiPath(pathname: string): boolean {
  return CACHEABLE_API_PATHS.some((pattern) => pattern.test(pathname));
}

/**
 * When the answer was stored, if the worker answered from its cache: an ISO time, or `unknown`
 * when the stored copy has no time; null for an answer from the network.
 */
export function readServedFromCache(headers: Headers): string | null {
  return headers.get(SERVED_FROM_CACHE_HEADER);
}
