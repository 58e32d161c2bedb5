import type { DayOfWeek } from './constants.ts';
import {
  addDays,
  type IsoDate,
  nextDayOnOrAfter,
  toDayNumber,
  todayIn,
  venueTimeZone,
} from './dates.ts';
import { clockTime, type NightTimes, nightEnd } from './night-timing.ts';

/**
 * Wall-clock times in a time zone as instants (schema.org start dates, Outlook links, weekly jobs),
 * apart from `dates.ts`: the public list's first load needs that module's dates but none of these,
 * and a module is loaded whole by whichever page first needs any of it.
 */

const MS_PER_DAY = 86_400_000;

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The UTC offset of a time zone at an instant, in minutes (−360 for Chicago in winter). */
function offsetMinutesAt(timeZone: string, instant: number): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormats.set(timeZone, format);
  }
  const name = format.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0; // "GMT": UTC itself.
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/**
 * A local date and time in a time zone as ISO 8601 with its UTC offset, as schema.org wants a
 * startDate: ('2026-11-24', '19:30', 'America/Chicago') → '2026-11-24T19:30:00-06:00'.
 */
export function zonedDateTime(date: IsoDate, time: string, timeZone: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const asUtc = toDayNumber(date) * MS_PER_DAY + (hours * 60 + minutes) * 60_000;
  // The offset at the wall-clock time read as UTC, then at the instant it really names.
  const first = offsetMinutesAt(timeZone, asUtc);
  const offset = offsetMinutesAt(timeZone, asUtc - first * 60_000);
  const sign = offset < 0 ? '-' : '+';
  const absolute = Math.abs(offset);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date}T${pad(hours)}:${pad(minutes)}:00${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`;
}

/**
 * The next instant after `after` when it is `day` at `hour`:00 in `timeZone` ("next Monday 10:00
 * in Chicago"), correct across daylight-saving changes.
 */
export function nextWeeklyAt(options: {
  day: DayOfWeek;
  hour: number;
  timeZone: string;
  after: Date;
}): Date {
  const { day, hour, timeZone, after } = options;
  const time = `${String(hour).padStart(2, '0')}:00`;
  let date = nextDayOnOrAfter(todayIn(timeZone, after), day);
  for (;;) {
    const at = new Date(zonedDateTime(date, time, timeZone));
    if (at.getTime() > after.getTime()) return at;
    date = addDays(date, 7);
  }
}

/** The first `hour`:00 in `timeZone` after `after`: a daily job's next run (decision 210). */
export function nextDailyAt(options: { hour: number; timeZone: string; after: Date }): Date {
  const { hour, timeZone, after } = options;
  const time = `${String(hour).padStart(2, '0')}:00`;
  let date = todayIn(timeZone, after);
  for (;;) {
    const at = new Date(zonedDateTime(date, time, timeZone));
    if (at.getTime() > after.getTime()) return at;
    date = addDays(date, 1);
  }
}

/**
 * The instants (ms since the epoch) a night starts and ends by its venue's wall clock (decision
 * 166): what a page of islands compares with the visitor's clock, with no time zone of its own to
 * read (decision 215).
 */
export function nightInstants(
  night: NightTimes,
  timeZone: string,
): { startsAt: number; endsAt: number } {
  const end = nightEnd(night);
  return {
    startsAt: Date.parse(zonedDateTime(night.date, night.startTime, timeZone)),
    endsAt: Date.parse(zonedDateTime(end.date, clockTime(end.minutes), timeZone)),
  };
}

/** A venue's events as far as their nights' times go. */
export interface TimedEvents {
  timezone?: string | null;
  events: readonly {
    startTime: string;
    endTime?: string | null;
    occurrences: readonly { date: IsoDate }[];
  }[];
}

/**
 * The first instant after `after` (ms since the epoch) at which one of the venues' nights ends
 * (decision 166), none when none ends later: from it, markup that judged its nights over at
 * `after` is wrong (decision 219).
 */
export function firstNightEndAfter(
  venues: readonly TimedEvents[],
  after: number = Number.NEGATIVE_INFINITY,
): number | undefined {
  let first: number | undefined;
  for (const { timezone, events } of venues) {
    const zone = venueTimeZone(timezone);
    for (const event of events) {
      for (const night of event.occurrences) {
        const { endsAt } = nightInstants(
          { date: night.date, startTime: event.startTime, endTime: event.endTime },
          zone,
        );
        if (endsAt > after && (first === undefined || endsAt < first)) first = endsAt;
      }
    }
  }
  return first;
}
