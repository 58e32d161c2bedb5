import {
  type Actor,
  DASHBOARD_RECENT_LIMIT,
  type DashboardResponse,
  listScope,
} from '@trivia/shared';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { events, venues } from '../../db/schema/index.ts';
import { eventsInScope, venuesInScope } from '../access/index.ts';
import { countOpenReports } from '../reports/index.ts';
import { countTeamsComingTonight } from '../rsvps/index.ts';
import { displayName } from '../venue-name.ts';

/**
 * The dashboard (spec §2): counts of venues and events and the latest five of each, events with
 * their venue's name. Admins see everything; everyone else their own ('My Venues', 'My Events').
 */
export async function getDashboard({
  db,
  actor,
}: {
  db: Db;
  actor: Actor;
}): Promise<DashboardResponse> {
  const scope = listScope(actor);
  const venueWhere = venuesInScope(actor, scope);
  const eventWhere = eventsInScope(actor, scope);
  const [[venueCount], [eventCount], latestVenues, latestEvents, openReports, teamsComingTonight] =
    await Promise.all([
      db.select({ n: sql<number>`count(*)::int` }).from(venues).where(venueWhere),
      db.select({ n: sql<number>`count(*)::int` }).from(events).where(eventWhere),
      db
        .select()
        .from(venues)
        .where(venueWhere)
        .orderBy(desc(venues.createdAt), desc(venues.id))
        .limit(DASHBOARD_RECENT_LIMIT),
      db
        .select({
          event: events,
          venue: { nameOriginal: venues.nameOriginal, googleName: venues.googleName },
        })
        .from(events)
        .innerJoin(venues, eq(venues.id, events.venueId))
        .where(eventWhere)
        .orderBy(desc(events.createdAt), desc(events.id))
        .limit(DASHBOARD_RECENT_LIMIT),
      countOpenReports(db, actor),
      countTeamsComingTonight(db, actor),
    ]);
  return {
    scope: scope === 'all' ? 'all' : 'mine',
    venuesCount: venueCount?.n ?? 0,
    eventsCount: eventCount?.n ?? 0,
    openReports,
    teamsComingTonight,
    latestVenues: latestVenues.map((venue) => ({
      id: venue.id,
      name: displayName(venue),
      addressOriginal: venue.addressOriginal,
      verificationStatus: venue.verificationStatus,
      createdAt: venue.createdAt.toISOString(),
    })),
    latestEvents: latestEvents.map(({ event, venue }) => ({
      id: event.id,
      eventType: event.eventType,
      dayOfWeek: event.dayOfWeek,
      startTime: event.startTime.slice(0, 5),
      venueId: event.venueId,
      venueName: displayName(venue),
      createdAt: event.createdAt.toISOString(),
    })),
  };
}
