import {
  addDays,
  type DayOfWeek,
  EARTH_RADIUS_MILES,
  eventTitle,
  type Frequency,
  type IsoDate,
  type NearbyEvent,
  type NearbyVenuesResponse,
  type OccurrenceStatus,
  occurrenceDates,
  photoCategory,
  todayIn,
  WEEK_DAYS,
  type WeekOfMonth,
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
 * The answer comes back as three JSON arrays of tuples (positional, not keyed objects: building
 * and parsing keys for every event cost more than the rest of the query on PGlite).
 */
type VenueTuple = [
  id: string,
  name: string,
  address: string,
  latitude: number,
  longitude: number,
  distanceMiles: number,
  photoUrl: string | null,
  timezone: string | null,
];
type EventTuple = [
  venueId: string,
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
type StoredTuple = [eventId: string, date: IsoDate, status: OccurrenceStatus];

interface NearbyRow {
  venues: VenueTuple[] | null;
  events: EventTuple[] | null;
  stored: StoredTuple[] | null;
}

/** The candidate set is twice the limit (spec §9: "the distance call asks for double"). */
const CANDIDATE_FACTOR = 2;

/** The one statement of the nearby search (exported for EXPLAIN in benchmarks). */
export function nearbyVenuesQuery({
  latitude,
  longitude,
  radiusMiles,
  limit,
  date,
  lastDate,
}: Omit<FindNearbyVenuesOptions, 'db' | 'date'> & { date: IsoDate; lastDate: IsoDate }): SQL {
  // Exactly the indexed expression (unqualified: venues is the only table at its level).
  const indexPoint = sql.raw(VENUE_INDEX_POINT_SQL);
  return sql`
    with candidates as (
      select v.id, v.latitude, v.longitude, v.timezone, v.thumbnail_url,
        coalesce(v.google_name, v.name_original) as name,
        coalesce(v.google_formatted_address, v.address_original) as address
      from venues v
      where exists (select 1 from events e where e.venue_id = v.id and e.is_active)
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
    ),
    listed_events as materialized (
      select e.*, l.timezone as venue_timezone
      from listed l
      join events e on e.venue_id = l.id and e.is_active
    )
    select
      (select json_agg(json_build_array(l.id, l.name, l.address, l.latitude, l.longitude,
          l.distance, l.thumbnail_url, l.timezone) order by l.distance, l.name)
        from listed l) as venues,
      (select json_agg(json_build_array(e.venue_id, e.id, e.event_type, e.day_of_week,
          e.start_time::text, e.end_time::text, e.frequency, e.week_of_month, e.event_date::text,
          -- Only a one-time event without a date needs its creation date (in the venue's zone).
          case when e.frequency = 'one-time' and e.event_date is null
            then (e.created_at at time zone coalesce(e.venue_timezone, 'UTC'))::date::text end,
          e.prize_amount, e.prize_description, e.max_teams, p.name,
          extract(epoch from e.verified_at) * 1000)
          order by e.start_time, e.id)
        from listed_events e
        left join trivia_providers p on p.id = e.provider_id) as events,
      (select json_agg(json_build_array(o.event_id, o.occurrence_date::text, o.status))
        from listed_events e
        join event_occurrences o on o.event_id = e.id
          and o.occurrence_date between ${date}::date and ${lastDate}::date) as stored
  `;
}

/**
 * The nearby search (DESIGN.md "Public search" and "Data model"), in one SQL statement
 * (decision 013):
 *
 * 1. `candidates`: venues with an active event, in GiST nearest-neighbour order, cut at twice the
 *    limit. The index walk stops there, so the cost follows the limit, not the number of venues
 *    in the radius. (No bounding box: with one, the planner prefers a bitmap scan of every venue
 *    in the box and a sort, whose cost grows with density — 400 ms for 11,000 venues.)
 * 2. `measured`/`listed`: the exact great-circle distance, the radius, the order (distance, then
 *    name), the limit.
 * 3. Only for the venues listed: their active events, and the stored occurrences of the week,
 *    as three JSON arrays of tuples.
 *
 * The occurrence dates come from each event's rule (`occurrenceDates`); a stored occurrence only
 * gives the status of its date.
 */
export async function findNearbyVenues({
  db,
  latitude,
  longitude,
  radiusMiles,
  limit,
  date = todayIn('UTC'),
}: FindNearbyVenuesOptions): Promise<NearbyVenuesResponse> {
  const lastDate = addDays(date, WEEK_DAYS - 1);
  const [row] = await queryPrepared<NearbyRow>(
    db,
    'nearby_venues_v3',
    nearbyVenuesQuery({ latitude, longitude, radiusMiles, limit, date, lastDate }),
  );
  const statuses = new Map(
    (row?.stored ?? []).map(([eventId, day, status]) => [`${eventId}|${day}`, status]),
  );
  const eventsByVenue = new Map<string, NearbyEvent[]>();
  for (const tuple of row?.events ?? []) {
    const event = toNearbyEvent(tuple, date, lastDate, statuses);
    const venueEvents = eventsByVenue.get(tuple[0]);
    if (venueEvents) venueEvents.push(event);
    else eventsByVenue.set(tuple[0], [event]);
  }
  return {
    date,
    radiusMiles,
    venues: (row?.venues ?? []).map(
      ([id, name, address, venueLatitude, venueLongitude, distanceMiles, photoUrl, timezone]) => ({
        id,
        name,
        address,
        latitude: venueLatitude,
        longitude: venueLongitude,
        distanceMiles,
        photoUrl,
        photoCategory: photoCategory(name),
        timezone,
        events: eventsByVenue.get(id) ?? [],
      }),
    ),
  };
}

function toNearbyEvent(
  [
    ,
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
  from: IsoDate,
  to: IsoDate,
  statuses: Map<string, OccurrenceStatus>,
): NearbyEvent {
  // `createdOn` is null only when the rule does not use it (not a one-time event without a date).
  const rule = { dayOfWeek, frequency, weekOfMonth, eventDate, createdOn: createdOn ?? from };
  const dates = occurrenceDates(rule, from, to);
  return {
    id,
    eventType,
    title: eventTitle(eventType, providerName),
    dayOfWeek,
    // 'HH:MM:SS' → 'HH:MM' (a cast is much cheaper than to_char in SQL).
    startTime: startTime.slice(0, 5),
    endTime: endTime === null ? null : endTime.slice(0, 5),
    frequency,
    prizeAmount: prizeAmount === null ? null : Number(prizeAmount),
    prizeDescription,
    maxTeams,
    providerName,
    verifiedAt: verifiedAtMs === null ? null : new Date(verifiedAtMs).toISOString(),
    occurrences: dates.map((day) => ({
      date: day,
      status: statuses.get(`${id}|${day}`) ?? 'scheduled',
    })),
  };
}
