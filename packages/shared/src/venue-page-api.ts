import { z } from 'zod';
import { CITY_PAGE_RADIUS_MILES } from './city-pages.ts';
import { DAYS_OF_WEEK } from './constants.ts';
import { TRIVIA_SORTS } from './list-order.ts';
import { NearbyEvent } from './nearby.ts';
import { NightResultEntry } from './results.ts';
import { StandingsRowSchema } from './seasons.ts';
import { safeText } from './text.ts';
import { RADIUS_CHOICES, START_AFTER_CHOICES, type StartAfter } from './trivia-filters.ts';
import { TRIVIA_TABS } from './trivia-list.ts';
import { PHOTO_CATEGORIES } from './venue-display.ts';
import { CALENDAR_FEED_MAX_VENUES } from './venue-pages.ts';

/**
 * The API shapes of public venue pages and calendar feeds, apart from `venue-pages.ts`
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

/** "More trivia nearby" on a venue page: another venue with a night this week. */
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
/** A night's posted results as the venue page shows them (decision 205): its place order. */
export const VenueNightResults = z.object({
  eventId: z.string(),
  date: z.string(),
  /** The event's name as the page shows it. */
  title: z.string(),
  entries: z.array(NightResultEntry),
});
export type VenueNightResults = z.infer<typeof VenueNightResults>;

/** The most nights of results a venue page shows. */
export const VENUE_PAGE_RESULT_NIGHTS = 3;

/** The most teams of a season a venue page shows; its embed has the whole table. */
export const VENUE_PAGE_STANDINGS_TEAMS = 5;

/** A season running now over one of the venue's events, and its leaders (decision 207). */
export const VenueSeasonStandings = z.object({
  slug: z.string(),
  name: z.string(),
  /** Its nights with posted results. */
  nights: z.number().int(),
  rows: z.array(StandingsRowSchema),
});
export type VenueSeasonStandings = z.infer<typeof VenueSeasonStandings>;

export const VenuePageResponse = z.object({
  /** The venue's today: the first day of the nights listed. */
  today: z.string(),
  venue: PublicVenue.nullable(),
  events: z.array(NearbyEvent),
  /** The nearest other venues with a night this week, nearest first (at most 4). */
  nearby: z.array(NearbyVenueLink),
  /**
   * The public providers of its events, each with its page's slug and the ids of the
   * events it hosts here: the page links each event's host to its page.
   */
  providers: z.array(
    z.object({ slug: z.string(), name: z.string(), eventIds: z.array(z.string()) }),
  ),
  /**
   * Its latest nights with posted results, newest first (at most VENUE_PAGE_RESULT_NIGHTS).
   * Absent from an answer kept offline from before results.
   */
  results: z.array(VenueNightResults).optional(),
  /** The seasons running today over its events, with their leaders (at most 2). */
  standings: z.array(VenueSeasonStandings).optional(),
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

/** A choice among `values`, refused with a message that lists them. */
function choice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: `must be one of ${values.join(', ')}` });
}

const RADIUS_TEXT = RADIUS_CHOICES.map(String) as [string, ...string[]];
/** `?after=19`: the list's Starts after, in hours (`START_AFTER_CHOICES` are 'HH:00'). */
const AFTER_TEXT = START_AFTER_CHOICES.map((time) => time.slice(0, 2)) as [string, ...string[]];

/**
 * `GET /trivia-near-{slug}/calendar.ics` (decision 147): a city page's nights as a feed,
 * with the names and values of the list's own URL (`?radius=50&day=Thursday&after=19&cash=1&type=trivia`).
 * The radius, the day and the filters narrow the feed; the tab, sort and view only arrange the
 * page, and are taken (a copied page address works) but change nothing. A value the list would
 * not write is refused, naming its field.
 */
export const CityCalendarQuery = z.object({
  radius: choice(RADIUS_TEXT).transform(Number).default(CITY_PAGE_RADIUS_MILES),
  day: choice(DAYS_OF_WEEK).optional(),
  after: choice(AFTER_TEXT)
    .transform((hour) => `${hour}:00` as StartAfter)
    .optional(),
  cash: choice(['1']).optional(),
  themed: choice(['1']).optional(),
  type: safeText({ max: 80 })
    .trim()
    .min(1, 'must name an event type')
    .transform((type) => type.toLowerCase())
    .optional(),
  tab: choice(TRIVIA_TABS).optional(),
  sort: choice(TRIVIA_SORTS).optional(),
  view: choice(['list', 'map']).optional(),
});
export type CityCalendarQuery = z.infer<typeof CityCalendarQuery>;
