/** Great-circle distances in miles (spec §9 measures everything in miles). */
export const EARTH_RADIUS_MILES = 3958.7613;

export interface LatLng {
  latitude: number;
  longitude: number;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Haversine distance between two points, in miles. */
export function haversineMiles(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLng = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Whether a new position is far enough from the last one to search again (spec §9: more than
 * 0.001 degrees, about 110 m, in latitude or longitude).
 */
export function hasMovedFrom(previous: LatLng, next: LatLng, degrees: number): boolean {
  return (
    Math.abs(previous.latitude - next.latitude) > degrees ||
    Math.abs(previous.longitude - next.longitude) > degrees
  );
}
