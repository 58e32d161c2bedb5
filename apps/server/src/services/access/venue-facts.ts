import { type Actor, canCreateEventAt, type VenueFacts, venuePermissions } from '@trivia/shared';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { userVenues, venues } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

export type VenueRow = typeof venues.$inferSelect;

export const VENUE_NOT_FOUND =
  "The venue you're looking for doesn't exist or you don't have permission to view it.";

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

/**
 * Correlated subqueries in a select list name their tables in plain SQL: Drizzle renders columns
 * there without the table, which would make `venue_id = id` compare two columns of `events`.
 */
const managerUserIdsSql = sql<
  string[]
>`array(select user_venues.user_id from user_venues where user_venues.venue_id = venues.id)`;
const ownerUserIdsSql = sql<
  string[]
>`array(select user_venues.user_id from user_venues where user_venues.venue_id = venues.id and user_venues.role = 'owner')`;

/**
 * A venue's permission facts (`VenueFacts`) as a select list, for a query that reads `venues`:
 * its memberships, never `created_by` (decision 098).
 */
export const venueFactsColumns = {
  managerUserIds: managerUserIdsSql,
  ownerUserIds: ownerUserIdsSql,
  isImported: venues.isImported,
  verificationStatus: venues.verificationStatus,
};
