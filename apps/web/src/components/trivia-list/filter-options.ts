import {
  activeFilters,
  filterVenues,
  type NearbyVenue,
  NO_FILTERS,
  type StartAfter,
  type TriviaFilterName,
  type TriviaFilters,
} from '@trivia/shared';

/**
 * What only the filters panel and the filtered-out message show, apart from the shared
 * filters so that it loads with them, not with the home page (decision 052).
 */

export const START_AFTER_LABELS: Record<StartAfter, string> = {
  '17:00': '5 pm',
  '18:00': '6 pm',
  '19:00': '7 pm',
  '20:00': '8 pm',
};

/** The event types of the answer, for the event type filter: each once, in alphabetical order. */
export function eventTypesOf(venues: NearbyVenue[]): string[] {
  const types = new Map<string, string>();
  for (const venue of venues) {
    for (const event of venue.events) {
      const key = event.eventType.trim().toLowerCase();
      if (!types.has(key)) types.set(key, event.eventType.trim());
    }
  }
  return [...types.values()].sort((a, b) => a.localeCompare(b));
}

/** The filters' names as the page shows them, in the order it shows them. */
export const FILTER_LABELS: Record<TriviaFilterName, string> = {
  startsAfter: 'Starts after',
  cashOnly: 'Cash prize only',
  eventType: 'Event type',
  themedOnly: 'Themed nights',
};

/**
 * When the filters leave nothing of a non-empty list: the filters to loosen — the first one whose
 * removal alone brings venues back, else every filter in use.
 */
export function filtersToLoosen(
  venues: NearbyVenue[],
  filters: TriviaFilters,
  count: (venues: NearbyVenue[]) => number,
): TriviaFilterName[] {
  const active = activeFilters(filters);
  const one = active.find(
    (name) => count(filterVenues(venues, { ...filters, [name]: NO_FILTERS[name] })) > 0,
  );
  return one ? [one] : active;
}
