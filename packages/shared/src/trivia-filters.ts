import { SEARCH_RADIUS_MAX_MILES } from './constants.ts';
import type { NearbyEvent, NearbyOccurrence } from './nearby.ts';

/**
 * The trivia list's filters (DESIGN.md "Public search"): starts after, cash prize only,
 * event type and themed nights (decision 208), next to the radius. The day of the week is not a filter but a day chip beside
 * the tabs (`resolveWhen` in trivia-list.ts). They narrow the nearby search's answer in
 * the browser — it already holds every fact they read (the read model's events: decision 030) —
 * and live in the URL with the tab and radius (decision 033).
 */

/** The list's Radius choices in miles (`?radius=50`); the city page's feed takes the same. */
export const RADIUS_CHOICES = [5, 10, 30, 50, SEARCH_RADIUS_MAX_MILES] as const;

/** Starts after 5, 6, 7 or 8 pm ('HH:MM', 24-hour): a night starting at that time counts. */
export const START_AFTER_CHOICES = ['17:00', '18:00', '19:00', '20:00'] as const;
export type StartAfter = (typeof START_AFTER_CHOICES)[number];

export interface TriviaFilters {
  startsAfter: StartAfter | null;
  cashOnly: boolean;
  /** An event type as the list shows it, compared without case. */
  eventType: string | null;
  /** Only nights with a theme that are not cancelled (decision 208). */
  themedOnly: boolean;
}

export const NO_FILTERS: TriviaFilters = {
  startsAfter: null,
  cashOnly: false,
  eventType: null,
  themedOnly: false,
};

export type TriviaFilterName = keyof TriviaFilters;

function matches(event: NearbyEvent, filters: TriviaFilters): boolean {
  return (
    (filters.startsAfter === null || event.startTime >= filters.startsAfter) &&
    (!filters.cashOnly || (event.prizeAmount ?? 0) > 0) &&
    (filters.eventType === null ||
      event.eventType.trim().toLowerCase() === filters.eventType.trim().toLowerCase())
  );
}

/** A night with a theme that still happens: what "Themed nights" keeps (decision 208). */
const isThemed = (night: NearbyOccurrence) => Boolean(night.theme) && night.status !== 'cancelled';

/** The event with only its themed nights; none when it has none. */
function themedOnly<E extends NearbyEvent>(event: E): E | null {
  const occurrences = event.occurrences.filter(isThemed);
  if (occurrences.length === 0) return null;
  return occurrences.length === event.occurrences.length ? event : { ...event, occurrences };
}

/**
 * The venues with at least one event the filters let through, holding only those events (and,
 * for themed nights, only their themed nights): the list's (nearby venues) and the city page's
 * calendar feed's (venues with weeks of nights).
 */
export function filterVenues<V extends { events: NearbyEvent[] }>(
  venues: V[],
  filters: TriviaFilters,
): V[] {
  const filtered: V[] = [];
  for (const venue of venues) {
    const matching = venue.events.filter((event) => matches(event, filters));
    const events = filters.themedOnly
      ? matching.flatMap((event) => themedOnly(event) ?? [])
      : matching;
    if (events.length === 0) continue;
    const unchanged = events.every((event, i) => event === venue.events[i]);
    filtered.push(
      unchanged && events.length === venue.events.length ? venue : { ...venue, events },
    );
  }
  return filtered;
}

/** The filters in use, in the page's order (starts after, cash prize, event type, themed). */
export function activeFilters(filters: TriviaFilters): TriviaFilterName[] {
  return (Object.keys(NO_FILTERS) as TriviaFilterName[]).filter(
    (name) => filters[name] !== NO_FILTERS[name],
  );
}
