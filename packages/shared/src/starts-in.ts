import type { WallClock } from './night-timing.ts';
import type { EventLine } from './trivia-list.ts';

/*
 * "in 2 h", in a module of its own: only the list's lazy StartsIn imports it, so it is
 * not part of the home page's first script.
 */

/** A moment as the list's clock sees it: the venue's date and minutes since midnight there. */
export type ListClock = WallClock;

/** Further ahead than this, "in 14 h" says less than the time itself. */
const SOON_MINUTES = 6 * 60;

/**
 * "in 35 min" or "in 2 h" for a night later today within 6 hours; nothing for another
 * day, a night that has started, or one further ahead. Hours are rounded to the nearest. `now` is
 * the venue's wall clock (`wallClockIn(venue's zone, the instant)`), never the visitor's: a night
 * at 7 PM in Los Angeles is 2 h away at 5 PM there, which a visitor in Denver reads as 6 PM
 * (decision 166).
 */
export function startsIn(
  line: Pick<EventLine, 'date' | 'startTime'>,
  now: ListClock,
): string | null {
  if (line.date !== now.date) return null;
  const [hours = 0, minutes = 0] = line.startTime.split(':').map(Number);
  return startsInMinutes(hours * 60 + minutes - now.minutes);
}

/** `startsIn`'s words for a night `left` whole minutes away on the venue's clock, that day. */
export function startsInMinutes(left: number): string | null {
  if (left <= 0 || left > SOON_MINUTES) return null;
  if (left < 60) return `in ${left} min`;
  return `in ${Math.round(left / 60)} h`;
}
