import { execFileSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Database, queryRows } from '../apps/server/src/db/client.ts';

/**
 * The bench's anchor (decision 181): the public search the spec describes (section "Public
 * venues"), as the original ran it — the RPC `get_venues_with_distance` asked for twice the limit,
 * then the venues with their active events by the RPC's ids, merged and sorted by distance in
 * JavaScript. The SQL is the original's (shared/anchors/original-search.sql), on copies of our
 * venues and events in a schema of its own, in the same database as the product's tables. On
 * PostgreSQL it runs on PostGIS with its GiST index; on PGlite, which has no PostGIS, the same two
 * calls with the distance in plain SQL behind a latitude and longitude box on a B-tree index (what
 * `ST_DWithin` asks of its index). Served only by the bench's own server (bench/app-server.ts).
 */

export const ANCHOR_PATH = '/bench/anchor/nearby';
/** Where the bench's server serves the static file of the floor (bench/app-server.ts). */
export const STATIC_PREFIX = '/bench/static/';

/** The original's columns, from ours (the spec's `google_location` is our two columns). */
const VENUE_COLUMNS = `id, name_original, address_original, google_place_id, google_name,
  google_formatted_address, google_rating::numeric as google_rating, google_phone_number,
  google_website, google_photo_reference, thumbnail_url, verification_status, created_at,
  updated_at`;

const EVENTS = [
  `create table anchor.events as
    select id, venue_id, provider_id, event_type, day_of_week, start_time, end_time, frequency,
      prize_amount, prize_description, max_teams, is_active, created_at, updated_at
    from public.events`,
  'alter table anchor.events add primary key (id)',
  'create index on anchor.events (venue_id)',
  'create index on anchor.events (is_active)',
  'create index on anchor.events (day_of_week)',
  'create index on anchor.events (venue_id, is_active)',
];

/** The RPC's body after its SELECT list's location columns: the original's, word for word. */
const EVENTS_AGGREGATE = `
    COALESCE(jsonb_agg(jsonb_build_object(
      'id', e.id, 'provider_id', e.provider_id, 'event_type', e.event_type,
      'day_of_week', e.day_of_week, 'start_time', e.start_time, 'end_time', e.end_time,
      'frequency', e.frequency, 'prize_amount', e.prize_amount,
      'prize_description', e.prize_description, 'max_teams', e.max_teams,
      'is_active', e.is_active
    )) FILTER (WHERE e.id IS NOT NULL), '[]'::jsonb) AS events`;

const RETURNS = `RETURNS TABLE (
  id uuid, name_original text, address_original text, google_place_id text, google_name text,
  google_formatted_address text, google_rating numeric, google_phone_number text,
  google_website text, google_photo_reference text, thumbnail_url text,
  verification_status text, created_at timestamptz, updated_at timestamptz,
  longitude double precision, latitude double precision, distance_miles double precision,
  events jsonb
) LANGUAGE plpgsql STABLE`;

const GROUP_BY = `v.id, v.name_original, v.address_original, v.google_place_id, v.google_name,
    v.google_formatted_address, v.google_rating, v.google_phone_number, v.google_website,
    v.google_photo_reference, v.thumbnail_url, v.verification_status, v.created_at, v.updated_at`;

const SELECT_VENUE = `v.id, v.name_original, v.address_original, v.google_place_id,
    v.google_name, v.google_formatted_address, v.google_rating, v.google_phone_number,
    v.google_website, v.google_photo_reference, v.thumbnail_url, v.verification_status::text,
    v.created_at, v.updated_at`;

const ACTIVE = `LEFT JOIN anchor.events e ON v.id = e.venue_id AND e.is_active = true
  WHERE EXISTS (SELECT 1 FROM anchor.events e2 WHERE e2.venue_id = v.id AND e2.is_active = true)`;

const POSTGIS = [
  'create extension if not exists postgis',
  `create table anchor.venues as
    select ${VENUE_COLUMNS},
      st_setsrid(st_makepoint(longitude, latitude), 4326)::geography as google_location
    from public.venues where latitude is not null`,
  'alter table anchor.venues add primary key (id)',
  'create index on anchor.venues using gist (google_location)',
  ...EVENTS,
  `CREATE FUNCTION anchor.get_venues_with_distance(user_lat double precision,
  user_lng double precision, radius_miles double precision DEFAULT 30, venue_limit integer DEFAULT 50)
${RETURNS} AS $$
BEGIN
  RETURN QUERY
  SELECT ${SELECT_VENUE},
    ST_X(v.google_location::geometry) AS longitude,
    ST_Y(v.google_location::geometry) AS latitude,
    ST_Distance(v.google_location,
      ST_SetSRID(ST_MakePoint(user_lng, user_lat), 4326)::geography) / 1000 * 0.621371
      AS distance_miles,
    ${EVENTS_AGGREGATE}
  FROM anchor.venues v
  ${ACTIVE}
    AND v.google_location IS NOT NULL
    AND ST_DWithin(v.google_location,
      ST_SetSRID(ST_MakePoint(user_lng, user_lat), 4326)::geography, radius_miles * 1609.34)
  GROUP BY ${GROUP_BY}, v.google_location
  ORDER BY distance_miles
  LIMIT venue_limit;
END;
$$`,
];

/** Great-circle miles in plain SQL (the haversine PostGIS's sphere would give, within metres). */
const PLAIN_DISTANCE = `3958.7613 * 2 * asin(sqrt(
  power(sin(radians(v.latitude - user_lat) / 2), 2) +
  cos(radians(user_lat)) * cos(radians(v.latitude)) *
  power(sin(radians(v.longitude - user_lng) / 2), 2)))`;

const PLAIN = [
  `create table anchor.venues as
    select ${VENUE_COLUMNS}, latitude, longitude from public.venues where latitude is not null`,
  'alter table anchor.venues add primary key (id)',
  'create index on anchor.venues (latitude, longitude)',
  ...EVENTS,
  `CREATE FUNCTION anchor.get_venues_with_distance(user_lat double precision,
  user_lng double precision, radius_miles double precision DEFAULT 30, venue_limit integer DEFAULT 50)
${RETURNS} AS $$
BEGIN
  RETURN QUERY
  SELECT ${SELECT_VENUE}, v.longitude, v.latitude, ${PLAIN_DISTANCE} AS distance_miles,
    ${EVENTS_AGGREGATE}
  FROM anchor.venues v
  ${ACTIVE}
    AND v.latitude BETWEEN user_lat - radius_miles / 69.0 AND user_lat + radius_miles / 69.0
    AND v.longitude BETWEEN user_lng - radius_miles / (69.0 * cos(radians(user_lat)))
      AND user_lng + radius_miles / (69.0 * cos(radians(user_lat)))
    AND ${PLAIN_DISTANCE} <= radius_miles
  GROUP BY ${GROUP_BY}, v.latitude, v.longitude
  ORDER BY distance_miles
  LIMIT venue_limit;
END;
$$`,
];

/**
 * PostGIS on the PostgreSQL server, installed from Debian's package when the server lacks it (the
 * bench runs beside its database: postgresql-15-postgis-3).
 */
async function ensurePostgis(database: Database): Promise<void> {
  const available = await queryRows<{ name: string }>(
    database.db,
    sql`select name from pg_available_extensions where name = 'postgis'`,
  );
  if (available.length > 0) return;
  try {
    execFileSync('apt-get', ['install', '-y', 'postgresql-15-postgis-3'], { stdio: 'ignore' });
  } catch (error) {
    throw new Error(
      `The anchor needs PostGIS on the PostgreSQL server: install postgresql-15-postgis-3 (${(error as Error).message})`,
    );
  }
}

/** Copies the venues and events into the anchor's schema and creates its RPC (PostGIS on PostgreSQL). */
export async function installAnchor(database: Database): Promise<void> {
  if (database.kind === 'postgres') await ensurePostgis(database);
  const statements = [
    'drop schema if exists anchor cascade',
    'create schema anchor',
    ...(database.kind === 'postgres' ? POSTGIS : PLAIN),
    'analyze anchor.venues',
    'analyze anchor.events',
  ];
  for (const statement of statements) await database.db.execute(sql.raw(statement));
}

interface RpcRow {
  id: string;
  distance_miles: number;
}

interface VenueRow {
  id: string;
  [column: string]: unknown;
}

/** The baseline route: the original's two calls, merged and sorted by distance as its client did. */
export function anchorRoute(app: FastifyInstance, database: Database): void {
  app.get<{ Querystring: Record<string, string | undefined> }>(ANCHOR_PATH, async (request) => {
    const lat = Number(request.query.lat);
    const lng = Number(request.query.lng);
    const radius = Number(request.query.radius_miles ?? 30);
    const limit = Number(request.query.limit ?? 50);
    const found = await queryRows<RpcRow>(
      database.db,
      sql`select * from anchor.get_venues_with_distance(${lat}, ${lng}, ${radius}, ${limit * 2})`,
    );
    const distances = new Map(found.map((row) => [row.id, row.distance_miles]));
    const ids = `{${found.map((row) => row.id).join(',')}}`;
    const venues = await queryRows<VenueRow>(
      database.db,
      sql`select v.*, coalesce(ev.events, '[]'::jsonb) as events
        from anchor.venues v
        left join lateral (
          select json_agg(e1)::jsonb as events
          from (select e0.* from anchor.events e0
                where e0.venue_id = v.id and e0.is_active = true) e1
        ) ev on true
        where v.id = any (${ids}::uuid[])`,
    );
    const merged = venues
      .map((venue) => ({ ...venue, distance_miles: distances.get(venue.id) ?? Infinity }))
      .sort((a, b) => a.distance_miles - b.distance_miles)
      .slice(0, limit);
    return { venues: merged };
  });
}
