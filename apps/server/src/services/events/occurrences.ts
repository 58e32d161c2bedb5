import { createdOnOf, type IsoDate, type OccurrenceRule, occurrenceDates } from '@trivia/shared';
import { and, eq, gte, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { eventOccurrences, events, venues } from '../../db/schema/index.ts';

const BATCH = 500;

/** The columns an event's rule is read from, with its venue joined (for the time zone). */
export const RULE_COLUMNS = {
  dayOfWeek: events.dayOfWeek,
  frequency: events.frequency,
  weekOfMonth: events.weekOfMonth,
  eventDate: events.eventDate,
  createdAt: events.createdAt,
  timezone: venues.timezone,
};

/**
 * An event's occurrence rule from RULE_COLUMNS: created on its date in the venue's time zone, or
 * in the fallback zone for a venue without one (decision 101).
 */
export function ruleOf(
  event: Omit<OccurrenceRule, 'createdOn'> & {
    createdAt: Date;
    timezone: string | null;
  },
): OccurrenceRule {
  return {
    dayOfWeek: event.dayOfWeek,
    frequency: event.frequency,
    weekOfMonth: event.weekOfMonth,
    eventDate: event.eventDate,
    createdOn: createdOnOf(event.createdAt, event.timezone),
  };
}

/**
 * Stores the occurrences of active events in [from, to] (DESIGN.md: materialised on demand, no
 * cron job). Idempotent: the unique (event_id, occurrence_date) key makes a second run a no-op, and
 * `occurrences_through` lets events already stored for the window be skipped without a query each.
 */
export async function materializeOccurrences(options: {
  db: DbOrTx;
  from: IsoDate;
  to: IsoDate;
  /** Which events (e.g. the ones the viewer may see); all when omitted. */
  where?: SQL | undefined;
}): Promise<void> {
  const { db, from, to, where } = options;
  const pending = await db
    .select({ id: events.id, ...RULE_COLUMNS })
    .from(events)
    .innerJoin(venues, eq(venues.id, events.venueId))
    .where(
      and(
        eq(events.isActive, true),
        or(isNull(events.occurrencesThrough), lt(events.occurrencesThrough, to)),
        where,
      ),
    );
  if (pending.length === 0) return;

  const rows = pending.flatMap((event) =>
    occurrenceDates(ruleOf(event), from, to).map((occurrenceDate) => ({
      eventId: event.id,
      occurrenceDate,
    })),
  );
  for (let start = 0; start < rows.length; start += BATCH) {
    await db
      .insert(eventOccurrences)
      .values(rows.slice(start, start + BATCH))
      .onConflictDoNothing();
  }
  const ids = pending.map((event) => event.id);
  for (let start = 0; start < ids.length; start += BATCH) {
    await db
      .update(events)
      .set({
        occurrencesThrough: sql`greatest(coalesce(${events.occurrencesThrough}, ${to}::date), ${to}::date)`,
        // Bookkeeping, not an edit: keep updated_at (the sitemap's lastmod reads it).
        updatedAt: sql`${events.updatedAt}`,
      })
      .where(inArray(events.id, ids.slice(start, start + BATCH)));
  }
}

/**
 * After an event's day, time, frequency or active flag changed: its future nights that are still
 * `scheduled` are dropped (the next view regenerates them from the new rule); confirmed and
 * cancelled nights are kept (DESIGN.md).
 */
export async function resetFutureOccurrences(options: {
  db: DbOrTx;
  eventId: string;
  today: IsoDate;
}): Promise<void> {
  const { db, eventId, today } = options;
  await db
    .delete(eventOccurrences)
    .where(
      and(
        eq(eventOccurrences.eventId, eventId),
        eq(eventOccurrences.status, 'scheduled'),
        gte(eventOccurrences.occurrenceDate, today),
      ),
    );
  await db.update(events).set({ occurrencesThrough: null }).where(eq(events.id, eventId));
}
