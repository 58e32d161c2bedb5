import {
  type Actor,
  addDays,
  canChangeOccurrence,
  type IsoDate,
  NIGHT_RESULTS_WEEKS_BACK,
  occurrenceDates,
  todayIn,
  venueTimeZone,
  wallClockIn,
} from '@trivia/shared';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { eventOccurrences } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { requirePermission } from '../../lib/guards.ts';
import { type EventRow, requireEvent } from '../access/index.ts';
import { ruleOf } from '../occurrence-rule.ts';

export const NOT_A_NIGHT_MESSAGE = 'That event has no trivia night on this date';
export const NOT_STARTED_MESSAGE = 'That night has not started yet: post its results once it has';
export const TOO_LONG_AGO_MESSAGE = `Results can be posted or corrected for ${NIGHT_RESULTS_WEEKS_BACK} weeks after a night`;
export const CANCELLED_MESSAGE = 'That night was cancelled: it has no results';

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/**
 * A night whose results the actor may read or post (decision 205): exactly who may confirm or
 * cancel it (`canChangeOccurrence`, decision 099's rule for the schedule and its links), on a
 * date its event's rule gives. 404 for no such event, 403 for anyone else, 400 naming `date` for a
 * date the event has no night on.
 */
export async function requireResultsNight(options: {
  db: DbOrTx;
  actor: Actor;
  eventId: string;
  date: IsoDate;
}): Promise<{ event: EventRow; timezone: string }> {
  const { db, actor, eventId, date } = options;
  const { event, venue, facts } = await requireEvent(db, eventId);
  requirePermission(canChangeOccurrence(actor, facts));
  if (occurrenceDates(ruleOf({ ...event, timezone: venue.timezone }), date, date).length === 0) {
    throw AppError.invalid([{ field: 'date', message: NOT_A_NIGHT_MESSAGE }]);
  }
  return { event, timezone: venueTimeZone(venue.timezone) };
}

/**
 * A night that may take results now (decision 205): it has started by its venue's clock (a host
 * posts from the bar as the last round is marked), is at most NIGHT_RESULTS_WEEKS_BACK weeks
 * old, and was not cancelled. 400 naming `date` otherwise.
 */
export async function requirePostableNight(options: {
  db: DbOrTx;
  event: EventRow;
  timezone: string;
  date: IsoDate;
  now: Date;
}): Promise<void> {
  const { db, event, timezone, date, now } = options;
  const refuse = (message: string) => AppError.invalid([{ field: 'date', message }]);
  const clock = wallClockIn(timezone, now);
  const hasStarted =
    clock.date > date || (clock.date === date && clock.minutes >= minutesOf(event.startTime));
  if (!hasStarted) throw refuse(NOT_STARTED_MESSAGE);
  if (date < addDays(todayIn(timezone, now), -NIGHT_RESULTS_WEEKS_BACK * 7)) {
    throw refuse(TOO_LONG_AGO_MESSAGE);
  }
  const [night] = await db
    .select({ status: eventOccurrences.status })
    .from(eventOccurrences)
    .where(and(eq(eventOccurrences.eventId, event.id), eq(eventOccurrences.occurrenceDate, date)));
  if (night?.status === 'cancelled') throw refuse(CANCELLED_MESSAGE);
}
