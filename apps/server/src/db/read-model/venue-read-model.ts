import {
  DAYS_OF_WEEK,
  FREQUENCIES,
  OCCURRENCE_STATUSES,
  REPORTS_TO_FLAG_NIGHT,
  VENUE_FALLBACK_TIME_ZONE,
  WEEKS_OF_MONTH,
} from '@trivia/shared';
import { z } from 'zod';
import type { eventOccurrences, events, triviaProviders, venues } from '../schema/index.ts';
import { type ColumnOf, SqlKeys } from './sql-keys.ts';

/**
 * THE definition of the nearby search's read model of a venue (decisions 014 and 030): the JSON
 * the database keeps in `venues.public_events` and `venues.public_nights`, one key a line, each
 * with its type and the SQL that computes it. From it come the migration's SQL
 * (`migration-sql.ts`: the function that computes the read model and the triggers that keep it, which
 * watch every column an expression reads) and the schemas that parse it on read
 * (`services/nearby/answer.ts`).
 *
 * A key whose SQL value may be null is `.optional()`: the stored JSON leaves null keys out
 * (`json_strip_nulls`), so the search reads no empty keys (decision 014).
 *
 * To add a key: add a line here, run `npm run db:read-model -- <migration name>` to write the
 * migration that rebuilds every venue's read model, and read the key in the service. The test
 * `venue-read-model-migration.test.ts` fails until the newest migration matches this file.
 */

/** What an event's key may read: its event, its provider (absent when self-hosted), its venue. */
export interface EventScope {
  e: ColumnOf<typeof events>;
  p: ColumnOf<typeof triviaProviders>;
  x: ColumnOf<typeof venues>;
}

/** What a night's key may read: the stored night and its event. */
export interface NightScope {
  o: ColumnOf<typeof eventOccurrences>;
  e: ColumnOf<typeof events>;
}

export const eventKeys = new SqlKeys<EventScope>();
const { key: eventKey } = eventKeys;

/** The venue's time zone, or the fallback for a venue without one (decision 101). */
const venueZone = ({ x }: Pick<EventScope, 'x'>) =>
  `coalesce(${x('timezone')}, '${VENUE_FALLBACK_TIME_ZONE}')`;

/** The event's creation date in the venue's calendar (`createdOnOf` in packages/shared). */
const createdOn = ({ e, x }: Pick<EventScope, 'e' | 'x'>) =>
  `(${e('createdAt')} AT TIME ZONE ${venueZone({ x })})::date`;

/** Sunday first, as `extract(dow …)` counts. */
const DAYS_FROM_SUNDAY = `ARRAY['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']`;

/**
 * A one-time event's night (`oneTimeDate` in packages/shared): its date, or the next such weekday
 * after its creation date.
 */
const oneTimeNight = ({ e, x }: Pick<EventScope, 'e' | 'x'>) => {
  const dayAfter = `(${createdOn({ e, x })} + 1)`;
  const weekday = `(array_position(${DAYS_FROM_SUNDAY}, ${e('dayOfWeek')}::text) - 1)`;
  return `coalesce(${e('eventDate')}, ${dayAfter} + (${weekday} - extract(dow FROM ${dayAfter})::int + 7) % 7)`;
};

/**
 * When an active event stops being listed (decision 100): a one-time event at the first moment of
 * the day after its night in the venue's time zone (it has passed once that day begins there); a
 * series with a last night (decision 171) at the first moment of the day after it; any other
 * event never ('infinity'). `venues.listed_until` is the latest of its active events'. (A one-time
 * night outside its bounds is `hasPassed` in packages/shared; a feed never stores one.)
 */
export const LISTED_UNTIL = ({ e, x }: Pick<EventScope, 'e' | 'x'>) =>
  `CASE WHEN ${e('frequency')} = 'one-time'` +
  ` THEN ((${oneTimeNight({ e, x })}) + 1)::timestamp AT TIME ZONE ${venueZone({ x })}` +
  ` WHEN ${e('lastNight')} IS NOT NULL` +
  ` THEN (${e('lastNight')} + 1)::timestamp AT TIME ZONE ${venueZone({ x })}` +
  ` ELSE 'infinity'::timestamptz END`;

/** One active event of the venue, in order of start time. */
export const PublicEvent = z.object({
  id: eventKey(z.string(), ({ e }) => e('id')),
  eventType: eventKey(z.string(), ({ e }) => e('eventType')),
  dayOfWeek: eventKey(z.enum(DAYS_OF_WEEK), ({ e }) => e('dayOfWeek')),
  /** 'HH:MM:SS' (a cast is much cheaper than to_char). */
  startTime: eventKey(z.string(), ({ e }) => `${e('startTime')}::text`),
  endTime: eventKey(z.string().optional(), ({ e }) => `${e('endTime')}::text`),
  frequency: eventKey(z.enum(FREQUENCIES), ({ e }) => e('frequency')),
  weekOfMonth: eventKey(z.enum(WEEKS_OF_MONTH).optional(), ({ e }) => e('weekOfMonth')),
  /** One-time events: 'YYYY-MM-DD'. */
  eventDate: eventKey(z.string().optional(), ({ e }) => `${e('eventDate')}::text`),
  /**
   * The creation date in the venue's time zone, which only a one-time event without a date needs
   * (its night is that day); absent for every other event.
   */
  createdOn: eventKey(
    z.string().optional(),
    ({ e, x }) =>
      `CASE WHEN ${e('frequency')} = 'one-time' AND ${e('eventDate')} IS NULL` +
      ` THEN ${createdOn({ e, x })}::text END`,
  ),
  /** A series' first and last night, 'YYYY-MM-DD' (decision 171); absent when unbounded. */
  firstNight: eventKey(z.string().optional(), ({ e }) => `${e('firstNight')}::text`),
  lastNight: eventKey(z.string().optional(), ({ e }) => `${e('lastNight')}::text`),
  prizeAmount: eventKey(z.number().optional(), ({ e }) => e('prizeAmount')),
  prizeDescription: eventKey(z.string().optional(), ({ e }) => e('prizeDescription')),
  maxTeams: eventKey(z.number().optional(), ({ e }) => e('maxTeams')),
  providerName: eventKey(z.string().optional(), ({ p }) => p('name')),
  /** The day its provider's feed last read well, 'YYYY-MM-DD'. */
  feedSyncedOn: eventKey(z.string().optional(), ({ e }) => `${e('feedSyncedOn')}::text`),
  /** When a provider or admin last confirmed the schedule, in milliseconds since 1970. */
  verifiedAtMs: eventKey(
    z.number().optional(),
    ({ e }) => `extract(epoch FROM ${e('verifiedAt')}) * 1000`,
  ),
});
export type PublicEvent = z.infer<typeof PublicEvent>;

export const nightKeys = new SqlKeys<NightScope>();
const { key: nightKey } = nightKeys;

/**
 * One stored night of the venue's events that the public sees differently from the event's rule,
 * from a week ago on (`PUBLIC_NIGHT_FILTER`).
 */
export const PublicNight = z.object({
  eventId: nightKey(z.string(), ({ o }) => o('eventId')),
  date: nightKey(z.string(), ({ o }) => `${o('occurrenceDate')}::text`),
  /**
   * Its status as the public sees it (decision 123): a night the platform confirmed for hosts who
   * did not is 'scheduled' here, so that only a host's confirmation reads "Confirmed".
   */
  status: nightKey(
    z.enum(OCCURRENCE_STATUSES),
    ({ o }) =>
      `CASE WHEN ${o('status')} = 'confirmed' AND ${o('confirmedBy')} IS DISTINCT FROM 'host'` +
      ` THEN 'scheduled' ELSE ${o('status')} END`,
  ),
  /** The host's public note ("closed for Thanksgiving"). */
  note: nightKey(z.string().optional(), ({ o }) => o('publicNote')),
  /** Tonight's theme or the host's short note to players (decision 208). */
  theme: nightKey(z.string().optional(), ({ o }) => o('theme')),
  /** Reported as not happening by enough different addresses; absent otherwise. */
  reported: nightKey(
    z.literal(true).optional(),
    ({ o }) => `CASE WHEN ${o('notHappeningReports')} >= ${REPORTS_TO_FLAG_NIGHT} THEN true END`,
  ),
});
export type PublicNight = z.infer<typeof PublicNight>;

/**
 * The read model: the JSON of `venues.public_events` and of `venues.public_nights` (with
 * `active_event_count` and `listed_until`, computed in `migration-sql.ts`).
 */
export const VENUE_READ_MODEL = { events: PublicEvent, nights: PublicNight };
/** The shape of a read model definition (a test extends the real one). */
export interface VenueReadModel {
  events: z.ZodObject;
  nights: z.ZodObject;
}

/**
 * Which stored nights are in the read model: confirmed and cancelled ones, and scheduled ones with
 * a public note, a theme or enough reports, so that storing a window of plain 'scheduled' nights
 * (the schedule page) touches no venue.
 */
export const PUBLIC_NIGHT_FILTER = ({ o }: Pick<NightScope, 'o'>) =>
  `(${o('status')} <> 'scheduled' OR ${o('publicNote')} IS NOT NULL OR ${o('theme')} IS NOT NULL` +
  ` OR ${o('notHappeningReports')} >= ${REPORTS_TO_FLAG_NIGHT})`;
