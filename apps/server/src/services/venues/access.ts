import { type Actor, canCreateEventAt, type VenueFacts, venuePermissions } from '@trivia/shared';
import { eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { events, userVenues, venues } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

export type VenueRow = typeof venues.$inferSelect;

export const VENUE_NOT_FOUND =
  "The venue you're looking for doesn't exist or you don't have permission to view it.";

/** Venues the actor created or is linked to (spec §6 "Owner"). */
export function managedVenuesCondition(actor: Actor): SQL {
  return sql`(${venues.createdBy} = ${actor.userId} or exists (
    select 1 from ${userVenues} where ${userVenues.venueId} = ${venues.id} and ${userVenues.userId} = ${actor.userId}))`;
}

/**
 * Events the actor may see in lists: all for admins; otherwise events at venues they manage and
 * events run by a provider they belong to (DESIGN.md "Roles and permissions").
 */
export function visibleEventsCondition(actor: Actor): SQL | undefined {
  if (actor.isAdmin) return undefined;
  const atManagedVenue = sql`exists (select 1 from ${venues} where ${venues.id} = ${events.venueId} and ${managedVenuesCondition(actor)})`;
  if (actor.providerIds.length === 0) return atManagedVenue;
  return or(atManagedVenue, inArray(events.providerId, [...actor.providerIds]));
}

/** The facts the permission rules need, with the row itself. Null when there is no such venue. */
export async function loadVenueFacts(
  db: DbOrTx,
  venueId: string,
): Promise<{ venue: VenueRow; facts: VenueFacts } | null> {
  const [venue] = await db.select().from(venues).where(eq(venues.id, venueId));
  if (!venue) return null;
  const managers = await db
    .select({ userId: userVenues.userId })
    .from(userVenues)
    .where(eq(userVenues.venueId, venueId));
  return {
    venue,
    facts: {
      createdBy: venue.createdBy,
      managerUserIds: managers.map((manager) => manager.userId),
      isImported: venue.isImported,
      verificationStatus: venue.verificationStatus,
    },
  };
}

/** The venue, or the 404 the spec describes. */
export async function requireVenue(db: DbOrTx, venueId: string) {
  const loaded = await loadVenueFacts(db, venueId);
  if (!loaded) throw AppError.notFound(VENUE_NOT_FOUND);
  return loaded;
}

export function permissionsFor(actor: Actor, facts: VenueFacts) {
  return { ...venuePermissions(actor, facts), addEvent: canCreateEventAt(actor, facts) };
}
