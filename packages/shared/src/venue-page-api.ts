import { z } from 'zod';
import { NearbyEvent } from './nearby.ts';
import { PHOTO_CATEGORIES } from './venue-display.ts';
import { CALENDAR_FEED_MAX_VENUES } from './venue-pages.ts';

/**
 * The API shapes of public venue pages and calendar feeds (issue 15), apart from `venue-pages.ts`
 * so that the browser's first bundle, which builds venue page links, does not carry zod's
 * validators.
 */

export const VenuePageParams = z.object({
  slug: z
    .string()
    .max(160, 'must be at most 160 characters')
    .regex(
      /^(?:[a-z0-9]+-)+[0-9a-f]{4}$/,
      'must be lower-case words and dashes ending in a four-digit short id',
    ),
});

/** A venue as its public page shows it. */
export const PublicVenue = z.object({
  id: z.string(),
  /** `the-crown-pub-franklin-tn-3f9a` */
  slug: z.string(),
  name: z.string(),
  address: z.string(),
  latitude: z.number().optional(),
  longitude: z.number().optional(),
  photoUrl: z.string().optional(),
  photoCategory: z.enum(PHOTO_CATEGORIES),
  website: z.string().optional(),
  phone: z.string().optional(),
  /** The venue's IANA time zone (UTC when it has no position). */
  timezone: z.string(),
  /** The town the venue is in (or nearest to), with its city page's slug. */
  town: z
    .object({
      name: z.string(),
      stateCode: z.string(),
      stateName: z.string().optional(),
      citySlug: z.string(),
    })
    .optional(),
});
export type PublicVenue = z.infer<typeof PublicVenue>;

/** "More trivia nearby" on a venue page (issue 31): another venue with a night this week. */
export const NearbyVenueLink = z.object({
  slug: z.string(),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  distanceMiles: z.number(),
  /** Its next night that is not cancelled, within the week from today. */
  next: z.object({ title: z.string(), date: z.string(), startTime: z.string() }),
});
export type NearbyVenueLink = z.infer<typeof NearbyVenueLink>;

/** `GET /api/venue-pages/{slug}`: the venue and its active events with the next 4 weeks of nights. */
export const VenuePageResponse = z.object({
  /** The venue's today: the first day of the nights listed. */
  today: z.string(),
  venue: PublicVenue.nullable(),
  events: z.array(NearbyEvent),
  /** The nearest other venues with a night this week, nearest first (at most 4). */
  nearby: z.array(NearbyVenueLink),
  /**
   * The public providers of its events (issue 33), each with its page's slug and the ids of the
   * events it hosts here: the page links each event's host to its page.
   */
  providers: z.array(
    z.object({ slug: z.string(), name: z.string(), eventIds: z.array(z.string()) }),
  ),
});
export type VenuePageResponse = z.infer<typeof VenuePageResponse>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `GET /calendar.ics?venues={id},{id}`: one feed for up to 50 venues (saved venues). */
export const CombinedCalendarQuery = z.object({
  venues: z
    .string({ error: 'must list venue ids separated by commas' })
    .max(CALENDAR_FEED_MAX_VENUES * 37, `must list at most ${CALENDAR_FEED_MAX_VENUES} venue ids`)
    .transform((text, context) => {
      const ids = [...new Set(text.split(',').map((id) => id.trim().toLowerCase()))];
      const bad = ids.filter((id) => !UUID.test(id));
      if (ids.length === 0 || (ids.length === 1 && ids[0] === '')) {
        context.addIssue({ code: 'custom', message: 'must list at least one venue id' });
        return z.NEVER;
      }
      if (bad.length > 0) {
        context.addIssue({
          code: 'custom',
          message: `holds ids that are not venue ids: ${bad.slice(0, 5).join(', ')}`,
        });
        return z.NEVER;
      }
      if (ids.length > CALENDAR_FEED_MAX_VENUES) {
        context.addIssue({
          code: 'custom',
          message: `must list at most ${CALENDAR_FEED_MAX_VENUES} venue ids (it lists ${ids.length})`,
        });
        return z.NEVER;
      }
      return ids;
    }),
});

/** `?night={eventId}_{YYYY-MM-DD}`: one night of a venue's feed (Add to calendar). */
export const VenueCalendarQuery = z.object({
  night: z
    .string()
    .max(60, 'must be at most 60 characters')
    .regex(
      /^[0-9a-f-]{36}_\d{4}-\d{2}-\d{2}$/,
      'must be an event id and a date like {id}_2026-11-24',
    )
    .optional(),
});
