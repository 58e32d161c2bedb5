import {
  addDays,
  type DayOfWeek,
  EARTH_RADIUS_MILES,
  eventTitle,
  type Frequency,
  type IsoDate,
  type NearbyEvent,
  type NearbyVenue,
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

/** An event as the query answers it: the public fields plus its schedule rule. */
interface EventRow extends Omit<NearbyEvent, 'title' | 'occurrences'> {
  dayOfWeek: DayOfWeek;
  frequency: Frequency;
  weekOfMonth: WeekOfMonth | null;
  eventDate: IsoDate | null;
  createdOn: IsoDate;
  stored: { date: IsoDate; status: OccurrenceStatus }[] | null;
}

interface VenueRow extends Omit<NearbyVenue, 'photoCategory' | 'events'> {
  events: EventRow[] | null;
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
    listed as (
      select * from measured
      where distance <= ${radiusMiles}::float8
      order by distance, name
      limit ${limit}::int
    ),
    listed_events as (
      select e.*, l.timezone as venue_timezone
      from listed l
      join events e on e.venue_id = l.id and e.is_active
    ),
    stored as (
      select o.event_id,
        json_agg(json_build_object('date', o.occurrence_date::text, 'status', o.status)) as stored
      from listed_events e
      join event_occurrences o on o.event_id = e.id
        and o.occurrence_date between ${date}::date and ${lastDate}::date
      group by o.event_id
    ),
    venue_events as (
      select e.venue_id, json_agg(json_build_object(
        'id', e.id,
        'eventType', e.event_type,
        'dayOfWeek', e.day_of_week,
        'startTime', to_char(e.start_time, 'HH24:MI'),
        'endTime', to_char(e.end_time, 'HH24:MI'),
        'frequency', e.frequency,
        'weekOfMonth', e.week_of_month,
        'eventDate', e.event_date::text,
        'createdOn', (e.created_at at time zone coalesce(e.venue_timezone, 'UTC'))::date::text,
        'prizeAmount', e.prize_amount,
        'prizeDescription', e.prize_description,
        'maxTeams', e.max_teams,
        'providerName', p.name,
        'verifiedAt', to_char(e.verified_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
        'stored', s.stored
      ) order by e.start_time, e.id) as events
      from listed_events e
      left join trivia_providers p on p.id = e.provider_id
      left join stored s on s.event_id = e.id
      group by e.venue_id
    )
    select json_agg(json_build_object(
      'id', l.id,
      'name', l.name,
      'address', l.address,
      'latitude', l.latitude,
      'longitude', l.longitude,
      'distanceMiles', l.distance,
      'photoUrl', l.thumbnail_url,
      'timezone', l.timezone,
      'events', ve.events
    ) order by l.distance, l.name) as venues
    from listed l
    left join venue_events ve on ve.venue_id = l.id
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
 * 3. Only for the venues listed: their active events, and the stored occurrences of the week.
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
  const [row] = await queryPrepared<{ venues: VenueRow[] | null }>(
    db,
    'nearby_venues_v1',
    nearbyVenuesQuery({ latitude, longitude, radiusMiles, limit, date, lastDate }),
  );
  return {
    date,
    radiusMiles,
    venues: (row?.venues ?? []).map((venue) => toNearbyVenue(venue, date, lastDate)),
  };
}

function toNearbyVenue(venue: VenueRow, from: IsoDate, to: IsoDate): NearbyVenue {
  return {
    id: venue.id,
    name: venue.name,
    address: venue.address,
    latitude: venue.latitude,
    longitude: venue.longitude,
    distanceMiles: venue.distanceMiles,
    photoUrl: venue.photoUrl,
    photoCategory: photoCategory(venue.name),
    timezone: venue.timezone,
    events: (venue.events ?? []).map((event) => toNearbyEvent(event, from, to)),
  };
}

function toNearbyEvent(event: EventRow, from: IsoDate, to: IsoDate): NearbyEvent {
  const statuses = new Map((event.stored ?? []).map((stored) => [stored.date, stored.status]));
  return {
    id: event.id,
    eventType: event.eventType,
    title: eventTitle(event.eventType, event.providerName),
    dayOfWeek: event.dayOfWeek,
    startTime: event.startTime,
    endTime: event.endTime,
    frequency: event.frequency,
    prizeAmount: event.prizeAmount === null ? null : Number(event.prizeAmount),
    prizeDescription: event.prizeDescription,
    maxTeams: event.maxTeams,
    providerName: event.providerName,
    verifiedAt: event.verifiedAt,
    occurrences: occurrenceDates(event, from, to).map((date) => ({
      date,
      status: statuses.get(date) ?? 'scheduled',
    })),
  };
}
