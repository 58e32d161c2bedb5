import { randomUUID } from 'node:crypto';
import { formatShortDate } from '@trivia/shared';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { eventOccurrences, events, venues } from '../../db/schema/index.ts';
import { displayName } from '../venue-name.ts';
import type { AuditChange } from './record-audit.ts';

type Night = typeof eventOccurrences.$inferSelect;

/** How the history names a night: 'Trivia at The Pub on Thu, Nov 27'. */
export function nightLabel(night: { eventType: string; venueName: string; date: string }): string {
  return `${night.eventType} at ${night.venueName} on ${formatShortDate(night.date)}`;
}

/** The history's names of these nights, by id. */
export async function nightLabels(db: DbOrTx, nightIds: readonly string[]) {
  if (nightIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({
      id: eventOccurrences.id,
      date: eventOccurrences.occurrenceDate,
      eventType: events.eventType,
      googleName: venues.googleName,
      nameOriginal: venues.nameOriginal,
    })
    .from(eventOccurrences)
    .innerJoin(events, eq(events.id, eventOccurrences.eventId))
    .innerJoin(venues, eq(venues.id, events.venueId))
    .where(inArray(eventOccurrences.id, [...nightIds]));
  return new Map(rows.map((row) => [row.id, nightLabel({ ...row, venueName: displayName(row) })]));
}

/** The one value all of `values` share, or null. */
function shared(values: readonly string[]): string | null {
  const [first] = values;
  return first !== undefined && values.every((value) => value === first) ? first : null;
}

/**
 * The history of nights changed together: a single night is one entry naming its
 * event and venue; several are ONE entry, "110 nights", whose `nights` field lists each night's
 * id and name, on the event's and venue's pages when they all share one.
 */
export async function nightChanges(
  db: DbOrTx,
  before: readonly { night: Night; venueId: string }[],
  after: readonly Night[],
  action: AuditChange['action'],
): Promise<AuditChange[]> {
  const was = new Map(before.map((row) => [row.night.id, row]));
  const changed = after.filter((night) => was.has(night.id));
  if (changed.length === 0) return [];
  const labels = await nightLabels(
    db,
    changed.map((night) => night.id),
  );
  const labelOf = (night: Night) => labels.get(night.id) ?? formatShortDate(night.occurrenceDate);
  const [only] = changed;
  if (changed.length === 1 && only) {
    const old = was.get(only.id);
    return [
      {
        action,
        entity: { type: 'occurrence', id: only.id, label: labelOf(only) },
        before: old?.night ?? null,
        after: only,
        venueId: old?.venueId ?? null,
        eventId: only.eventId,
      },
    ];
  }
  const sorted = [...changed].sort(
    (a, b) =>
      a.occurrenceDate.localeCompare(b.occurrenceDate) || labelOf(a).localeCompare(labelOf(b)),
  );
  const statuses = (rows: readonly { status: string }[]) => shared(rows.map((row) => row.status));
  return [
    {
      action,
      entity: { type: 'occurrence', id: randomUUID(), label: `${changed.length} nights` },
      before: { status: statuses(changed.map((night) => was.get(night.id)?.night ?? night)) },
      after: {
        status: statuses(changed),
        nights: sorted.map((night) => ({ id: night.id, label: labelOf(night) })),
      },
      venueId: shared(changed.map((night) => was.get(night.id)?.venueId ?? '')),
      eventId: shared(changed.map((night) => night.eventId)),
    },
  ];
}
