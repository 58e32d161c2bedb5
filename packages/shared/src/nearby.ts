import { z } from 'zod';
import {
  OCCURRENCE_STATUSES,
  SEARCH_RADIUS_MAX_MILES,
  SEARCH_RADIUS_MILES,
  VENUE_LIMIT,
} from './constants.ts';
import { isoDateParam, numberParam } from './query-params.ts';
import { PHOTO_CATEGORIES } from './venue-display.ts';

/** The most venues one nearby search may ask for. */
export const VENUE_LIMIT_MAX = 100;

/** `GET /api/venues/nearby` (DESIGN.md "Public search"). */
export const NearbyVenuesQuery = z.object({
  lat: numberParam({ min: -90, max: 90 }),
  lng: numberParam({ min: -180, max: 180 }),
  radius_miles: numberParam({
    min: 0.1,
    max: SEARCH_RADIUS_MAX_MILES,
    default: SEARCH_RADIUS_MILES,
  }),
  limit: numberParam({ min: 1, max: VENUE_LIMIT_MAX, integer: true, default: VENUE_LIMIT }),
  /** The visitor's local date: the week shown starts on it. Default: today in UTC. */
  date: isoDateParam.optional(),
});
export type NearbyVenuesQuery = z.infer<typeof NearbyVenuesQuery>;

export const NearbyOccurrence = z.object({
  date: z.string(),
  status: z.enum(OCCURRENCE_STATUSES),
  /** The host's public note ("closed for Thanksgiving"). */
  note: z.string().optional(),
  /** Tonight's theme or the host's short note to players (decision 208). */
  theme: z.string().optional(),
  /** Reported as not happening by enough visitors. */
  reported: z.literal(true).optional(),
  /** Teams that said "We're coming", when any; the event's `maxTeams` is the limit. */
  teams: z.number().optional(),
});
export type NearbyOccurrence = z.infer<typeof NearbyOccurrence>;

/**
 * Optional fields are absent rather than null when there is nothing to say: the nearby search is
 * the busiest answer, and it carries no empty fields (decision 014).
 */
export const NearbyEvent = z.object({
  id: z.string(),
  eventType: z.string(),
  /** The name shown: the event type, or a provider's own title (spec §9, Nerdy Talk). */
  title: z.string(),
  dayOfWeek: z.string(),
  /** 'HH:MM' */
  startTime: z.string(),
  endTime: z.string().optional(),
  frequency: z.string(),
  prizeAmount: z.number().optional(),
  prizeDescription: z.string().optional(),
  maxTeams: z.number().optional(),
  providerName: z.string().optional(),
  /** When a provider or admin last confirmed the schedule (ISO timestamp). */
  verifiedAt: z.string().optional(),
  /** The day its provider's feed last read well and it matched, 'YYYY-MM-DD'. */
  feedSyncedOn: z.string().optional(),
  /** The event's dates in the week asked for, with the status of any stored occurrence. */
  occurrences: z.array(NearbyOccurrence),
});
export type NearbyEvent = z.infer<typeof NearbyEvent>;

export const NearbyVenue = z.object({
  id: z.string(),
  /** Its public page's slug: `/trivia-at-{slug}`. */
  slug: z.string(),
  name: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  distanceMiles: z.number(),
  photoUrl: z.string().optional(),
  photoCategory: z.enum(PHOTO_CATEGORIES),
  timezone: z.string().optional(),
  events: z.array(NearbyEvent),
});
export type NearbyVenue = z.infer<typeof NearbyVenue>;

export const NearbyVenuesResponse = z.object({
  /** The first day of the week the occurrences cover. */
  date: z.string(),
  radiusMiles: z.number(),
  venues: z.array(NearbyVenue),
});
export type NearbyVenuesResponse = z.infer<typeof NearbyVenuesResponse>;
