import { type Actor, type VenueDetail, venuePageSlug } from '@trivia/shared';
import type { Db } from '../../db/client.ts';
import { loadGazetteer } from '../../geo/load-gazetteer.ts';
import { requirePermission } from '../../lib/guards.ts';
import { permissionsFor, requireVenue } from '../access/index.ts';
import { venueFeedName, withFeedVenueLock } from '../feed-ownership.ts';
import { displayName } from '../venue-name.ts';
import { eventsByVenue, toVenueDetail } from './serialize.ts';

/** One venue with its events and what the actor may do with it (the detail and edit pages). */
export async function getVenue(options: {
  db: Db;
  actor: Actor;
  venueId: string;
}): Promise<VenueDetail> {
  const { db, actor, venueId } = options;
  const { venue, facts } = await requireVenue(db, venueId);
  const feedName = await venueFeedName(db, venue.id);
  const permissions = withFeedVenueLock(permissionsFor(actor, facts), actor, feedName);
  requirePermission(permissions.view);
  const venueEvents = (await eventsByVenue(db, [venue.id])).get(venue.id) ?? [];
  return {
    ...toVenueDetail(venue, venueEvents, permissions, feedName),
    publicSlug: await publicSlugOf(venue),
  };
}

/** The slug of the venue's public page, named as the page names it (its town, if placed). */
async function publicSlugOf(venue: {
  id: string;
  googleName: string | null;
  nameOriginal: string;
  latitude: number | null;
  longitude: number | null;
}): Promise<string> {
  const town =
    venue.latitude === null || venue.longitude === null
      ? null
      : (await loadGazetteer()).nearestTown(venue.latitude, venue.longitude);
  return venuePageSlug({ id: venue.id, name: displayName(venue), town });
}
