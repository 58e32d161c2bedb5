import {
  isPastEvent,
  type VenueDetail,
  type VenueEventSummary,
  type VenueSummary,
} from '@trivia/shared';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { eventDayOrder } from '../../db/ordering.ts';
import { events, triviaProviders, venues } from '../../db/schema/index.ts';
import type { VenueRow } from '../access/index.ts';
import { displayName } from '../venue-name.ts';

/**
 * Correlated subqueries in a select list name their tables in plain SQL: Drizzle renders columns
 * there without the table, which would make `venue_id = id` compare two columns of `events`.
 */
export const eventsCountSql = sql<number>`(select count(*)::int from events where events.venue_id = venues.id)`;

export function toVenueSummary(
  venue: VenueRow,
  eventsCount: number,
  canDelete: boolean,
): VenueSummary {
  return {
    id: venue.id,
    name: displayName(venue),
    nameOriginal: venue.nameOriginal,
    addressOriginal: venue.addressOriginal,
    verificationStatus: venue.verificationStatus,
    isImported: venue.isImported,
    eventsCount,
    createdAt: venue.createdAt.toISOString(),
    updatedAt: venue.updatedAt.toISOString(),
    canDelete,
  };
}

/**
 * Events of some venues, by day of the week then start time, keyed by venue; "Past" as of `now` in
 * the venue's calendar (decision 100).
 */
export async function eventsByVenue(
  db: DbOrTx,
  venueIds: string[],
  now = new Date(),
): Promise<Map<string, VenueEventSummary[]>> {
  const grouped = new Map<string, VenueEventSummary[]>();
  if (venueIds.length === 0) return grouped;
  const rows = await db
    .select({
      id: events.id,
      venueId: events.venueId,
      eventType: events.eventType,
      dayOfWeek: events.dayOfWeek,
      startTime: events.startTime,
      endTime: events.endTime,
      frequency: events.frequency,
      eventDate: events.eventDate,
      firstNight: events.firstNight,
      lastNight: events.lastNight,
      createdAt: events.createdAt,
      timezone: venues.timezone,
      isActive: events.isActive,
      providerName: triviaProviders.name,
    })
    .from(events)
    .innerJoin(venues, eq(venues.id, events.venueId))
    .leftJoin(triviaProviders, eq(triviaProviders.id, events.providerId))
    .where(inArray(events.venueId, venueIds))
    .orderBy(eventDayOrder, asc(events.startTime));
  for (const { venueId, eventDate, firstNight, lastNight, createdAt, timezone, ...event } of rows) {
    const list = grouped.get(venueId) ?? [];
    list.push({
      ...event,
      startTime: event.startTime.slice(0, 5),
      endTime: event.endTime?.slice(0, 5) ?? null,
      isPast: isPastEvent({ ...event, eventDate, firstNight, lastNight, createdAt, timezone }, now),
    });
    grouped.set(venueId, list);
  }
  return grouped;
}

export function toVenueDetail(
  venue: VenueRow,
  venueEvents: VenueEventSummary[],
  permissions: VenueDetail['permissions'],
  feedName: string | null = null,
): VenueDetail {
  return {
    id: venue.id,
    nameOriginal: venue.nameOriginal,
    addressOriginal: venue.addressOriginal,
    googlePlaceId: venue.googlePlaceId,
    googleName: venue.googleName,
    googleFormattedAddress: venue.googleFormattedAddress,
    googleRating: venue.googleRating,
    googlePhoneNumber: venue.googlePhoneNumber,
    googleWebsite: venue.googleWebsite,
    googlePhotoReference: venue.googlePhotoReference,
    thumbnailUrl: venue.thumbnailUrl,
    latitude: venue.latitude,
    longitude: venue.longitude,
    timezone: venue.timezone,
    verificationStatus: venue.verificationStatus,
    isImported: venue.isImported,
    createdAt: venue.createdAt.toISOString(),
    updatedAt: venue.updatedAt.toISOString(),
    eventsCount: venueEvents.length,
    events: venueEvents,
    feedName,
    permissions,
  };
}
