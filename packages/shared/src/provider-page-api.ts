import { z } from 'zod';
import { NearbyEvent } from './nearby.ts';
import { PublicVenue, VenuePageParams, VenueSeasonStandings } from './venue-page-api.ts';

/**
 * The API shapes of a provider's public page: `/trivia-by-{slug}`, its calendar feed,
 * its embed and `/api/v1/providers/{slug}` all read one answer.
 */

/** `{slug}` of a provider's page: its name's words and a four-digit short id, as a venue's. */
export const ProviderPageParams = VenuePageParams;

/** A trivia provider as the public sees it. */
export const PublicProvider = z.object({
  id: z.string(),
  /** `geeks-who-drink-3f9a` */
  slug: z.string(),
  name: z.string(),
  website: z.string().optional(),
  description: z.string().optional(),
});
export type PublicProvider = z.infer<typeof PublicProvider>;

/** One venue of a provider's, with that provider's events there (and no one else's). */
export const ProviderVenue = z.object({
  venue: PublicVenue,
  /** The venue's today: the first day of its nights listed. */
  today: z.string(),
  events: z.array(NearbyEvent),
});
export type ProviderVenue = z.infer<typeof ProviderVenue>;

/** `GET /api/provider-pages/{slug}`: the provider and its venues, by venue name. */
export const ProviderPageResponse = z.object({
  provider: PublicProvider.nullable(),
  venues: z.array(ProviderVenue),
  /** The provider's seasons running today, each with its leaders (decision 207). */
  standings: z.array(VenueSeasonStandings).optional(),
});
export type ProviderPageResponse = z.infer<typeof ProviderPageResponse>;
