import {
  EARTH_RADIUS_MILES,
  eventTitle,
  hasPassed,
  type IsoDate,
  type NearbyEvent,
  type NearbyVenue,
  type NearbyVenuesResponse,
  type OccurrenceRule,
  photoCategory,
  todayIn,
  VENUE_LIMIT_MAX,
  venuePageSlug,
  type Week,
  weekFrom,
  weekOccurrenceDates,
} from '@trivia/shared';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../db/client.ts';
import { dataVersionReaderOf } from '../db/data-version.ts';
import { queryPrepared } from '../db/prepared.ts';
import { SqlKeys } from '../db/read-model/sql-keys.ts';
import { PublicEvent, PublicNight } from '../db/read-model/venue-read-model.ts';
import { searchIndexPoint, VENUE_INDEX_POINT } from '../db/schema/venues.ts';
import type { Gazetteer } from '../geo/gazetteer.ts';
import { loadGazetteer } from '../geo/load-gazetteer.ts';
import { keptListingOf } from './nearby-listing.ts';

export interface FindNearbyVenuesOptions {
  db: DbOrTx;
  latitude: number;
  longitude: number;
  radiusMiles: number;
  limit: number;
  /** The visitor's local date; the week of occurrences starts on it. Default: today in UTC. */
  date?: IsoDate;
}

/** The candidate set is twice the limit (spec §9: "the distance call asks for double"). */
const CANDIDATE_FACTOR = 2;

/**
 * What the search statement answers for each listed venue, nearest first: its id, the version of
 * its row (`xmin`, which every write of the venue or of its read model changes) and its distance.
 */
const ListedRow = z.object({ id: z.string(), version: z.string(), distance: z.number() });
export type ListedRow = z.infer<typeof ListedRow>;
/** Made once: building the array's schema on every search cost more than checking 50 rows. */
const ListedRows = z.array(ListedRow);

/**
 * A listed venue's place and read model (decision 030), read by id for the venues whose answer
 * fragment is not ready (decision 070), built by the database from these keys and parsed with this
 * schema.
 */
const venueKeys = new SqlKeys<null>();
const { key } = venueKeys;
const VenueRow = z.object({
  id: key(z.string(), () => 'v.id'),
  version: key(z.string(), () => 'v.xmin::text'),
  name: key(z.string(), () => 'coalesce(v.google_name, v.name_original)'),
  address: key(z.string(), () => 'coalesce(v.google_formatted_address, v.address_original)'),
  latitude: key(z.number(), () => 'v.latitude'),
  longitude: key(z.number(), () => 'v.longitude'),
  photoUrl: key(z.string().nullable(), () => 'v.thumbnail_url'),
  timezone: key(z.string().nullable(), () => 'v.timezone'),
  events: key(z.array(PublicEvent).nullable(), () => 'v.public_events'),
  nights: key(z.array(PublicNight).nullable(), () => 'v.public_nights'),
});
export type VenueRow = z.infer<typeof VenueRow>;
const VenueRows = z.object({ venues: z.array(VenueRow).nullable() });
const VENUE_COLUMNS = sql.raw(venueKeys.selectList(VenueRow, null, '        '));

/** The search statement: which venues are listed, in order (exported for EXPLAIN in benchmarks). */
export function nearbyVenuesQuery({
  latitude,
  longitude,
  radiusMiles,
  limit,
}: Omit<FindNearbyVenuesOptions, 'db' | 'date'>): SQL {
  // The limits are part of the statement's text, not parameters (decision 083): with them known,
  // the database plans the prepared statement once instead of on every run. So is the moment
  // venues whose nights have passed are cut at (decision 100): `now()`, which the planner
  // estimates alike in every plan, where a parameter made each run's own plan look cheaper.
  const wholeLimit = statementLimit(limit);
  const candidateCount = wholeLimit * CANDIDATE_FACTOR;
  return sql`
    with candidates as (
      select v.id, v.xmin::text as version, v.latitude, v.longitude,
        coalesce(v.google_name, v.name_original) as name
      from venues v
      where v.active_event_count > 0 and v.listed_until > now()
      order by ${VENUE_INDEX_POINT} <-> ${searchIndexPoint(latitude, longitude)}
      limit ${sql.raw(String(candidateCount))}
    ),
    measured as (
      select c.*, ${EARTH_RADIUS_MILES}::float8 * 2 * asin(least(1, sqrt(
        sin(radians(c.latitude - ${latitude}::float8) / 2) ^ 2
        + cos(radians(${latitude}::float8)) * cos(radians(c.latitude))
          * sin(radians(c.longitude - ${longitude}::float8) / 2) ^ 2))) as distance
      from candidates c
    )
    select id, version, distance from measured
    where distance <= ${radiusMiles}::float8
    order by distance, name
    limit ${sql.raw(String(wholeLimit))}
  `;
}

/** A limit written into a statement's text: a whole number from 1 to `VENUE_LIMIT_MAX`. */
function statementLimit(limit: number): number {
  if (!Number.isInteger(limit) || limit < 1 || limit > VENUE_LIMIT_MAX) {
    throw new RangeError(`Not a venue limit: ${limit}`);
  }
  return limit;
}

/** The read model of the venues `ids` (any order; a venue deleted meanwhile is missing). */
function venueRowsQuery(ids: readonly string[]): SQL {
  return sql`
    select json_agg(r) as venues
    from (
      select
${VENUE_COLUMNS}
      from venues v
      where v.id in (select json_array_elements_text(${JSON.stringify(ids)}::json)::uuid)
    ) r
  `;
}

/**
 * The listed venues, nearest first then by name: from the listing kept in memory when it is of
 * the data version now (decision 090), else from the search statement. A transaction always asks
 * the statement (its own writes are not in any snapshot).
 */
export async function listVenues(options: FindNearbyVenuesOptions): Promise<ListedRow[]> {
  const kept = keptListingOf(options.db);
  if (kept) {
    const version = await dataVersionReaderOf(options.db).read();
    const listed = kept.list(options.db, version, options);
    if (listed) return listed;
  }
  return listVenuesFromStatement(options);
}

/** The listed venues as the search statement answers them. */
export async function listVenuesFromStatement(
  options: FindNearbyVenuesOptions,
): Promise<ListedRow[]> {
  const rows = await queryPrepared(
    options.db,
    `nearby_venues_v9_${options.limit}`,
    nearbyVenuesQuery(options),
  );
  return ListedRows.parse(rows);
}

/** The read model of `ids`, by id. */
export async function readVenues(
  db: DbOrTx,
  ids: readonly string[],
): Promise<Map<string, VenueRow>> {
  if (ids.length === 0) return new Map();
  const [row] = await queryPrepared(db, 'nearby_venue_rows_v1', venueRowsQuery(ids));
  const venues = VenueRows.parse(row).venues ?? [];
  return new Map(venues.map((venue) => [venue.id, venue]));
}

/**
 * The nearby search (DESIGN.md "Public search" and "Data model"), without a join (decisions 013,
 * 014 and 070):
 *
 * 1. `nearbyVenuesQuery`: venues with an active event whose nights have not all passed
 *    (`listed_until`, decision 100), in GiST nearest-neighbour order over the
 *    partial index of such venues, cut at twice the limit (the index walk stops there, so the cost
 *    follows the limit, not the number of venues in the radius; no bounding box: with one, the
 *    planner prefers a bitmap scan of every venue in the box and a sort, whose cost grows with
 *    density); then the exact great-circle distance, the radius, the order (distance, then name),
 *    the limit. It answers each venue's id, row version and distance.
 * 2. Each listed venue's read model: its active events and its confirmed/cancelled nights, kept by
 *    the database as JSON whenever they change (`db/read-model/venue-read-model.ts`), read by id
 *    and parsed with the same definition's schemas. `findNearbyVenuesJson` reads only the venues
 *    whose answer fragment for this version and week it does not hold (`nearby-fragments.ts`).
 *
 * The occurrence dates come from each event's rule (`occurrenceDates`); a flagged night only gives
 * the status of its date.
 */
export async function findNearbyVenues(
  options: FindNearbyVenuesOptions,
): Promise<NearbyVenuesResponse> {
  const { db, radiusMiles, date = todayIn('UTC') } = options;
  const listed = await listVenues(options);
  const rows = await readVenues(
    db,
    listed.map(({ id }) => id),
  );
  const gazetteer = await loadGazetteer();
  const week = weekFrom(date);
  return {
    date,
    radiusMiles,
    venues: listed.flatMap(({ id, distance }) => {
      const row = rows.get(id);
      return row ? [toNearbyVenue(row, distance, week, gazetteer)] : [];
    }),
  };
}

/**
 * A listed venue as the public sees it, with its events' dates in `week`; a one-time event whose
 * night is before the week is left out (decision 100).
 */
export function toNearbyVenue(
  venue: VenueRow,
  distanceMiles: number,
  week: Week,
  gazetteer: Pick<Gazetteer, 'nearestTown'>,
): NearbyVenue {
  const flagged = flaggedNights(venue.nights, week.from, week.to);
  return {
    id: venue.id,
    slug: venuePageSlug({
      id: venue.id,
      name: venue.name,
      town: gazetteer.nearestTown(venue.latitude, venue.longitude),
    }),
    name: venue.name,
    address: venue.address,
    latitude: venue.latitude,
    longitude: venue.longitude,
    distanceMiles: roundDistance(distanceMiles),
    photoUrl: venue.photoUrl ?? undefined,
    photoCategory: photoCategory(venue.name),
    timezone: venue.timezone ?? undefined,
    events: upcomingEvents(venue.events, week.from).map((event) =>
      toNearbyEvent(event, week.from, (rule) => weekOccurrenceDates(rule, week), flagged),
    ),
  };
}

/** The read model's rule of an event; `createdOn` is absent only when the rule does not use it. */
function ruleOfPublicEvent(event: PublicEvent, from: IsoDate): OccurrenceRule {
  return {
    dayOfWeek: event.dayOfWeek,
    frequency: event.frequency,
    weekOfMonth: event.weekOfMonth ?? null,
    eventDate: event.eventDate ?? null,
    createdOn: event.createdOn ?? from,
  };
}

/** A venue's events without those that have passed on `today` (decision 100). */
export function upcomingEvents(
  events: readonly PublicEvent[] | null,
  today: IsoDate,
): PublicEvent[] {
  return (events ?? []).filter((event) => !hasPassed(ruleOfPublicEvent(event, today), today));
}

/** Three decimals (5 feet) are more than any display needs, and much shorter JSON. */
export function roundDistance(miles: number): number {
  return Math.round(miles * 1000) / 1000;
}

/** A venue's flagged nights (status, public note, reported) from `from` to `to`, by `{eventId}|{date}`. */
export function flaggedNights(
  nights: readonly PublicNight[] | null,
  from: IsoDate,
  to: IsoDate,
): Map<string, PublicNight> {
  const flagged = new Map<string, PublicNight>();
  for (const night of nights ?? []) {
    if (night.date >= from && night.date <= to)
      flagged.set(`${night.eventId}|${night.date}`, night);
  }
  return flagged;
}

/**
 * An event of the read model as the public sees it, with its dates from `datesOf` (a week for the
 * nearby search, four or eight for venue pages and feeds) and each date's status, public note and
 * reported flag.
 */
export function toNearbyEvent(
  event: PublicEvent,
  from: IsoDate,
  datesOf: (rule: OccurrenceRule) => IsoDate[],
  flagged: Map<string, PublicNight>,
): NearbyEvent {
  const { id, eventType, dayOfWeek, startTime, endTime, frequency } = event;
  const { prizeAmount, prizeDescription, maxTeams, providerName, verifiedAtMs } = event;
  const dates = datesOf(ruleOfPublicEvent(event, from));
  return {
    id,
    eventType,
    title: eventTitle(eventType, providerName),
    dayOfWeek,
    // 'HH:MM:SS' → 'HH:MM' (a cast is much cheaper than to_char in SQL).
    startTime: startTime.slice(0, 5),
    endTime: endTime?.slice(0, 5),
    frequency,
    prizeAmount,
    prizeDescription,
    maxTeams,
    providerName,
    verifiedAt: verifiedAtMs === undefined ? undefined : new Date(verifiedAtMs).toISOString(),
    occurrences: dates.map((day) => {
      const night = flagged.get(`${id}|${day}`);
      if (!night) return { date: day, status: 'scheduled' };
      return { date: day, status: night.status, note: night.note, reported: night.reported };
    }),
  };
}
