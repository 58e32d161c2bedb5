import type { EventFacts } from '@trivia/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { events } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { loadVenueFacts, type VenueRow } from './venue-facts.ts';

export type EventRow = typeof events.$inferSelect;

export const EVENT_NOT_FOUND =
  "The event you're looking for doesn't exist or you don't have permission to view it.";

/** The event, its venue and the facts the permission rules need; 404 when there is no such event. */
export async function requireEvent(
  db: DbOrTx,
  eventId: string,
): Promise<{ event: EventRow; venue: VenueRow; facts: EventFacts }> {
  const [event] = await db.select().from(events).where(eq(events.id, eventId));
  if (!event) throw AppError.notFound(EVENT_NOT_FOUND);
  const loaded = await loadVenueFacts(db, event.venueId);
  if (!loaded) throw AppError.notFound(EVENT_NOT_FOUND);
  return {
    event,
    venue: loaded.venue,
    facts: { venue: loaded.facts, providerId: event.providerId },
  };
}
