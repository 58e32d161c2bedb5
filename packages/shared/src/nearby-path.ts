/**
 * The nearby search's address, apart from its schemas (nearby.ts): the home page's first-load
 * JavaScript imports it, and zod would come with them.
 */

/** What a nearby search asks: where, how far, and the searcher's today (the week starts on it). */
export interface NearbySearch {
  latitude: number;
  longitude: number;
  radiusMiles: number;
  date: string;
}

/**
 * The address of a nearby search: the browser's request, and the preload a city page names in its
 * head so that the browser has the answer before the page's code runs (decision 081).
 */
export function nearbyVenuesPath({ latitude, longitude, radiusMiles, date }: NearbySearch): string {
  const query = { lat: latitude, lng: longitude, radius_miles: radiusMiles, date };
  const pairs = Object.entries(query).map(([key, value]) => `${key}=${encodeURIComponent(value)}`);
  return `/api/venues/nearby?${pairs.join('&')}`;
}
