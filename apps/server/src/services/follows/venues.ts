import { type FollowedVenue, venuePageSlug } from '@trivia/shared';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { venues } from '../../db/schema/index.ts';
import { loadGazetteer } from '../../geo/load-gazetteer.ts';
import { displayName } from '../venue-name.ts';

/** Venues by id as the follows page and follower mail name them, in name order. */
export async function followedVenues(db: DbOrTx, venueIds: string[]): Promise<FollowedVenue[]> {
  if (venueIds.length === 0) return [];
  const rows = await db
    .select({
      id: venues.id,
      googleName: venues.googleName,
      nameOriginal: venues.nameOriginal,
      latitude: venues.latitude,
      longitude: venues.longitude,
    })
    .from(venues)
    .where(inArray(venues.id, venueIds));
  const gazetteer = await loadGazetteer();
  return rows
    .map((venue) => {
      const name = displayName(venue);
      const town =
        venue.latitude === null || venue.longitude === null
          ? null
          : gazetteer.nearestTown(venue.latitude, venue.longitude);
      return { id: venue.id, name, slug: venuePageSlug({ id: venue.id, name, town }) };
    })
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}
