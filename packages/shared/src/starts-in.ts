import type { IsoDate } from './dates.ts';
import type { EventLine } from './trivia-list.ts';

/*
 * "in 2 h" (issue 31), in a module of its own: only the list's lazy StartsIn imports it, so it is
 * not part of the home page's first script.
 */

/** A moment as the list's clock sees it: a date and minutes since midnight. */
export interface ListClock {
  date: IsoDate;
  minutes: number;
}

/** Further ahead than this, "in 14 h" says less than the time itself. */
const SOON_MINUTES = 6 * 60;

/**
 * "in 35 min" or "in 2 h" for a night later today within 6 hours (issue 31); nothing for another
 * day, a night that has started, or one further ahead. Hours are rounded to the nearest.
 */
export function startsIn(
  line: Pick<EventLine, 'date' | 'startTime'>,
  now: ListClock,
): string | null {
  if (line.date !== now.date) return null;
  const [hours = 0, minutes = 0] = line.startTime.split(':').map(Number);
  const left = hours * 60 + minutes - now.minutes;
  if (left <= 0 || left > SOON_MINUTES) return null;
  if (left < 60) return `in ${left} min`;
  return `in ${Math.round(left / 60)} h`;
}

/** The visitor's clock: the date and the minutes since midnight where the browser is. */
export function visitorClock(now: Date = new Date()): ListClock {
  return {
    // en-CA writes the date as YYYY-MM-DD.
    date: now.toLocaleDateString('en-CA'),
    minutes: now.getHours() * 60 + now.getMinutes(),
  };
}
