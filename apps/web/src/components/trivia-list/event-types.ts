import type { NearbyVenue, StartAfter } from '@trivia/shared';

/**
 * What only the filters panel shows (issue 15), apart from the shared filters so that it loads
 * with the panel, not with the home page.
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
