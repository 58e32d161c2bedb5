import { type EventDetail, type EventListItem, isPastEvent } from '@trivia/shared';
import type { EventRow, VenueRow } from '../access/index.ts';
import { displayName } from '../venue-name.ts';

/** 'HH:MM:SS' from the database → 'HH:MM', as the form and the lists show it. */
export function shortTime(time: string): string {
  return time.slice(0, 5);
}

/** An event as the admin lists show it; "Past" is as of `now` in its venue's calendar (decision 100). */
export function toEventListItem(
  event: EventRow,
  venue: Pick<VenueRow, 'nameOriginal' | 'googleName' | 'timezone'>,
  providerName: string | null,
  now = new Date(),
): EventListItem {
  return {
    id: event.id,
    venueId: event.venueId,
    venueName: displayName(venue),
    providerId: event.providerId,
    providerName,
    eventType: event.eventType,
    dayOfWeek: event.dayOfWeek,
    startTime: shortTime(event.startTime),
    endTime: event.endTime ? shortTime(event.endTime) : null,
    frequency: event.frequency,
    weekOfMonth: event.weekOfMonth,
    eventDate: event.eventDate,
    prizeAmount: event.prizeAmount,
    prizeDescription: event.prizeDescription,
    maxTeams: event.maxTeams,
    isActive: event.isActive,
    isPast: isPastEvent({ ...event, timezone: venue.timezone }, now),
    verifiedAt: event.verifiedAt?.toISOString() ?? null,
    createdAt: event.createdAt.toISOString(),
    updatedAt: event.updatedAt.toISOString(),
  };
}

export function toEventDetail(
  event: EventRow,
  venue: VenueRow,
  providerName: string | null,
  permissions: EventDetail['permissions'],
  feedName: string | null = null,
): EventDetail {
  return {
    ...toEventListItem(event, venue, providerName),
    venueAddress: venue.addressOriginal,
    feedName,
    permissions,
  };
}
