import { EARTH_RADIUS_MILES } from '@trivia/shared';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';

/**
 * The nearby search's ranking, defined once (spec §9 "by distance then venue name", decision 106):
 * nearer first, and at the same distance by name in code-point order. The statement ranks in SQL
 * and the listing kept in memory in JavaScript; the two definitions sit side by side here, and
 * `test/services/nearby/ranking.test.ts` drives both over the same venues, ties included.
 */

/** A listed venue: its id, its row's version (`xmin`, which the answer's fragments key on) and its distance. */
export const ListedRow = z.object({ id: z.string(), version: z.string(), distance: z.number() });
export type ListedRow = z.infer<typeof ListedRow>;

/** As PostgreSQL's `radians()`: the degrees times this one constant. */
const RADIANS_PER_DEGREE = Math.PI / 180;

/**
 * The great-circle (haversine) distance in miles from a point to the venue at
 * (`venue.latitude`, `venue.longitude`), in SQL.
 */
export function distanceSql(latitude: number, longitude: number, venue: string): SQL {
  const at = sql.raw(venue);
  return sql`${EARTH_RADIUS_MILES}::float8 * 2 * asin(least(1, sqrt(
        sin(radians(${at}.latitude - ${latitude}::float8) / 2) ^ 2
        + cos(radians(${latitude}::float8)) * cos(radians(${at}.latitude))
          * sin(radians(${at}.longitude - ${longitude}::float8) / 2) ^ 2)))`;
}

/** The same distance in JavaScript, operation for operation, so that both give the same number. */
export function distanceMiles(
  latitude: number,
  longitude: number,
  venueLatitude: number,
  venueLongitude: number,
): number {
  const halfLatitude = Math.sin(((venueLatitude - latitude) * RADIANS_PER_DEGREE) / 2);
  const halfLongitude = Math.sin(((venueLongitude - longitude) * RADIANS_PER_DEGREE) / 2);
  const h =
    halfLatitude * halfLatitude +
    Math.cos(latitude * RADIANS_PER_DEGREE) *
      Math.cos(venueLatitude * RADIANS_PER_DEGREE) *
      halfLongitude *
      halfLongitude;
  return EARTH_RADIUS_MILES * 2 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The rank in SQL, over rows with `distance` and `name`: names compare byte for byte (UTF-8). */
export const RANK_ORDER_SQL = sql`order by distance, name collate "C"`;

/** Code-point order, which is UTF-8's byte order: what `collate "C"` compares. */
function compareNames(a: string, b: string): number {
  const left = [...a];
  const right = [...b];
  for (let index = 0; index < Math.min(left.length, right.length); index += 1) {
    const difference = (left[index]?.codePointAt(0) ?? 0) - (right[index]?.codePointAt(0) ?? 0);
    if (difference !== 0) return difference;
  }
  return left.length - right.length;
}

/** The rank in JavaScript: `RANK_ORDER_SQL`'s order. */
export function compareRank(
  a: { distance: number; name: string },
  b: { distance: number; name: string },
): number {
  return a.distance - b.distance || compareNames(a.name, b.name);
}

/**
 * The first `limit` of `found` (the venues within the radius, any order) by rank, or null when two
 * of them are exactly as far: the listing kept in memory has no names, so the statement ranks a
 * tie.
 */
export function rankWithoutNames<T extends { distance: number }>(
  found: T[],
  limit: number,
): T[] | null {
  const ranked = found.toSorted((a, b) => a.distance - b.distance);
  for (let at = 1; at < ranked.length; at += 1) {
    if (ranked[at]?.distance === ranked[at - 1]?.distance) return null;
  }
  return ranked.slice(0, limit);
}
