import { SEARCH_RADIUS_MAX_MILES } from './constants.ts';
import type { NearbyEvent } from './nearby.ts';

/**
 * The trivia list's filters (DESIGN.md "Public search"): starts after, cash prize only
 * and event type, next to the radius. The day of the week is not a filter but a day chip beside
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
}

export const NO_FILTERS: TriviaFilters = {
  startsAfter: null,
  cashOnly: false,
  eventType: null,
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

/**
 * The venues with at least one event the filters let through, holding only those events: the
 * list's (nearby venues) and the city page's calendar feed's (venues with weeks of nights).
 */
export function filterVenues<V extends { events: NearbyEvent[] }>(
  venues: V[],
  filters: TriviaFilters,
): V[] {
  const filtered: V[] = [];
  for (const venue of venues) {
    const events = venue.events.filter((event) => matches(event, filters));
    if (events.length > 0)
      filtered.push(events.length === venue.events.length ? venue : { ...venue, events });
  }
  return filtered;
}

/** The filters in use, in the page's order (starts after, cash prize, event type). */
export function activeFilters(filters: TriviaFilters): TriviaFilterName[] {
  return (Object.keys(NO_FILTERS) as TriviaFilterName[]).filter(
    (name) => filters[name] !== NO_FILTERS[name],
  );
}
