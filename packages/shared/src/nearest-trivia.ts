import { z } from 'zod';
import { numberParam } from './query-params.ts';

/** How many venues the empty list names beyond the radius. */
export const NEAREST_TRIVIA_LIMIT = 3;

/**
 * `GET /api/venues/nearest?lat&lng`: the nearest venues with active trivia wherever they are, for
 * the empty list's "The nearest trivia is 212 mi away in Rapid City, SD".
 */
export const NearestTriviaQuery = z.object({
  lat: numberParam({ min: -90, max: 90 }),
  lng: numberParam({ min: -180, max: 180 }),
});
export type NearestTriviaQuery = z.infer<typeof NearestTriviaQuery>;

export const NearestTriviaVenue = z.object({
  id: z.string(),
  name: z.string(),
  /** 'Rapid City, SD'; null when no town lies within 50 miles of it. */
  town: z.string().nullable(),
  distanceMiles: z.number(),
  /** Its public page (`/trivia-at-{slug}`). */
  slug: z.string(),
});
export type NearestTriviaVenue = z.infer<typeof NearestTriviaVenue>;

export const NearestTriviaResponse = z.object({ venues: z.array(NearestTriviaVenue) });
export type NearestTriviaResponse = z.infer<typeof NearestTriviaResponse>;

/** '212 mi' far away, '0.4 mi' near: whole miles once past ten. */
export function formatFarDistance(miles: number): string {
  return miles >= 10 ? `${Math.round(miles)} mi` : `${(Math.round(miles * 10) / 10).toFixed(1)} mi`;
}
