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
  VenuePageParams,
  VenuePageResponse,
} from '@trivia/shared';
import type { z } from 'zod';

/**
 * The public API's shapes (decision 142): the app's own schemas, with what a 404 answers instead
 * of null taken out. The OpenAPI document at `/api/openapi.json` is generated from these.
 */

export const PublicNearbyQuery = NearbyVenuesQuery;
export const PublicNearbyResponse = NearbyVenuesResponse;

export const PublicVenueParams = VenuePageParams;
/** A venue with its active events and their nights over the next four weeks, and more nearby. */
export const PublicVenueResponse = VenuePageResponse.extend({ venue: PublicVenue });
export type PublicVenueResponse = z.infer<typeof PublicVenueResponse>;

export const PublicProviderParams = ProviderPageParams;
/** A provider with every venue where it has an active event, and its nights there. */
export const PublicProviderResponse = ProviderPageResponse.extend({ provider: PublicProvider });
export type PublicProviderResponse = z.infer<typeof PublicProviderResponse>;

export const PublicCityParams = CityPlaceParams;
/** A city (`franklin-tn`) and the venues within 30 miles of it with their nights this week. */
export const PublicCityResponse = NearbyVenuesResponse.extend({ city: CityPlace });
export type PublicCityResponse = z.infer<typeof PublicCityResponse>;

/** The answers every public route documents besides its 200. */
export const PUBLIC_ERRORS = {
  400: ErrorBody.describe('A parameter is wrong; the message and details name it.'),
  429: ErrorBody.describe('Too many requests from this address; wait Retry-After seconds.'),
} as const;
export const NOT_FOUND = { 404: ErrorBody.describe('Nothing has this slug.') } as const;
