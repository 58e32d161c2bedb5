import { VERIFICATION_STATUSES } from '@trivia/shared';
import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  json,
  pgTable,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { sqlList, textEnum, timestamps } from './columns.ts';

/**
 * The point the nearby search's GiST index is built on: the venue on a Mercator map, in degrees
 * (longitude, and the Mercator ordinate of the latitude), so that distance in the index tracks
 * distance on the ground (DESIGN.md "Data model"). Mercator is conformal: around any point it
 * stretches every direction alike, by a factor that changes by under 1 % across 30 miles, so the
 * index's nearest-first order is the ground's. The latitude is held within ±89° (the projection
 * has no pole). The search must use exactly this expression for the index to apply.
 *
 * Before migration 0010 the index was on `point(longitude * cos(radians(latitude)), latitude)`.
 * Scaling each venue by its own latitude sheared the map in proportion to the longitude: at
 * 90° W a venue 20 miles north measured 29, and the search's candidates (twice the limit, nearest
 * in the index) could miss a venue nearer on the ground than ones it listed (decision 090).
 */
function mercatorPoint(latitude: SQL, longitude: SQL): SQL {
  return sql`point(${longitude}, degrees(ln(tan(radians(45 + least(89, greatest(-89, ${latitude})) / 2)))))`;
}

export const VENUE_INDEX_POINT = mercatorPoint(sql.raw('latitude'), sql.raw('longitude'));

/** The point of a searched place, on the index's map: for `<->` against `VENUE_INDEX_POINT`. */
export function searchIndexPoint(latitude: number, longitude: number): SQL {
  return mercatorPoint(sql`${latitude}::float8`, sql`${longitude}::float8`);
}

export const venues = pgTable(
  'venues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nameOriginal: text('name_original').notNull(),
    addressOriginal: text('address_original').notNull(),
    googlePlaceId: text('google_place_id').unique(),
    googleName: text('google_name'),
    googleFormattedAddress: text('google_formatted_address'),
    googleRating: real('google_rating'),
    googlePhoneNumber: text('google_phone_number'),
    googleWebsite: text('google_website'),
    googlePhotoReference: text('google_photo_reference'),
    thumbnailUrl: text('thumbnail_url'),
    /** `google_location` of the spec, as two columns (DESIGN.md). */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** IANA time zone derived offline from the coordinates. */
    timezone: text('timezone'),
    verificationStatus: textEnum('verification_status', VERIFICATION_STATUSES)
      .notNull()
      .default('pending'),
    isImported: boolean('is_imported').notNull().default(false),
    /** Who added the venue: history only. Rights come from `user_venues` (decision 098). */
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    /**
     * The public search's read model of the venue (decision 014), kept by database triggers in
     * the same transaction as every change to events, their flagged nights and provider names:
     * its active events as JSON, its confirmed/cancelled nights from a week ago on, and how many
     * active events it has. Defined in `db/read-model/venue-read-model.ts` (decision 030). Never
     * written by the application.
     */
    publicEvents: json('public_events'),
    publicNights: json('public_nights'),
    activeEventCount: integer('active_event_count').notNull().default(0),
    /**
     * Until when the public lists the venue (decision 100): 'infinity' while it has a weekly or
     * monthly event, else the moment its last one-time night has passed in its time zone; null
     * without active events. Part of the read model; a string, since a Date cannot be 'infinity'.
     */
    listedUntil: timestamp('listed_until', { withTimezone: true, mode: 'string' }),
    ...timestamps,
  },
  (table) => [
    check(
      'venues_verification_status_check',
      sql.raw(`verification_status in (${sqlList(VERIFICATION_STATUSES)})`),
    ),
    check(
      'venues_location_check',
      sql`(${table.latitude} is null) = (${table.longitude} is null)
        and (${table.latitude} is null or ${table.latitude} between -90 and 90)
        and (${table.longitude} is null or ${table.longitude} between -180 and 180)`,
    ),
    // Only venues with an active event are searched: the index walk skips the rest for free.
    index('venues_active_location_gist')
      .using('gist', VENUE_INDEX_POINT)
      .where(sql`active_event_count > 0`),
    index('venues_updated_at_idx').on(table.updatedAt),
    index('venues_created_by_idx').on(table.createdBy),
  ],
);

/** The name a venue is shown by in a query: Google's when it has one, else the name it was given. */
export function venueNameSql(): SQL<string> {
  return sql<string>`coalesce(${venues.googleName}, ${venues.nameOriginal})`;
}
