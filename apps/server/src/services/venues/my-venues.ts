import type { Actor, MyVenuesResponse } from '@trivia/shared';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { userVenues, venues } from '../../db/schema/index.ts';
import { permissionsFor } from '../access/index.ts';
import { eventsByVenue, eventsCountSql, toVenueSummary } from './serialize.ts';

/** Spec §7 "My venues": the user's user_venues with each venue and its events, newest grant first. */
export async function listMyVenues({
  db,
  actor,
}: {
  db: Db;
  actor: Actor;
}): Promise<MyVenuesResponse> {
  const rows = await db
    .select({ link: userVenues, venue: venues, eventsCount: eventsCountSql })
    .from(userVenues)
    .innerJoin(venues, eq(venues.id, userVenues.venueId))
    .where(eq(userVenues.userId, actor.userId))
    .orderBy(desc(userVenues.grantedAt), desc(venues.id));
  const eventsOf = await eventsByVenue(
    db,
    rows.map((row) => row.venue.id),
  );
  return {
    venues: rows.map(({ link, venue, eventsCount }) => ({
      role: link.role,
      grantedAt: link.grantedAt.toISOString(),
      venue: toVenueSummary(
        venue,
        eventsCount,
        permissionsFor(actor, {
          managerUserIds: [actor.userId],
          ownerUserIds: link.role === 'owner' ? [actor.userId] : [],
          isImported: venue.isImported,
          verificationStatus: venue.verificationStatus,
        }).delete.allowed,
      ),
      events: eventsOf.get(venue.id) ?? [],
    })),
  };
}
