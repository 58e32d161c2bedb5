import {
  CALENDAR_FEED_WEEKS,
  type CityCalendarQuery,
  type CityPlace,
  cityPageSearch,
  type DayOfWeek,
  dayOfWeekOf,
  filterVenues,
  VENUE_LIMIT,
} from '@trivia/shared';
import type { DbOrTx } from '../db/client.ts';
import { findNearbyVenues } from './nearby/index.ts';
import { findVenuesForFeed, type VenueWithNights } from './venue-pages.ts';

/**
 * A city page's nights as a calendar feed (decision 147): the venues the page's list
 * finds — the same nearby search, from the place, within the radius asked — each with a feed's
 * weeks of nights, narrowed as the list narrows them (a day of the week, starts after, cash prize
 * only, event type).
 */

/** Only the nights that fall on `day`, and only the events that keep one. */
function onDay(entry: VenueWithNights, day: DayOfWeek): VenueWithNights {
  const events = entry.events
    .map((event) => ({
      ...event,
      occurrences: event.occurrences.filter((night) => dayOfWeekOf(night.date) === day),
    }))
    .filter((event) => event.occurrences.length > 0);
  return { ...entry, events };
}

export async function findCityFeedVenues({
  db,
  place,
  query,
  weeks = CALENDAR_FEED_WEEKS,
  now = new Date(),
}: {
  db: DbOrTx;
  place: CityPlace;
  query: CityCalendarQuery;
  weeks?: number;
  now?: Date;
}): Promise<VenueWithNights[]> {
  // The list's venues: the city page's search (decision 081) with the radius asked.
  const search = await findNearbyVenues({
    db,
    query: { ...cityPageSearch(place), radiusMiles: query.radius, limit: VENUE_LIMIT },
  });
  const { found } = await findVenuesForFeed({
    db,
    ids: search.venues.map((venue) => venue.id),
    weeks,
    now,
  });
  const { day } = query;
  const onTheDay = day ? found.map((entry) => onDay(entry, day)) : found;
  return filterVenues(
    onTheDay.filter((entry) => entry.events.length > 0),
    {
      startsAfter: query.after ?? null,
      cashOnly: query.cash === '1',
      eventType: query.type ?? null,
      themedOnly: query.themed === '1',
    },
  );
}
