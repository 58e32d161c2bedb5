import {
  type Actor,
  canChangeOccurrence,
  canTransition,
  confirmedAtFor,
  confirmerOf,
  type OccurrenceStatus,
  type UpdateOccurrenceInput,
} from '@trivia/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { lockNights } from '../../db/lock-order.ts';
import { eventOccurrences } from '../../db/schema/index.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { requirePermission } from '../../lib/guards.ts';
import { requireEvent } from '../access/index.ts';
import { nightLabel, recordAudit } from '../audit/index.ts';
import { displayName } from '../venue-name.ts';
import { markSchedulesChecked } from './schedules-checked.ts';

const VERB: Record<OccurrenceStatus, 'confirmed' | 'cancelled' | 'rescheduled'> = {
  confirmed: 'confirmed',
  cancelled: 'cancelled',
  scheduled: 'rescheduled',
};

/**
 * Confirms, cancels or reschedules one night (spec §4), or changes its notes or its theme. Only those who may
 * manage the event may (spec §6); a move the state machine does not allow answers 409.
 */
export async function updateOccurrence(options: {
  db: Db;
  actor: Actor;
  occurrenceId: string;
  input: z.output<typeof UpdateOccurrenceInput>;
  now?: Date;
}) {
  const { db, actor, occurrenceId, input } = options;
  return writeTransaction(db, async (tx) => {
    // Locked until the change commits (its venue and event first, decision 092), so that the
    // history's before is the row this change replaced.
    const [locked] = await lockNights(tx, [occurrenceId]);
    if (!locked) throw AppError.notFound('That night is not on the schedule.');
    const occurrence = locked.night;
    const { event, venue, facts } = await requireEvent(tx, occurrence.eventId);
    requirePermission(canChangeOccurrence(actor, facts));

    const current = occurrence.status;
    const changes: Partial<typeof eventOccurrences.$inferInsert> = {};
    // A night the platform confirmed is its host's to confirm again: then it reads "Confirmed".
    const confirmsAsHost =
      input.status === 'confirmed' &&
      current === 'confirmed' &&
      occurrence.confirmedBy !== 'host' &&
      confirmerOf(actor, facts) === 'host';
    if (input.status !== undefined && (input.status !== current || confirmsAsHost)) {
      if (input.status !== current && !canTransition(current, input.status)) {
        throw AppError.conflict(`A ${current} night can't be ${VERB[input.status]}.`);
      }
      changes.status = input.status;
      changes.confirmedAt = confirmedAtFor(input.status, options.now ?? new Date());
      // Decision 123: only those who run the night make it publicly "Confirmed".
      changes.confirmedBy = input.status === 'confirmed' ? confirmerOf(actor, facts) : null;
    }
    if (input.notes !== undefined) changes.notes = input.notes;
    // Rescheduled, the night is on again: the cancel note no longer holds.
    else if (changes.status === 'scheduled') changes.notes = null;
    // A cancellation's note is for players: "Cancelled — Closed for a private party".
    if (changes.status === 'cancelled' && input.notes !== undefined) {
      changes.publicNote = input.notes;
    } else if (changes.status === 'scheduled') changes.publicNote = null;
    // Tonight's theme is the night's, whatever its status (decision 208).
    if (input.theme !== undefined) changes.theme = input.theme;
    if (Object.keys(changes).length === 0) return occurrence;
    const [updated] = await tx
      .update(eventOccurrences)
      .set(changes)
      .where(eq(eventOccurrences.id, occurrenceId))
      .returning();
    if (!updated) throw AppError.notFound('That night is not on the schedule.');
    await recordAudit({
      tx,
      actor,
      action: changes.status ? VERB[changes.status] : 'updated',
      entity: {
        type: 'occurrence',
        id: occurrenceId,
        label: nightLabel({
          eventType: event.eventType,
          venueName: displayName(venue),
          date: updated.occurrenceDate,
        }),
      },
      before: occurrence,
      after: updated,
      venueId: event.venueId,
      eventId: event.id,
    });
    // Confirming a night is checking the schedule ("Checked {Mon d}").
    if (changes.confirmedAt) await markSchedulesChecked(tx, [updated.eventId], changes.confirmedAt);
    return updated;
  });
}
