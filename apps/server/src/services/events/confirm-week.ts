import {
  type Actor,
  addDays,
  type Confirmer,
  type ConfirmWeekInput,
  type ConfirmWeekResult,
  canChangeOccurrence,
  changeScope,
  confirmerOf,
  scheduleScope,
} from '@trivia/shared';
import { and, between, eq, inArray, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { lockNights } from '../../db/lock-order.ts';
import { eventOccurrences, events, venues } from '../../db/schema/index.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { eventsInScope, venueFactsColumns } from '../access/index.ts';
import { nightChanges, recordAudits } from '../audit/index.ts';
import { materializeOccurrences } from './occurrences.ts';
import { ofProvider } from './provider-filter.ts';
import { markSchedulesChecked } from './schedules-checked.ts';

const PLATFORM_CONFIRMED = and(
  eq(eventOccurrences.status, 'confirmed'),
  eq(eventOccurrences.confirmedBy, 'platform'),
);

/**
 * Confirm all this week: every still-scheduled night of the 7 days from `from` that the
 * user may change (spec §6, as the schedule's own Confirm), of the admin's provider filter, in one
 * transaction with ONE history entry naming how many and which. A platform admin's
 * confirmation of nights others run is recorded as the platform's (decision 123): the public reads
 * "Checked", not "Confirmed". Answers how many it confirmed (0 is no error).
 */
export async function confirmWeek(options: {
  db: Db;
  actor: Actor;
  input: z.output<typeof ConfirmWeekInput>;
  now?: Date;
}): Promise<ConfirmWeekResult> {
  const { db, actor, input } = options;
  const now = options.now ?? new Date();
  const to = addDays(input.from, 6);
  const providerFilter = scheduleScope(actor) === 'all' ? ofProvider(input.providerId) : undefined;
  const eventsWhere = and(eventsInScope(actor, changeScope(actor)), providerFilter);
  // Stored first, in a transaction of its own: the confirmation below locks venues before events.
  await writeTransaction(db, (tx) =>
    materializeOccurrences({ tx, from: input.from, to, where: eventsWhere }),
  );

  const rows = await db
    .select({
      id: eventOccurrences.id,
      status: eventOccurrences.status,
      providerId: events.providerId,
      venue: venueFactsColumns,
    })
    .from(eventOccurrences)
    .innerJoin(events, eq(events.id, eventOccurrences.eventId))
    .innerJoin(venues, eq(venues.id, events.venueId))
    .where(
      and(
        between(eventOccurrences.occurrenceDate, input.from, to),
        or(eq(eventOccurrences.status, 'scheduled'), PLATFORM_CONFIRMED),
        eventsWhere,
      ),
    );
  const byConfirmer = new Map<Confirmer, string[]>();
  for (const row of rows) {
    const facts = { venue: row.venue, providerId: row.providerId };
    if (!canChangeOccurrence(actor, facts).allowed) continue;
    const confirmer = confirmerOf(actor, facts);
    // A night the platform confirmed is its host's to confirm again (decision 123), no one else's.
    if (row.status === 'confirmed' && confirmer !== 'host') continue;
    byConfirmer.set(confirmer, [...(byConfirmer.get(confirmer) ?? []), row.id]);
  }
  const ids = [...byConfirmer.values()].flat();
  if (ids.length === 0) return { confirmed: 0 };

  return writeTransaction(db, async (tx) => {
    const before = await lockNights(tx, ids);
    const updated = [];
    for (const [confirmedBy, group] of byConfirmer) {
      updated.push(
        ...(await tx
          .update(eventOccurrences)
          .set({ status: 'confirmed', confirmedAt: now, confirmedBy })
          .where(
            and(
              inArray(eventOccurrences.id, group),
              or(eq(eventOccurrences.status, 'scheduled'), PLATFORM_CONFIRMED),
            ),
          )
          .returning()),
      );
    }
    await recordAudits(tx, actor, await nightChanges(tx, before, updated, 'confirmed'));
    await markSchedulesChecked(tx, [...new Set(updated.map((night) => night.eventId))], now);
    return { confirmed: updated.length };
  });
}
