import {
  EARTH_RADIUS_MILES,
  eventTitle,
  type IsoDate,
  type NearbyEvent,
  type NearbyVenuesResponse,
  type OccurrenceRule,
  photoCategory,
  todayIn,
  venuePageSlug,
  weekFrom,
  weekOccurrenceDates,
} from '@trivia/shared';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../db/client.ts';
import { queryPrepared } from '../db/prepared.ts';
import { SqlKeys } from '../db/read-model/sql-keys.ts';
import { PublicEvent, PublicNight } from '../db/read-model/venue-read-model.ts';
import { VENUE_INDEX_POINT_SQL } from '../db/schema/venues.ts';
import { loadGazetteer } from '../geo/load-gazetteer.ts';

export interface FindNearbyVenuesOptions {
  db: DbOrTx;
  latitude: number;
  longitude: number;
  radiusMiles: number;
  limit: number;
  /** The visitor's local date; the week of occurrences starts on it. Default: today in UTC. */
  date?: IsoDate;
}

/**
 * What the statement answers for each listed venue: its place and its read model (decision 030),
 * built as JSON by the database from these keys and parsed with this schema.
 */
const listedKeys = new SqlKeys<null>();
const { key } = listedKeys;
const ListedVenue = z.object({
  id: key(z.string(), () => 'l.id'),
  name: key(z.string(), () => 'l.name'),
  address: key(z.string(), () => 'l.address'),
  latitude: key(z.number(), () => 'l.latitude'),
  longitude: key(z.number(), () => 'l.longitude'),
  distanceMiles: key(z.number(), () => 'l.distance'),
  photoUrl: key(z.string().nullable(), () => 'l.thumbnail_url'),
  timezone: key(z.string().nullable(), () => 'l.timezone'),
  events: key(z.array(PublicEvent).nullable(), () => 'l.public_events'),
  nights: key(z.array(PublicNight).nullable(), () => 'l.public_nights'),
});
const NearbyRow = z.object({ venues: z.array(ListedVenue).nullable() });
const LISTED_VENUE_COLUMNS = sql.raw(listedKeys.selectList(ListedVenue, null, '        '));

/** The candidate set is twice the limit (spec §9: "the distance call asks for double"). */
const CANDIDATE_FACTOR = 2;

/** The one statement of the nearby search (exported for EXPLAIN in benchmarks). */
export function nearbyVenuesQuery({
  latitude,
  longitude,
  radiusMiles,
  limit,
}: Omit<FindNearbyVenuesOptions, 'db' | 'date'>): SQL {
  // Exactly the indexed expression (unqualified: venues is the only table at its level).
  const indexPoint = sql.raw(VENUE_INDEX_POINT_SQL);
  return sql`
    with candidates as (
      select v.id, v.latitude, v.longitude, v.timezone, v.thumbnail_url, v.public_events,
        v.public_nights,
        coalesce(v.google_name, v.name_original) as name,
        coalesce(v.google_formatted_address, v.address_original) as address
      from venues v
      where v.active_event_count > 0
      order by ${indexPoint} <-> point(${longitude}::float8 * cos(radians(${latitude}::float8)), ${latitude}::float8)
      limit ${limit * CANDIDATE_FACTOR}::int
    ),
    measured as (
      select c.*, ${EARTH_RADIUS_MILES}::float8 * 2 * asin(least(1, sqrt(
        sin(radians(c.latitude - ${latitude}::float8) / 2) ^ 2
        + cos(radians(${latitude}::float8)) * cos(radians(c.latitude))
          * sin(radians(c.longitude - ${longitude}::float8) / 2) ^ 2))) as distance
      from candidates c
    ),
    listed as materialized (
      select * from measured
      where distance <= ${radiusMiles}::float8
      order by distance, name
      limit ${limit}::int
    )
    select json_agg(r order by r."distanceMiles", r.name) as venues
    from (
      select
${LISTED_VENUE_COLUMNS}
      from listed l
    ) r
  `;
}

/**
 * The nearby search (DESIGN.md "Public search" and "Data model"), in one SQL statement without a
 * join (decisions 013 and 014):
 *
 * 1. `candidates`: venues with an active event, in GiST nearest-neighbour order over the partial
 *    index of such venues, cut at twice the limit. The index walk stops there, so the cost follows
 *    the limit, not the number of venues in the radius. (No bounding box: with one, the planner
 *    prefers a bitmap scan of every venue in the box and a sort, whose cost grows with density.)
 * 2. `measured`/`listed`: the exact great-circle distance, the radius, the order (distance, then
 *    name), the limit.
 * 3. Each listed venue's read model: its active events and its confirmed/cancelled nights, kept by
 *    the database as JSON whenever they change (`db/read-model/venue-read-model.ts`), parsed here
 *    with the same definition's schemas.
 *
 * The occurrence dates come from each event's rule (`occurrenceDates`); a flagged night only gives
 * the status of its date.
 */
export async function findNearbyVenues({
  db,
  latitude,
  longitude,
  radiusMiles,
  limit,
  date = todayIn('UTC'),
}: FindNearbyVenuesOptions): Promise<NearbyVenuesResponse> {
  const week = weekFrom(date);
  const [row] = await queryPrepared(
    db,
    'nearby_venues_v5',
    nearbyVenuesQuery({ latitude, longitude, radiusMiles, limit }),
  );
  const venues = NearbyRow.parse(row).venues ?? [];
  const gazetteer = await loadGazetteer();
  return {
    date,
    radiusMiles,
    venues: venues.map((venue) => {
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
        // Three decimals (5 feet) are more than any display needs, and much shorter JSON.
        distanceMiles: Math.round(venue.distanceMiles * 1000) / 1000,
        photoUrl: venue.photoUrl ?? undefined,
        photoCategory: photoCategory(venue.name),
        timezone: venue.timezone ?? undefined,
        events: (venue.events ?? []).map((event) =>
          toNearbyEvent(event, week.from, (rule) => weekOccurrenceDates(rule, week), flagged),
        ),
      };
    }),
  };
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
  {
    id,
    eventType,
    dayOfWeek,
    startTime,
    endTime,
    frequency,
    weekOfMonth,
    eventDate,
    createdOn,
    prizeAmount,
    prizeDescription,
    maxTeams,
    providerName,
    verifiedAtMs,
  }: PublicEvent,
  from: IsoDate,
  datesOf: (rule: OccurrenceRule) => IsoDate[],
  flagged: Map<string, PublicNight>,
): NearbyEvent {
  // `createdOn` is absent only when the rule does not use it (not a one-time event without a date).
  const rule = {
    dayOfWeek,
    frequency,
    weekOfMonth: weekOfMonth ?? null,
    eventDate: eventDate ?? null,
    createdOn: createdOn ?? from,
  };
  const dates = datesOf(rule);
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
