import type { Actor } from '@trivia/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lockVenues } from '../../db/lock-order.ts';
import { eventOccurrences, events, userVenues, venues } from '../../db/schema/index.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { requirePermission } from '../../lib/guards.ts';
import { permissionsFor, requireVenue } from '../access/index.ts';
import { recordAudit } from '../audit/index.ts';
import { displayName } from '../venue-name.ts';

/**
 * Deletes a venue with everything hanging from it — its user_venues links, its events and their
 * occurrences — in one transaction (spec §7: user_venues, then events, then the venue).
 */
export async function deleteVenue(options: {
  db: Db;
  actor: Actor;
  venueId: string;
}): Promise<void> {
  const { db, actor, venueId } = options;
  await writeTransaction(db, async (tx) => {
    // Deleted below: locked for that at once, before anything that references it (decision 092).
    await lockVenues(tx, [venueId], 'update');
    const { venue, facts } = await requireVenue(tx, venueId);
    requirePermission(permissionsFor(actor, facts).delete);
    await tx.delete(userVenues).where(eq(userVenues.venueId, venueId));
    const eventIds = (
      await tx.select({ id: events.id }).from(events).where(eq(events.venueId, venueId))
    ).map((e) => e.id);
    if (eventIds.length > 0) {
      await tx.delete(eventOccurrences).where(inArray(eventOccurrences.eventId, eventIds));
      await tx.delete(events).where(inArray(events.id, eventIds));
    }
    await tx.delete(venues).where(eq(venues.id, venueId));
    await recordAudit({
      tx,
      actor,
      action: 'deleted',
      entity: { type: 'venue', id: venueId, label: displayName(venue) },
      before: venue,
      after: null,
      venueId,
    });
  });
}
