import { addDays, type IsoDate, occurrenceDates } from '@trivia/shared';
import { and, asc, eq, gt, gte, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { eventOccurrences, events, venues } from '../../db/schema/index.ts';
import { RULE_COLUMNS, ruleOf } from '../occurrence-rule.ts';

const BATCH = 500;

/**
 * Stores the nights of active events in [from, to] (DESIGN.md: materialised on demand, no cron
 * job; decision 091), in the caller's transaction. Idempotent: the unique (event_id,
 * occurrence_date) key makes a second run a no-op. Each event records one range of dates whose
 * nights are all stored (`occurrences_from`…`occurrences_through`); events whose range holds the
 * window are skipped, the others are locked (decision 092: events before their nights) so that a
 * rule change waits for this store or this store sees the new rule, never half of each.
 */
export async function materializeOccurrences(options: {
  tx: Tx;
  from: IsoDate;
  to: IsoDate;
  /** Which events (e.g. the ones the viewer may see); all when omitted. */
  where?: SQL | undefined;
}): Promise<void> {
  const { tx, from, to, where } = options;
  const pending = await tx
    .select({ id: events.id, ...RULE_COLUMNS })
    .from(events)
    .innerJoin(venues, eq(venues.id, events.venueId))
    .where(
      and(
        eq(events.isActive, true),
        or(
          isNull(events.occurrencesFrom),
          gt(events.occurrencesFrom, from),
          lt(events.occurrencesThrough, to),
        ),
        where,
      ),
    )
    .orderBy(asc(events.id))
    .for('no key update', { of: events });
  if (pending.length === 0) return;

  const rows = pending.flatMap((event) =>
    occurrenceDates(ruleOf(event), from, to).map((occurrenceDate) => ({
      eventId: event.id,
      occurrenceDate,
    })),
  );
  for (let start = 0; start < rows.length; start += BATCH) {
    await tx
      .insert(eventOccurrences)
      .values(rows.slice(start, start + BATCH))
      .onConflictDoNothing();
  }
  // The stored range grows by the window when the two touch; otherwise the window replaces it
  // (the older range stays stored, it is only no longer remembered: a later ask stores it again).
  const touches = sql`(${events.occurrencesFrom} <= ${addDays(to, 1)}::date
    and ${events.occurrencesThrough} >= ${addDays(from, -1)}::date)`;
  const ids = pending.map((event) => event.id);
  for (let start = 0; start < ids.length; start += BATCH) {
    await tx
      .update(events)
      .set({
        occurrencesFrom: sql`case when ${touches} then least(${events.occurrencesFrom}, ${from}::date) else ${from}::date end`,
        occurrencesThrough: sql`case when ${touches} then greatest(${events.occurrencesThrough}, ${to}::date) else ${to}::date end`,
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
  await db
    .update(events)
    .set({ occurrencesFrom: null, occurrencesThrough: null })
    .where(eq(events.id, eventId));
}
