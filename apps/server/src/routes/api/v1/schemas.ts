import {
  CityPlace,
  CityPlaceParams,
  ErrorBody,
  NearbyVenuesQuery,
  NearbyVenuesResponse,
  ProviderPageParams,
  ProviderPageResponse,
  PublicProvider,
  PublicVenue,
  SEARCH_RADIUS_MAX_MILES,
  SEARCH_RADIUS_MILES,
  SeasonSlugParams,
  StandingsResponse,
  VENUE_LIMIT,
  VENUE_LIMIT_MAX,
  VenuePageParams,
  VenuePageResponse,
} from '@trivia/shared';
import { z } from 'zod';

/**
 * The public API's shapes (decision 142): the app's own schemas, with what a 404 answers instead
 * of null taken out. The OpenAPI document at `/api/openapi.json` is generated from these.
 */

const nearby = NearbyVenuesQuery.shape;
/**
 * The app's nearby query, with what the docs page says of each parameter. Its types, bounds,
 * defaults and the date's format and window come from the schemas themselves (decision 178).
 * (zod leaves a preprocessed parameter's `examples` out of its input schema, and keeps `example`.)
 */
export const PublicNearbyQuery = NearbyVenuesQuery.extend({
  lat: nearby.lat.meta({ description: 'Latitude, -90 to 90.', example: 36.1627 }),
  lng: nearby.lng.meta({ description: 'Longitude, -180 to 180.', example: -86.7816 }),
  radius_miles: nearby.radius_miles.meta({
    description: `Miles around the position, 0.1 to ${SEARCH_RADIUS_MAX_MILES} (default ${SEARCH_RADIUS_MILES}).`,
  }),
  limit: nearby.limit.meta({
    description: `The most venues, 1 to ${VENUE_LIMIT_MAX} (default ${VENUE_LIMIT}).`,
  }),
  date: nearby.date.meta({
    description:
      'The first day of the week of nights, YYYY-MM-DD, from 2000-01-01 to 2100-12-31 (default: today in UTC).',
  }),
});
export const PublicNearbyResponse = NearbyVenuesResponse;

export const PublicVenueParams = z.object({
  slug: VenuePageParams.shape.slug.meta({
    description: 'The end of the venue page’s address: `/trivia-at-{slug}`.',
  }),
});
/** A venue with its active events and their nights over the next four weeks, and more nearby. */
export const PublicVenueResponse = VenuePageResponse.extend({ venue: PublicVenue });
export type PublicVenueResponse = z.infer<typeof PublicVenueResponse>;

export const PublicProviderParams = z.object({
  slug: ProviderPageParams.shape.slug.meta({
    description: 'The end of the provider page’s address: `/trivia-by-{slug}`.',
  }),
});
/** A provider with every venue where it has an active event, and its nights there. */
export const PublicProviderResponse = ProviderPageResponse.extend({ provider: PublicProvider });
export type PublicProviderResponse = z.infer<typeof PublicProviderResponse>;

export const PublicCityParams = z.object({
  slug: CityPlaceParams.shape.slug.meta({
    description: 'A town and state (`nashville-tn`) or a ZIP code: `/trivia-near-{slug}`.',
    examples: ['nashville-tn'],
  }),
});
/** A city (`franklin-tn`) and the venues within 30 miles of it with their nights this week. */
export const PublicCityResponse = NearbyVenuesResponse.extend({ city: CityPlace });
export type PublicCityResponse = z.infer<typeof PublicCityResponse>;

export const PublicSeasonParams = z.object({
  slug: SeasonSlugParams.shape.slug.meta({
    description: 'The season’s slug: its name’s words and a short id, `winter-league-3f9a`.',
  }),
});
/** A season and its standings, computed from its nights' posted results (decision 207). */
export const PublicStandingsResponse = StandingsResponse;

/** The answers every public route documents besides its 200. */
export const PUBLIC_ERRORS = {
  400: ErrorBody.describe('A parameter is wrong; the message and details name it.'),
  429: ErrorBody.describe('Too many requests from this address; wait Retry-After seconds.'),
} as const;
export const NOT_FOUND = { 404: ErrorBody.describe('Nothing has this slug.') } as const;
