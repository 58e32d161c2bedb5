import type { IsoDate, NearbyVenue, NearbyVenueLink, PublicVenue } from '@trivia/shared';
import type { DbOrTx } from '../db/client.ts';
import { findNearbyVenues } from './nearby/index.ts';

/** "More trivia nearby": how far it looks, how many it asks for and shows. */
export const VENUE_PAGE_NEARBY_MILES = 25;
export const VENUE_PAGE_NEARBY_SHOWN = 4;
// More than shown: the venue itself is among them, and venues without a night left are skipped.
const ASKED = VENUE_PAGE_NEARBY_SHOWN + 4;

/** A venue's next night this week that is not cancelled, or null. */
function nextNight(venue: NearbyVenue): NearbyVenueLink['next'] | null {
  const nights = venue.events.flatMap((event) =>
    event.occurrences
      .filter((night) => night.status !== 'cancelled')
      .map((night) => ({ title: event.title, date: night.date, startTime: event.startTime })),
  );
  nights.sort((a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime));
  return nights[0] ?? null;
}

/**
 * The nearest other venues with a night in the week from the venue's today, nearest first: the
 * public nearby search itself (its ranking, its read models), so the page says what the list says.
 */
export async function findMoreTriviaNearby({
  db,
  venue,
  today,
}: {
  db: DbOrTx;
  venue: PublicVenue;
  today: IsoDate;
}): Promise<NearbyVenueLink[]> {
  if (venue.latitude === undefined || venue.longitude === undefined) return [];
  const answer = await findNearbyVenues({
    db,
    query: {
      latitude: venue.latitude,
      longitude: venue.longitude,
      radiusMiles: VENUE_PAGE_NEARBY_MILES,
      limit: ASKED,
      date: today,
    },
  });
  return answer.venues
    .filter((other) => other.id !== venue.id)
    .flatMap((other) => {
      const next = nextNight(other);
      if (!next) return [];
      const { slug, name, latitude, longitude, distanceMiles } = other;
      return [{ slug, name, latitude, longitude, distanceMiles, next }];
    })
    .slice(0, VENUE_PAGE_NEARBY_SHOWN);
}
