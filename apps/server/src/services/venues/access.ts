import {
  type AccessScope,
  type Actor,
  canCreateEventAt,
  type VenueFacts,
  venuePermissions,
} from '@trivia/shared';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { events, userVenues, venues } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

export type VenueRow = typeof venues.$inferSelect;

export const VENUE_NOT_FOUND =
  "The venue you're looking for doesn't exist or you don't have permission to view it.";

/**
 * The SQL of the shared rules' scopes (packages/shared/src/permissions.ts). A list asks for the
 * rows of a scope — `venuesInScope(actor, viewScope(actor))` — and gets the rows the shared rule
 * would allow one by one; test/db/access-scopes.test.ts runs both over the same users and rows.
 */

/**
 * Venues the actor is linked to through user_venues: `managesVenue` in SQL. `created_by` grants
 * nothing; the creator is the first owner member (decision 098).
 */
export function managedVenuesCondition(actor: Actor): SQL {
  return sql`exists (
    select 1 from ${userVenues} where ${userVenues.venueId} = ${venues.id} and ${userVenues.userId} = ${actor.userId})`;
}

/** Events at venues the actor manages, or run by a provider they belong to: `managesEvent` in SQL. */
export function managedEventsCondition(actor: Actor): SQL {
  const atManagedVenue = sql`exists (select 1 from ${venues} where ${venues.id} = ${events.venueId} and ${managedVenuesCondition(actor)})`;
  if (actor.providerIds.length === 0) return atManagedVenue;
  return sql`(${atManagedVenue} or ${inArray(events.providerId, [...actor.providerIds])})`;
}

function scopeCondition(scope: AccessScope, managed: () => SQL): SQL | undefined {
  if (scope === 'all') return undefined;
  return scope === 'none' ? sql`false` : managed();
}

/** The venues of a scope, as a where clause (none for `all`). */
export function venuesInScope(actor: Actor, scope: AccessScope): SQL | undefined {
  return scopeCondition(scope, () => managedVenuesCondition(actor));
}

/** The events of a scope, as a where clause (none for `all`). */
export function eventsInScope(actor: Actor, scope: AccessScope): SQL | undefined {
  return scopeCondition(scope, () => managedEventsCondition(actor));
}

/** The facts the permission rules need, with the row itself. Null when there is no such venue. */
export async function loadVenueFacts(
  db: DbOrTx,
  venueId: string,
): Promise<{ venue: VenueRow; facts: VenueFacts } | null> {
  const [venue] = await db.select().from(venues).where(eq(venues.id, venueId));
  if (!venue) return null;
  const members = await db
    .select({ userId: userVenues.userId, role: userVenues.role })
    .from(userVenues)
    .where(eq(userVenues.venueId, venueId));
  return {
    venue,
    facts: {
      managerUserIds: members.map((member) => member.userId),
      ownerUserIds: members.filter((member) => member.role === 'owner').map((m) => m.userId),
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
