import { EARTH_RADIUS_MILES, type IsoDate, VENUE_LIMIT_MAX } from '@trivia/shared';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type DbOrTx, queryRows } from '../../db/client.ts';
import { SqlKeys } from '../../db/read-model/sql-keys.ts';
import { PublicEvent, PublicNight } from '../../db/read-model/venue-read-model.ts';
import { searchIndexPoint, VENUE_INDEX_POINT } from '../../db/schema/venues.ts';
import { TeamCounts, teamCountsByVenueSql } from '../rsvps/index.ts';

/** What a nearby search asks (the route's query, validated). */
export interface NearbyQuery {
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
 * A listed venue's place and read model (decision 030), as the statement selects them from these
 * keys and this schema parses them, with its distance from the searched place.
 */
const venueKeys = new SqlKeys<null>();
const { key } = venueKeys;
export const VenueRow = z.object({
  id: key(z.string(), () => 'v.id'),
  name: key(z.string(), () => 'coalesce(v.google_name, v.name_original)'),
  address: key(z.string(), () => 'coalesce(v.google_formatted_address, v.address_original)'),
  latitude: key(z.number(), () => 'v.latitude'),
  longitude: key(z.number(), () => 'v.longitude'),
  photoUrl: key(z.string().nullable(), () => 'v.thumbnail_url'),
  timezone: key(z.string().nullable(), () => 'v.timezone'),
  events: key(z.array(PublicEvent).nullable(), () => 'v.public_events'),
  nights: key(z.array(PublicNight).nullable(), () => 'v.public_nights'),
  /** Teams coming to its nights (decision 128), counted once for the answer (decision 183). */
  teams: key(TeamCounts, () => 't.teams'),
  distance: key(z.number(), () => 'v.distance'),
});
export type VenueRow = z.infer<typeof VenueRow>;
const VenueRows = z.array(VenueRow);
const VENUE_COLUMNS = sql.raw(venueKeys.selectList(VenueRow, null, '      '));
/**
 * The columns the answer reads, taken with the candidates from the rows the index walk visits: one
 * scan of `venues`, where a join back by id had the planner size the table and its indexes twice
 * for every search (decision 183).
 */
const CANDIDATE_COLUMNS = sql.raw(
  [
    'id',
    'latitude',
    'longitude',
    'google_name',
    'name_original',
    'google_formatted_address',
    'address_original',
    'thumbnail_url',
    'timezone',
    'public_events',
    'public_nights',
  ]
    .map((column) => `v.${column}`)
    .join(', '),
);
const TEAMS_OF_LISTED = sql.raw(teamCountsByVenueSql('select id from listed'));

/**
 * The search, one statement (decisions 013, 100, 180): venues with an active event whose nights
 * have not all passed, in GiST nearest-neighbour order over the partial index of such venues, cut
 * at twice the limit (the cost follows the limit, not the venues in the radius); then the exact
 * great-circle (haversine) distance, the radius, the rank (spec §9 "by distance then venue name",
 * names compared byte for byte) and the limit; then the listed venues' read models and, in one
 * grouped count for them all, their teams coming (decision 183). The limits are whole numbers
 * the server computed (never a visitor's text), written into the statement.
 * Exported for EXPLAIN in tests.
 */
export function nearbyVenuesQuery({
  latitude,
  longitude,
  radiusMiles,
  limit,
}: Omit<NearbyQuery, 'date'>): SQL {
  const wholeLimit = statementLimit(limit);
  return sql`
    with candidates as (
      select ${CANDIDATE_COLUMNS}
      from venues v
      where v.active_event_count > 0 and v.listed_until > now()
      order by ${VENUE_INDEX_POINT} <-> ${searchIndexPoint(latitude, longitude)}
      limit ${sql.raw(String(wholeLimit * CANDIDATE_FACTOR))}
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
      order by distance, coalesce(google_name, name_original) collate "C"
      limit ${sql.raw(String(wholeLimit))}
    ),
    teams as (${TEAMS_OF_LISTED})
    select
${VENUE_COLUMNS}
    from listed v left join teams t on t.venue_id = v.id
    order by v.distance, coalesce(v.google_name, v.name_original) collate "C"
  `;
}

/** A limit written into a statement's text: a whole number from 1 to `VENUE_LIMIT_MAX`. */
function statementLimit(limit: number): number {
  if (!Number.isInteger(limit) || limit < 1 || limit > VENUE_LIMIT_MAX) {
    throw new RangeError(`Not a venue limit: ${limit}`);
  }
  return limit;
}

/** The listed venues, ranked, with their read models. */
export async function listNearbyVenues(db: DbOrTx, query: NearbyQuery): Promise<VenueRow[]> {
  return VenueRows.parse(await queryRows(db, nearbyVenuesQuery(query)));
}
