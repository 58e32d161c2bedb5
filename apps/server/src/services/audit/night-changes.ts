import { formatShortDate } from '@trivia/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { eventOccurrences, events } from '../../db/schema/index.ts';
import type { AuditChange } from './record-audit.ts';

type Night = typeof eventOccurrences.$inferSelect;

/** Nights as they are now, locked for the change about to be made, with their venue. */
export async function lockNights(tx: Tx, occurrenceIds: readonly string[]) {
  if (occurrenceIds.length === 0) return [];
  return tx
    .select({ night: eventOccurrences, venueId: events.venueId })
    .from(eventOccurrences)
    .innerJoin(events, eq(events.id, eventOccurrences.eventId))
    .where(inArray(eventOccurrences.id, [...occurrenceIds]))
    .for('update', { of: eventOccurrences });
}

/** The history entries of nights changed in bulk: each night before → after, on its event's page. */
export function nightChanges(
  before: readonly { night: Night; venueId: string }[],
  after: readonly Night[],
  action: AuditChange['action'],
): AuditChange[] {
  const was = new Map(before.map((row) => [row.night.id, row]));
  return after.flatMap((night) => {
    const old = was.get(night.id);
    if (!old) return [];
    return [
      {
        action,
        entity: { type: 'occurrence', id: night.id, label: formatShortDate(night.occurrenceDate) },
        before: old.night,
        after: night,
        venueId: old.venueId,
        eventId: night.eventId,
      },
    ];
  });
}
