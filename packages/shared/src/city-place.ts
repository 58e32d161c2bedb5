import { z } from 'zod';

/**
 * The API shapes of city pages (`GET /api/places/{slug}`), apart from `city-pages.ts` so that the
 * browser's first bundle, which uses the city page rules, does not carry zod's validators.
 */

/** The place a city page is about, as the server resolved it. */
export const CityPlace = z.object({
  slug: z.string(),
  /** The name shown, derived from the slug: "Franklin, TN". */
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** The place's IANA time zone; its dates are the page's Today and This Week. */
  timezone: z.string(),
  /** The place's date when the page was answered. */
  today: z.string(),
  stateCode: z.string().optional(),
  stateName: z.string().optional(),
});
export type CityPlace = z.infer<typeof CityPlace>;

/**
 * One pattern and a length, as the public API's document says them (decision 178); the pattern
 * admits no control character, so the text rule needs no second one.
 */
export const CityPlaceParams = z.object({
  slug: z
    .string()
    .max(120, 'slug must be at most 120 characters')
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug must be lower-case letters, digits and dashes'),
});

/** `GET /api/places/{slug}`: the place, or null when the gazetteer does not know it. */
export const CityPlaceResponse = z.object({ place: CityPlace.nullable() });
export type CityPlaceResponse = z.infer<typeof CityPlaceResponse>;
