import {
  type Actor,
  addDays,
  changeScope,
  EXCEPTION_MAX_DAYS,
  exceptionRange,
  type ScheduleExceptionInput,
  type ScheduleExceptionResult,
  todayIn,
  zonedDateTime,
} from '@trivia/shared';
import { and, between, eq, inArray, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { lockEvents, lockNights } from '../../db/lock-order.ts';
import { eventOccurrences, events, venues } from '../../db/schema/index.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { enqueueJobs } from '../../jobs/queue.ts';
import { defineJobHandler, type JobHandlers } from '../../jobs/worker.ts';
import { AppError } from '../../lib/app-error.ts';
import { EVENT_NOT_FOUND, eventsInScope } from '../access/index.ts';
import { eventLabel, nightChanges, recordAudit, recordAudits } from '../audit/index.ts';
import { materializeOccurrences, resetFutureOccurrences } from './occurrences.ts';

/**
 * Exceptions in bulk (decision 049): cancel one date across many events, pause events
 * until a date, end series from a date. Each stores the nights of its range and cancels those
 * still `scheduled`, with the public note; nights confirmed or cancelled by hand are kept. Ending
 * also queues a durable job that deactivates the event on the date, in the venue's time zone.
 */

export const END_SERIES = 'end-series';

const EndPayload = z.object({ eventId: z.string(), date: z.string() });
type EndPayload = z.infer<typeof EndPayload>;

export async function applyScheduleException(options: {
  db: Db;
  actor: Actor;
  input: z.output<typeof ScheduleExceptionInput>;
  now?: Date;
}): Promise<ScheduleExceptionResult> {
  const { db, actor, input } = options;
  const eventIds = [...new Set(input.eventIds)];
  const mine = await db
    .select({
      id: events.id,
      timezone: venues.timezone,
      venueId: events.venueId,
      eventType: events.eventType,
      dayOfWeek: events.dayOfWeek,
      startTime: events.startTime,
    })
    .from(events)
    .innerJoin(venues, eq(venues.id, events.venueId))
    .where(and(inArray(events.id, eventIds), eventsInScope(actor, changeScope(actor))));
  // Others' events answer as if they did not exist (spec §6), and nothing changes.
  if (mine.length !== eventIds.length) throw AppError.notFound(EVENT_NOT_FOUND);
  const utcToday = todayIn('UTC', options.now);
  if (input.today < addDays(utcToday, -1) || input.today > addDays(utcToday, 1)) {
    throw AppError.badRequest("today: Must be the viewer's date");
  }
  const range = exceptionRange(input.kind, input.date, input.today);
  if (!range) throw AppError.badRequest('date: Choose today or a later date');
  if (input.date > addDays(input.today, EXCEPTION_MAX_DAYS)) {
    throw AppError.badRequest('date: At most a year ahead');
  }
  return writeTransaction(db, async (tx) => {
    // Venues and events first (decision 092): the nights below are theirs.
    await lockEvents(tx, eventIds);
    const inEvents = inArray(events.id, eventIds);
    // From the viewer's today: the nights before the range stay visibly on (scheduled).
    await materializeOccurrences({ tx, from: input.today, to: range.to, where: inEvents });
    const inRange = and(
      inArray(eventOccurrences.eventId, eventIds),
      between(eventOccurrences.occurrenceDate, range.from, range.to),
    );
    const scheduled = await tx
      .select({ id: eventOccurrences.id })
      .from(eventOccurrences)
      .where(and(inRange, eq(eventOccurrences.status, 'scheduled')));
    const before = await lockNights(
      tx,
      scheduled.map((night) => night.id),
    );
    const cancelled = await tx
      .update(eventOccurrences)
      .set({
        status: 'cancelled',
        confirmedAt: null,
        confirmedBy: null,
        publicNote: input.note ?? null,
      })
      .where(and(inRange, eq(eventOccurrences.status, 'scheduled')))
      .returning();
    // One entry for the nights cancelled, and for an end, one per event it ends.
    await recordAudits(tx, actor, await nightChanges(tx, before, cancelled, 'cancelled'));
    if (input.kind === 'end') {
      await recordAudits(
        tx,
        actor,
        mine.map((event) => ({
          action: 'ended' as const,
          entity: { type: 'event' as const, id: event.id, label: eventLabel(event) },
          before: { endsOn: null },
          after: { endsOn: input.date },
          venueId: event.venueId,
          eventId: event.id,
        })),
      );
    }
    const kept = await tx
      .select({ id: eventOccurrences.id })
      .from(eventOccurrences)
      .where(and(inRange, ne(eventOccurrences.status, 'scheduled')));
    const ended = input.kind === 'end' ? await queueEnds(tx, mine, input.date) : 0;
    return { cancelled: cancelled.length, kept: kept.length - cancelled.length, ended };
  });
}

/** One job per event, due at the start of `date` where its venue is. */
async function queueEnds(
  tx: DbOrTx,
  rows: { id: string; timezone: string | null }[],
  date: string,
): Promise<number> {
  await enqueueJobs(
    tx,
    rows.map((row) => ({
      kind: END_SERIES,
      key: `${END_SERIES}:${row.id}:${date}`,
      payload: { eventId: row.id, date } satisfies EndPayload,
      runAt: new Date(zonedDateTime(date, '00:00', row.timezone ?? 'UTC')),
    })),
  );
  return rows.length;
}

/** The handler of `end-series` jobs: the event stops (inactive), its later scheduled nights go. */
export function scheduleExceptionJobHandlers(): JobHandlers {
  return {
    [END_SERIES]: defineJobHandler({
      payload: EndPayload,
      async commit(tx, job) {
        const { eventId, date } = job.payload;
        await lockEvents(tx, [eventId]);
        const [before] = await tx.select().from(events).where(eq(events.id, eventId));
        const [after] = await tx
          .update(events)
          .set({ isActive: false })
          .where(eq(events.id, eventId))
          .returning();
        if (before && after) {
          await recordAudit({
            tx,
            actor: { system: 'Scheduled end of series' },
            action: 'ended',
            entity: { type: 'event', id: eventId, label: eventLabel(after) },
            before,
            after,
            venueId: after.venueId,
            eventId,
          });
        }
        await resetFutureOccurrences({ db: tx, eventId, today: date });
      },
    }),
  };
}
