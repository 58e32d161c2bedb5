import {
  addDays,
  hasNightEnded,
  type IsoDate,
  occurrenceDates,
  todayIn,
  VENUE_PAGE_WEEKS,
  venueTimeZone,
} from '@trivia/shared';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { eventOccurrences, events, venues } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { NOT_LISTED_MESSAGE } from '../not-listed.ts';
import { RULE_COLUMNS, ruleOf } from '../occurrence-rule.ts';

export const NOT_AN_RSVP_NIGHT_MESSAGE =
  'That event has no trivia night on this date; choose a night from the list';
export const PAST_NIGHT_MESSAGE = 'That night has passed';
export const ENDED_NIGHT_MESSAGE = 'That night is over';
export const CANCELLED_NIGHT_MESSAGE = 'That night is cancelled';

/** The facts of a night's event a "We're coming" needs. */
export interface RsvpNight {
  eventId: string;
  venueId: string;
  maxTeams: number | null;
  startTime: string;
  timezone: string;
}

/**
 * The event of a night a team may say it is coming to: an active event whose rule gives `date`,
 * from today in the venue's time zone to the last night a venue page shows (VENUE_PAGE_WEEKS),
 * and not cancelled. 404 when the event is not listed; 400 naming `date` otherwise. The same
 * rule as a reportable night (`requireReportableNight`), but no yesterday: a night that has passed
 * takes no teams, nor one that is over today by its venue's clock (decision 166).
 */
export async function requireRsvpNight(options: {
  db: DbOrTx;
  eventId: string;
  date: IsoDate;
  now: Date;
}): Promise<RsvpNight> {
  const { db, eventId, date, now } = options;
  const [event] = await db
    .select({
      ...RULE_COLUMNS,
      venueId: events.venueId,
      maxTeams: events.maxTeams,
      startTime: events.startTime,
      endTime: events.endTime,
      status: eventOccurrences.status,
    })
    .from(events)
    .innerJoin(venues, eq(venues.id, events.venueId))
    .leftJoin(
      eventOccurrences,
      and(eq(eventOccurrences.eventId, events.id), eq(eventOccurrences.occurrenceDate, date)),
    )
    .where(and(eq(events.id, eventId), eq(events.isActive, true)));
  if (!event) throw AppError.notFound(NOT_LISTED_MESSAGE);
  const timezone = venueTimeZone(event.timezone);
  const today = todayIn(timezone, now);
  const refuse = (message: string) => AppError.invalid([{ field: 'date', message }]);
  if (date < today) throw refuse(PAST_NIGHT_MESSAGE);
  const last = addDays(today, VENUE_PAGE_WEEKS * 7 - 1);
  if (date > last || occurrenceDates(ruleOf(event), date, date).length === 0) {
    throw refuse(NOT_AN_RSVP_NIGHT_MESSAGE);
  }
  if (event.status === 'cancelled') throw refuse(CANCELLED_NIGHT_MESSAGE);
  if (hasNightEnded({ date, startTime: event.startTime, endTime: event.endTime }, timezone, now)) {
    throw refuse(ENDED_NIGHT_MESSAGE);
  }
  return {
    eventId,
    venueId: event.venueId,
    maxTeams: event.maxTeams,
    startTime: event.startTime.slice(0, 5),
    timezone,
  };
}
