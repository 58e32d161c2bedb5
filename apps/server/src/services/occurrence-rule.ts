import { createdOnOf, type IsoDate, type OccurrenceRule } from '@trivia/shared';
import { events, venues } from '../db/schema/index.ts';

/** The columns an event's rule is read from, with its venue joined (for the time zone). */
export const RULE_COLUMNS = {
  dayOfWeek: events.dayOfWeek,
  frequency: events.frequency,
  weekOfMonth: events.weekOfMonth,
  eventDate: events.eventDate,
  firstNight: events.firstNight,
  lastNight: events.lastNight,
  createdAt: events.createdAt,
  timezone: venues.timezone,
};

/**
 * An event's occurrence rule from RULE_COLUMNS: created on its date in the venue's time zone, or
 * in the fallback zone for a venue without one (decision 101), within its series' bounds
 * (decision 171).
 */
export function ruleOf(
  event: Omit<OccurrenceRule, 'createdOn' | 'firstNight' | 'lastNight'> & {
    firstNight: IsoDate | null;
    lastNight: IsoDate | null;
    createdAt: Date;
    timezone: string | null;
  },
): OccurrenceRule {
  return {
    dayOfWeek: event.dayOfWeek,
    frequency: event.frequency,
    weekOfMonth: event.weekOfMonth,
    eventDate: event.eventDate,
    firstNight: event.firstNight,
    lastNight: event.lastNight,
    createdOn: createdOnOf(event.createdAt, event.timezone),
  };
}
