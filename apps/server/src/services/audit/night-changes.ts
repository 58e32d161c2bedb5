import { formatShortDate } from '@trivia/shared';
import type { eventOccurrences } from '../../db/schema/index.ts';
import type { AuditChange } from './record-audit.ts';

type Night = typeof eventOccurrences.$inferSelect;

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
