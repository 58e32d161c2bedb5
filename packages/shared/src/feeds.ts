import { z } from 'zod';
import { checkEventRules, EVENT_FIELDS } from './events.ts';
import { type EventFacts, managesVenue } from './permissions.ts';
import { calendarDate, safeText, singleLineText } from './text.ts';

/**
 * Provider feeds: a provider's own published schedule, read into ours. Every format is
 * read into one `FeedDocument` (our own published JSON shape) and checked by the same rules as
 * the event form, so a feed brings in nothing a person could not type.
 */

export const FEED_FORMATS = ['ical', 'csv', 'json', 'jsonld'] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];

export const FEED_FORMAT_LABELS: Record<FeedFormat, string> = {
  ical: 'iCalendar',
  csv: 'CSV',
  json: 'JSON (our shape)',
  jsonld: 'Web page with schema.org Event JSON-LD',
};

/** A person's answer to "is this the same venue?" (the review queue). */
export const VENUE_MATCH_ANSWERS = ['same', 'different'] as const;
export type VenueMatchAnswer = (typeof VENUE_MATCH_ANSWERS)[number];

/** The columns of a schedule CSV, one row per event (`apps/web/public/feeds/sample.csv`). */
export const FEED_CSV_COLUMNS = [
  'venue_name',
  'address',
  'latitude',
  'longitude',
  'venue_id',
  'event_id',
  'event_type',
  'day',
  'start',
  'end',
  'frequency',
  'week_of_month',
  'date',
  'prize_amount',
  'prize_description',
  'max_teams',
  'cancelled_dates',
  'first_night',
  'last_night',
] as const;

export const FEED_LIMITS = {
  /** One read: bytes, time, redirects. */
  bytes: 5 * 1024 * 1024,
  timeoutMs: 10_000,
  redirects: 5,
  venues: 5_000,
  eventsPerVenue: 100,
  cancelledPerEvent: 200,
  intervalHours: { min: 1, max: 24 * 7, default: 24 },
  /** Failed reads in a row before the provider is mailed once. */
  failuresBeforeMail: 3,
  /** How many of each kind of change a preview lists (the counts are always whole). */
  previewItems: 200,
} as const;

const feedId = safeText({ max: 300 }).trim().min(1, 'is required');
const optionalText = (max: number) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    safeText({ max }).trim().optional(),
  );
const coordinate = (min: number, max: number) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.number().min(min).max(max).optional(),
  );

export const FeedCancelledNight = z.object({
  date: calendarDate('Use a date like 2026-12-31'),
  note: optionalText(200),
});
export type FeedCancelledNight = z.output<typeof FeedCancelledNight>;

export const FeedEvent = z
  .object({
    /** The feed's own id for the event (an iCalendar UID): what a later read is matched by. */
    id: feedId.optional(),
    eventType: EVENT_FIELDS.eventType.default('Trivia'),
    dayOfWeek: EVENT_FIELDS.dayOfWeek,
    startTime: EVENT_FIELDS.startTime,
    endTime: EVENT_FIELDS.endTime.default(null),
    frequency: EVENT_FIELDS.frequency,
    weekOfMonth: EVENT_FIELDS.weekOfMonth,
    eventDate: EVENT_FIELDS.eventDate,
    prizeAmount: EVENT_FIELDS.prizeAmount.default(null),
    prizeDescription: EVENT_FIELDS.prizeDescription.default(null),
    maxTeams: EVENT_FIELDS.maxTeams.default(null),
    cancelledDates: z.array(FeedCancelledNight).max(FEED_LIMITS.cancelledPerEvent).default([]),
    /**
     * A weekly or monthly series' first and last night (decision 171): an iCalendar's DTSTART and
     * UNTIL or COUNT, a season's dates. No night outside them is listed; null: unbounded.
     */
    firstNight: EVENT_FIELDS.eventDate,
    lastNight: EVENT_FIELDS.eventDate,
  })
  .superRefine(checkEventRules)
  .superRefine((event, ctx) => {
    if (event.firstNight && event.lastNight && event.lastNight < event.firstNight) {
      ctx.addIssue({
        code: 'custom',
        path: ['lastNight'],
        message: 'must not be before firstNight',
      });
    }
  })
  .superRefine((event, ctx) => {
    if (event.frequency === 'one-time' && !event.eventDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['eventDate'],
        message: 'A one-time event needs its date',
      });
    }
  });
export type FeedEvent = z.output<typeof FeedEvent>;

export const FeedVenue = z
  .object({
    /** The feed's own id for the venue, if it has one. */
    id: feedId.optional(),
    // One line, as the venue form stores them (decision 175).
    name: singleLineText({ max: 200, error: 'is required' }).min(1, 'is required'),
    address: singleLineText({ max: 300, error: 'is required' }).min(1, 'is required'),
    latitude: coordinate(-90, 90),
    longitude: coordinate(-180, 180),
    events: z.array(FeedEvent).max(FEED_LIMITS.eventsPerVenue).default([]),
  })
  .refine((venue) => (venue.latitude === undefined) === (venue.longitude === undefined), {
    path: ['longitude'],
    message: 'latitude and longitude go together',
  });
export type FeedVenue = z.output<typeof FeedVenue>;
export type FeedVenueInput = z.input<typeof FeedVenue>;

/** Our published JSON shape (`/api/feeds/schema.json` is its JSON Schema). */
export const FeedDocument = z.object({
  $schema: z.string().optional(),
  venues: z.array(FeedVenue).max(FEED_LIMITS.venues),
});
export type FeedDocument = z.output<typeof FeedDocument>;

/** Something in a feed that was left out, and why ("Venue 3 (The Crown), event 2: startTime …"). */
export const FeedProblem = z.object({ where: z.string(), message: z.string() });
export type FeedProblem = z.infer<typeof FeedProblem>;

/** A feed as read: the venues that passed the rules, and what was left out. */
export interface FeedRead {
  venues: FeedVenue[];
  problems: FeedProblem[];
}

const httpUrl = safeText({ max: 2000, error: 'Enter the http(s) address of the feed' })
  .trim()
  .pipe(z.url({ protocol: /^https?$/, error: 'Enter the http(s) address of the feed' }));

/** Adding or changing a feed. A CSV may be uploaded instead of read from a URL (`url` null). */
export const FeedInput = z
  .object({
    providerId: z.uuid('Choose a provider'),
    name: singleLineText({ max: 100, error: 'Name is required' }).min(1, 'Name is required'),
    format: z.enum(FEED_FORMATS, { error: `Must be one of ${FEED_FORMATS.join(', ')}` }),
    url: z.preprocess((value) => (value === '' ? null : value), httpUrl.nullable()).default(null),
    autoApply: z.boolean().default(false),
    intervalHours: z
      .number({ error: 'Enter a whole number of hours' })
      .int('Enter a whole number of hours')
      .min(FEED_LIMITS.intervalHours.min, `At least ${FEED_LIMITS.intervalHours.min} hour`)
      .max(FEED_LIMITS.intervalHours.max, `At most ${FEED_LIMITS.intervalHours.max} hours`)
      .default(FEED_LIMITS.intervalHours.default),
  })
  .refine((feed) => feed.url !== null || feed.format === 'csv', {
    path: ['url'],
    message: 'Enter the http(s) address of the feed',
  });
export type FeedInput = z.input<typeof FeedInput>;
export type FeedData = z.output<typeof FeedInput>;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const TOO_LARGE = 'The file is larger than 5 MB';

/**
 * An uploaded file, for a feed without a URL (a CSV), or to preview one read by hand: its bytes
 * in base64 (`file`), which the server decodes in the file's own character set — its byte order
 * mark, the `charset` given with it, else UTF-8 (decision 174) — or text already decoded
 * (`content`).
 */
export const FeedReadInput = z
  .object({
    content: safeText({ max: FEED_LIMITS.bytes, tooLong: TOO_LARGE }).optional(),
    file: z
      .object({
        data: safeText({ max: Math.ceil(FEED_LIMITS.bytes / 3) * 4, tooLong: TOO_LARGE }).regex(
          BASE64,
          'Must be the file in base64',
        ),
        charset: safeText({ max: 40 }).trim().optional(),
      })
      .optional(),
  })
  .refine((input) => input.content === undefined || input.file === undefined, {
    path: ['file'],
    message: 'Send the file or its text, not both',
  });
export type FeedReadInput = z.input<typeof FeedReadInput>;

export const FeedCounts = z.object({
  /** Venues an earlier read linked already. */
  venuesLinked: z.number().int(),
  venuesNew: z.number().int(),
  venuesMatched: z.number().int(),
  venuesUncertain: z.number().int(),
  /**
   * Venues the feed brought in whose name or address the source changed since its last read
   * (decision 153). Absent from counts kept before it was counted.
   */
  venuesChanged: z.number().int().optional(),
  eventsNew: z.number().int(),
  eventsChanged: z.number().int(),
  eventsUnchanged: z.number().int(),
  eventsGone: z.number().int(),
  /**
   * Events waiting in the review queue: at a venue to be reviewed, or matching another host's
   * event that its managers are asked to hand over (decision 150). Brought in once answered.
   */
  eventsWaiting: z.number().int(),
  nightsCancelled: z.number().int(),
  problems: z.number().int(),
});
export type FeedCounts = z.infer<typeof FeedCounts>;

/** What a read found, against what we hold (the preview), or what an apply changed. */
export const FeedChanges = z.object({
  counts: FeedCounts,
  venues: z.array(
    z.object({
      name: z.string(),
      address: z.string(),
      outcome: z.enum(['new', 'matched', 'uncertain']),
      /** Ours: the matched venue, or the best candidate of an uncertain one. */
      venueId: z.string().nullable(),
      venueName: z.string().nullable(),
    }),
  ),
  events: z.array(
    z.object({
      venueName: z.string(),
      label: z.string(),
      /**
       * waiting: another host lists this night, its managers are asked (decision 150); declined:
       * they said no, so it is not listed; leftAlone: the feed kept it, but another provider runs
       * it now.
       */
      outcome: z.enum(['new', 'changed', 'gone', 'waiting', 'declined', 'leftAlone']),
      /** The fields that differ (changed events). */
      fields: z.array(z.string()),
    }),
  ),
  nightsCancelled: z.array(
    z.object({
      venueName: z.string(),
      label: z.string(),
      date: z.string(),
      note: z.string().nullable(),
    }),
  ),
  problems: z.array(FeedProblem),
});
export type FeedChanges = z.infer<typeof FeedChanges>;

export const FeedPreviewResponse = z.object({
  /** Nothing was read because the source has not changed since the last read (304). */
  notModified: z.boolean(),
  applied: z.boolean(),
  changes: FeedChanges,
});
export type FeedPreviewResponse = z.infer<typeof FeedPreviewResponse>;

export const FeedSummary = z.object({
  id: z.string(),
  providerId: z.string(),
  providerName: z.string(),
  name: z.string(),
  format: z.enum(FEED_FORMATS),
  url: z.string().nullable(),
  autoApply: z.boolean(),
  intervalHours: z.number().int(),
  lastReadAt: z.string().nullable(),
  lastSuccessAt: z.string().nullable(),
  lastChangeAt: z.string().nullable(),
  consecutiveFailures: z.number().int(),
  lastError: z.string().nullable(),
  lastCounts: FeedCounts.nullable(),
  /** Venues of this feed waiting in the review queue. */
  pendingReviews: z.number().int(),
  /** Other hosts' events this feed asks to take over, waiting for their managers (decision 150). */
  pendingProposals: z.number().int(),
});
export type FeedSummary = z.infer<typeof FeedSummary>;

export const FeedListResponse = z.object({ feeds: z.array(FeedSummary) });

export const VenueReview = z.object({
  id: z.string(),
  feedId: z.string(),
  feedName: z.string(),
  incoming: z.object({
    name: z.string(),
    address: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  }),
  candidate: z.object({ id: z.string(), name: z.string(), address: z.string() }),
  score: z.number(),
});
export type VenueReview = z.infer<typeof VenueReview>;
export const VenueReviewListResponse = z.object({ reviews: z.array(VenueReview) });
export const VenueReviewAnswer = z.object({
  answer: z.enum(VENUE_MATCH_ANSWERS, { error: "Must be 'same' or 'different'" }),
});

/** An answer to "may this feed take over your event?" (decision 150). */
export const EVENT_PROPOSAL_ANSWERS = ['accept', 'decline'] as const;
export type EventProposalAnswer = (typeof EVENT_PROPOSAL_ANSWERS)[number];

/**
 * A feed's night that matches an event another host lists (decision 150): the event's managers
 * (or an admin) accept, and it becomes the feed's, or decline. The feed's own provider sees it
 * wait (`canAnswer` false).
 */
export const EventProposal = z.object({
  id: z.string(),
  feedId: z.string(),
  feedName: z.string(),
  /** The provider whose feed asks. */
  providerName: z.string(),
  /** The night as the feed has it: 'Trivia, Tuesday 7:00 PM'. */
  incomingLabel: z.string(),
  event: z.object({
    id: z.string(),
    label: z.string(),
    venueId: z.string(),
    venueName: z.string(),
    /** Who runs it now; null: self-hosted. */
    providerName: z.string().nullable(),
  }),
  /** Whether the asker may answer it (the event's managers and admins). */
  canAnswer: z.boolean(),
  createdAt: z.string(),
});
export type EventProposal = z.infer<typeof EventProposal>;
export const EventProposalListResponse = z.object({ proposals: z.array(EventProposal) });
export const EventProposalAnswerInput = z.object({
  answer: z.enum(EVENT_PROPOSAL_ANSWERS, { error: "Must be 'accept' or 'decline'" }),
});

/** The duplicate finder (admins): pairs of our venues that may be one, best first. */
const VenueBrief = z.object({ id: z.string(), name: z.string(), address: z.string() });
export const DuplicateVenuesResponse = z.object({
  pairs: z.array(
    z.object({
      a: VenueBrief,
      b: VenueBrief,
      score: z.number(),
      kind: z.enum(['certain', 'uncertain']),
    }),
  ),
});
export type DuplicateVenuesResponse = z.infer<typeof DuplicateVenuesResponse>;
export const DistinctVenuesInput = z.object({
  venueIds: z.tuple([z.uuid('must be venue ids'), z.uuid('must be venue ids')]),
});
export const MergeVenuesInput = z.object({ mergedVenueId: z.uuid('must be a venue id') });
export const MergeVenuesResponse = z.object({ movedEvents: z.number().int() });

/**
 * What a feed keeps: read-only here while the feed keeps the event or the venue it
 * brought in, like the spec's Google fields; the rest stays editable (max teams, which is the
 * host's once the event exists (decision 155), the "I checked this schedule" mark, a venue's status
 * and details). An admin may correct the name and address of a venue a feed brought in: the feed
 * changes them again only when its source does (decision 153).
 */
export const FEED_OWNED_EVENT_FIELDS = [
  'venueId',
  'providerId',
  'eventType',
  'dayOfWeek',
  'startTime',
  'endTime',
  'frequency',
  'weekOfMonth',
  'eventDate',
  'prizeAmount',
  'prizeDescription',
  'isActive',
] as const;
export const FEED_OWNED_VENUE_FIELDS = ['nameOriginal', 'addressOriginal'] as const;

export const managedByFeed = (feedName: string) =>
  `Managed by ${feedName}: change it at the source`;
/** What an admin reads under the name and address a feed keeps in step (decision 153). */
export const keptInStepByFeed = (feedName: string) =>
  `Kept in step with ${feedName}: a correction here stays until the source changes it`;

/**
 * What a provider's feed may change by itself (decision 150): an event its provider runs, or a
 * self-hosted one at a venue a member of the provider manages (`managesVenue`, the hand rule).
 * Narrower than a member's own rights (`managesEvent` also reaches other providers' events at
 * their venues): anything else is a proposal for the event's own managers.
 */
export function feedMayChangeEvent(
  feed: { providerId: string; memberUserIds: readonly string[] },
  event: EventFacts,
): boolean {
  if (event.providerId !== null) return event.providerId === feed.providerId;
  return feed.memberUserIds.some((userId) =>
    managesVenue(
      { userId, isAdmin: false, profileRole: 'venue_owner', providerIds: [feed.providerId] },
      event.venue,
    ),
  );
}

/**
 * Our own pages and calendars name us as their maker (decision 152): `<meta name="generator">` in
 * every page's head, and the calendars' PRODID. A feed whose text carries either is refused.
 */
export const SITE_GENERATOR = 'Trivia Near Me';
