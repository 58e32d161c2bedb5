import {
  eventTitle,
  hasPassed,
  type IsoDate,
  type NearbyEvent,
  type NearbyVenue,
  type OccurrenceRule,
  photoCategory,
  venuePageSlug,
  type Week,
  weekOccurrenceDates,
} from '@trivia/shared';
import type { PublicEvent, PublicNight } from '../../db/read-model/venue-read-model.ts';
import type { Gazetteer } from '../../geo/gazetteer.ts';
import { teamCountMap } from '../rsvps/index.ts';
import type { VenueRow } from './statement.ts';

/**
 * The nearby answer's shape (`NearbyVenue`, in packages/shared): a listed venue's read model as
 * the public sees it, its events' dates computed from their rules (decision 011) and each date's
 * status from the nights the read model flags. Venue pages and calendar feeds show events alike.
 */

/**
 * A listed venue as the public sees it, with its events' dates in `week`; a one-time event whose
 * night is before the week is left out (decision 100).
 */
export function toNearbyVenue(
  venue: VenueRow,
  week: Week,
  gazetteer: Pick<Gazetteer, 'nearestTown'>,
): NearbyVenue {
  const flagged = flaggedNights(venue.nights, week.from, week.to);
  const teams = teamCountMap(venue.teams);
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
    distanceMiles: roundDistance(venue.distance),
    photoUrl: venue.photoUrl ?? undefined,
    photoCategory: photoCategory(venue.name),
    timezone: venue.timezone ?? undefined,
    events: upcomingEvents(venue.events, week.from).map((event) =>
      toNearbyEvent(event, week.from, (rule) => weekOccurrenceDates(rule, week), flagged, teams),
    ),
  };
}

/** The read model's rule of an event; `createdOn` is absent only when the rule does not use it. */
function ruleOfPublicEvent(event: PublicEvent, from: IsoDate): OccurrenceRule {
  return {
    dayOfWeek: event.dayOfWeek,
    frequency: event.frequency,
    weekOfMonth: event.weekOfMonth ?? null,
    eventDate: event.eventDate ?? null,
    firstNight: event.firstNight ?? null,
    lastNight: event.lastNight ?? null,
    createdOn: event.createdOn ?? from,
  };
}

/** A venue's events without those that have passed on `today` (decisions 100 and 171). */
export function upcomingEvents(
  events: readonly PublicEvent[] | null,
  today: IsoDate,
): PublicEvent[] {
  return (events ?? []).filter((event) => !hasPassed(ruleOfPublicEvent(event, today), today));
}

/** Three decimals (5 feet) are more than any display needs, and much shorter JSON. */
function roundDistance(miles: number): number {
  return Math.round(miles * 1000) / 1000;
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
 * reported flag, and the teams coming (`teams`, by `{eventId}|{date}`; absent when none).
 */
export function toNearbyEvent(
  event: PublicEvent,
  from: IsoDate,
  datesOf: (rule: OccurrenceRule) => IsoDate[],
  flagged: Map<string, PublicNight>,
  teams: Map<string, number> = new Map(),
): NearbyEvent {
  const { id, eventType, dayOfWeek, startTime, endTime, frequency } = event;
  const { prizeAmount, prizeDescription, maxTeams, providerName, verifiedAtMs, feedSyncedOn } =
    event;
  const dates = datesOf(ruleOfPublicEvent(event, from));
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
    feedSyncedOn,
    occurrences: dates.map((day) => {
      const night = flagged.get(`${id}|${day}`);
      const coming = teams.get(`${id}|${day}`);
      const counted = coming ? { teams: coming } : {};
      if (!night) return { date: day, status: 'scheduled', ...counted };
      const { status, note, theme, reported } = night;
      return { date: day, status, note, theme, reported, ...counted };
    }),
  };
}
