import { z } from 'zod';
import { AUTOCOMPLETE } from './constants.ts';
import { numberParam } from './query-params.ts';
import { safeText } from './text.ts';

/**
 * `GET /api/nominatim/search`: the parameters and answer of Nominatim's search (spec §7), served
 * from the offline gazetteer. Parameters Nominatim has and we do not use are ignored.
 */
export const PlaceSearchQuery = z.object({
  q: safeText({ max: 200, tooLong: 'must be at most 200 characters' }).default(''),
  format: z.enum(['json', 'jsonv2'], { error: 'must be json' }).default('json'),
  /** Nominatim caps the limit silently; so do we, at the spec's 5. */
  limit: numberParam({ min: 1, max: 50, integer: true })
    .default(AUTOCOMPLETE.limit)
    .transform((limit) => Math.min(limit, AUTOCOMPLETE.limit)),
  countrycodes: safeText({ max: 100 })
    .regex(/^[a-zA-Z]{2}(,[a-zA-Z]{2})*$/, 'must be a comma-separated list of country codes')
    .optional(),
  addressdetails: z.enum(['0', '1'], { error: 'must be 0 or 1' }).default('0'),
});
export type PlaceSearchQuery = z.infer<typeof PlaceSearchQuery>;

export const PlaceAddressSchema = z.object({
  city: z.string().optional(),
  town: z.string().optional(),
  village: z.string().optional(),
  state: z.string().optional(),
  'ISO3166-2-lvl4': z.string().optional(),
  postcode: z.string().optional(),
  country: z.string(),
  country_code: z.literal('us'),
});

export const Place = z.object({
  place_id: z.number(),
  /** Nominatim sends coordinates as text. */
  lat: z.string(),
  lon: z.string(),
  class: z.string(),
  type: z.string(),
  name: z.string(),
  display_name: z.string(),
  address: PlaceAddressSchema.optional(),
});
export type Place = z.infer<typeof Place>;

export const PlaceSearchResponse = z.array(Place);
export type PlaceSearchResponse = z.infer<typeof PlaceSearchResponse>;

/** `GET /api/geocode/reverse`: the nearest town within 50 miles, as 'City, ST'. */
export const ReverseGeocodeQuery = z.object({
  lat: numberParam({ min: -90, max: 90 }),
  lon: numberParam({ min: -180, max: 180 }),
});
export type ReverseGeocodeQuery = z.infer<typeof ReverseGeocodeQuery>;

export const ReverseGeocodeResponse = z.object({ name: z.string().nullable() });
export type ReverseGeocodeResponse = z.infer<typeof ReverseGeocodeResponse>;

/** How far reverse geocoding looks for a town. */
export const REVERSE_GEOCODE_MAX_MILES = 50;
