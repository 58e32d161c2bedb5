import { type IsoDate, VENUE_LIMIT_MAX } from '@trivia/shared';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { queryPrepared } from '../../db/prepared.ts';
import { SqlKeys } from '../../db/read-model/sql-keys.ts';
import { PublicEvent, PublicNight } from '../../db/read-model/venue-read-model.ts';
import { searchIndexPoint, VENUE_INDEX_POINT } from '../../db/schema/venues.ts';
import { TeamCounts, teamCountsOfVenueSql } from '../rsvps/headcount.ts';
import { distanceSql, ListedRow, RANK_ORDER_SQL } from './ranking.ts';

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

/** Made once: an array schema built on every search costs more than the rows it checks. */
const ListedRows = z.array(ListedRow);

/**
 * The search statement (decisions 013, 083, 100): venues with an active event whose nights have
 * not all passed, in GiST nearest-neighbour order over the partial index of such venues, cut at
 * twice the limit (the cost follows the limit, not the venues in the radius); then the exact
 * distance, the radius, the rank (`ranking.ts`) and the limit. Exported for EXPLAIN in tests.
 */
export function nearbyVenuesQuery({
  latitude,
  longitude,
  radiusMiles,
  limit,
}: Omit<NearbyQuery, 'date'>): SQL {
  // The limits are in the statement's text, not parameters, so that the database plans it once;
  // so is the moment passed venues are cut at, `now()` (decision 083, decision 100).
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
      select c.*, ${distanceSql(latitude, longitude, 'c')} as distance
      from candidates c
    )
    select id, version, distance from measured
    where distance <= ${radiusMiles}::float8
    ${RANK_ORDER_SQL}
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

/** The listed venues, ranked, as the search statement answers them. */
export async function listFromStatement(db: DbOrTx, query: NearbyQuery): Promise<ListedRow[]> {
  const rows = await queryPrepared(
    db,
    `nearby_venues_v10_${query.limit}`,
    nearbyVenuesQuery(query),
  );
  return ListedRows.parse(rows);
}

/**
 * A listed venue's place and read model (decision 030), built by the database from these keys and
 * parsed with this schema.
 */
const venueKeys = new SqlKeys<null>();
const { key } = venueKeys;
export const VenueRow = z.object({
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
  /** Teams coming to its nights (issue 32), read in the snapshot of its row version. */
  teams: key(TeamCounts, () => teamCountsOfVenueSql('v.id')),
});
export type VenueRow = z.infer<typeof VenueRow>;
const VenueRows = z.object({ venues: z.array(VenueRow).nullable() });
const VENUE_COLUMNS = sql.raw(venueKeys.selectList(VenueRow, null, '        '));

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

/** The read model of `ids`, by id. */
export async function readVenues(
  db: DbOrTx,
  ids: readonly string[],
): Promise<Map<string, VenueRow>> {
  if (ids.length === 0) return new Map();
  const [row] = await queryPrepared(db, 'nearby_venue_rows_v2', venueRowsQuery(ids));
  const venues = VenueRows.parse(row).venues ?? [];
  return new Map(venues.map((venue) => [venue.id, venue]));
}
