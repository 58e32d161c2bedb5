import {
  type DayOfWeek,
  EARTH_RADIUS_MILES,
  eventTitle,
  type Frequency,
  type IsoDate,
  type NearbyEvent,
  type NearbyVenuesResponse,
  type OccurrenceStatus,
  photoCategory,
  todayIn,
  type Week,
  type WeekOfMonth,
  weekFrom,
  weekOccurrenceDates,
} from '@trivia/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { queryPrepared } from '../db/prepared.ts';
import { VENUE_INDEX_POINT_SQL } from '../db/schema/venues.ts';

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
 * A venue and its read model (decision 014) as positional tuples: building and parsing keys for
 * every event cost more than the rest of the query on PGlite.
 */
type EventTuple = [
  id: string,
  eventType: string,
  dayOfWeek: DayOfWeek,
  startTime: string,
  endTime: string | null,
  frequency: Frequency,
  weekOfMonth: WeekOfMonth | null,
  eventDate: IsoDate | null,
  createdOn: IsoDate | null,
  prizeAmount: number | null,
  prizeDescription: string | null,
  maxTeams: number | null,
  providerName: string | null,
  verifiedAtMs: number | null,
];
type NightTuple = [eventId: string, date: IsoDate, status: OccurrenceStatus];
type VenueTuple = [
  id: string,
  name: string,
  address: string,
  latitude: number,
  longitude: number,
  distanceMiles: number,
  photoUrl: string | null,
  timezone: string | null,
  events: EventTuple[] | null,
  nights: NightTuple[] | null,
];

interface NearbyRow {
  venues: VenueTuple[] | null;
}

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
    select json_agg(json_build_array(l.id, l.name, l.address, l.latitude, l.longitude, l.distance,
        l.thumbnail_url, l.timezone, l.public_events, l.public_nights) order by l.distance, l.name)
      as venues
    from listed l
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
 *    the database as JSON tuples whenever they change.
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
  const [row] = await queryPrepared<NearbyRow>(
    db,
    'nearby_venues_v4',
    nearbyVenuesQuery({ latitude, longitude, radiusMiles, limit }),
  );
  return {
    date,
    radiusMiles,
    venues: (row?.venues ?? []).map(
      ([
        id,
        name,
        address,
        venueLatitude,
        venueLongitude,
        distanceMiles,
        photoUrl,
        timezone,
        events,
        nights,
      ]) => {
        const statuses = new Map<string, OccurrenceStatus>();
        for (const [eventId, day, status] of nights ?? []) {
          if (day >= week.from && day <= week.to) statuses.set(`${eventId}|${day}`, status);
        }
        return {
          id,
          name,
          address,
          latitude: venueLatitude,
          longitude: venueLongitude,
          // Three decimals (5 feet) are more than any display needs, and much shorter JSON.
          distanceMiles: Math.round(distanceMiles * 1000) / 1000,
          photoUrl: photoUrl ?? undefined,
          photoCategory: photoCategory(name),
          timezone: timezone ?? undefined,
          events: (events ?? []).map((event) => toNearbyEvent(event, week, statuses)),
        };
      },
    ),
  };
}

function toNearbyEvent(
  [
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
  ]: EventTuple,
  week: Week,
  statuses: Map<string, OccurrenceStatus>,
): NearbyEvent {
  // `createdOn` is null only when the rule does not use it (not a one-time event without a date).
  const rule = { dayOfWeek, frequency, weekOfMonth, eventDate, createdOn: createdOn ?? week.from };
  const dates = weekOccurrenceDates(rule, week);
  return {
    id,
    eventType,
    title: eventTitle(eventType, providerName),
    dayOfWeek,
    // 'HH:MM:SS' → 'HH:MM' (a cast is much cheaper than to_char in SQL).
    startTime: startTime.slice(0, 5),
    endTime: endTime === null ? undefined : endTime.slice(0, 5),
    frequency,
    prizeAmount: prizeAmount === null ? undefined : Number(prizeAmount),
    prizeDescription: prizeDescription ?? undefined,
    maxTeams: maxTeams ?? undefined,
    providerName: providerName ?? undefined,
    verifiedAt: verifiedAtMs === null ? undefined : new Date(verifiedAtMs).toISOString(),
    occurrences: dates.map((day) => ({
      date: day,
      status: statuses.get(`${id}|${day}`) ?? 'scheduled',
    })),
  };
}
