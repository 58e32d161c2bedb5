import { DAYS_OF_WEEK, type DayOfWeek } from './constants.ts';

/**
 * Calendar dates as ISO strings (`YYYY-MM-DD`), free of time zones: arithmetic is done on the UTC
 * calendar, where every day has 24 hours, so daylight-saving changes cannot shift a date.
 */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** Milliseconds of midnight UTC of a calendar date, or NaN when it is not one ("2026-02-30"). */
function parseIsoDate(value: string): number {
  const match = ISO_DATE.exec(value);
  if (!match) return Number.NaN;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  const isReal =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isReal ? date.getTime() : Number.NaN;
}

export function isIsoDate(value: string): boolean {
  return !Number.isNaN(parseIsoDate(value));
}

function toUtc(date: IsoDate): Date {
  const time = parseIsoDate(date);
  if (Number.isNaN(time)) throw new RangeError(`Not a calendar date: ${date}`);
  return new Date(time);
}

function fromUtc(date: Date): IsoDate {
  return date.toISOString().slice(0, 10);
}

/** Days since 1970-01-01: integer arithmetic for loops over many dates. */
export function toDayNumber(date: IsoDate): number {
  return Math.round(toUtc(date).getTime() / MS_PER_DAY);
}

export function fromDayNumber(day: number): IsoDate {
  return fromUtc(new Date(day * MS_PER_DAY));
}

/** The weekday of a day number, as an index into DAYS_OF_WEEK (1970-01-01 was a Thursday). */
export function weekdayIndexOf(day: number): number {
  return (((day + 3) % 7) + 7) % 7;
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromUtc(new Date(toUtc(date).getTime() + days * MS_PER_DAY));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / MS_PER_DAY);
}

export function dayOfWeekOf(date: IsoDate): DayOfWeek {
  // getUTCDay: 0 = Sunday; DAYS_OF_WEEK starts on Monday.
  const index = (toUtc(date).getUTCDay() + 6) % 7;
  return DAYS_OF_WEEK[index] as DayOfWeek;
}

/** The first date on or after `date` that falls on `day`. */
export function nextDayOnOrAfter(date: IsoDate, day: DayOfWeek): IsoDate {
  const offset = (DAYS_OF_WEEK.indexOf(day) - DAYS_OF_WEEK.indexOf(dayOfWeekOf(date)) + 7) % 7;
  return addDays(date, offset);
}

/**
 * The calendar of a venue that has no time zone (it has no coordinates: every path that places a
 * venue derives its zone from them): Hawaii's, the last US zone to finish a day, so that such a
 * venue's day never ends before its own would — a night is not "past" early, and an event created
 * in the evening is not taken as created the next day (decision 101).
 */
export const VENUE_FALLBACK_TIME_ZONE = 'Pacific/Honolulu';

/** The time zone a venue's dates are in: its own, or the fallback (decision 101). */
export function venueTimeZone(timezone: string | null | undefined): string {
  return timezone ?? VENUE_FALLBACK_TIME_ZONE;
}

/** One formatter per time zone: making one costs far more than formatting with it. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's date in an IANA time zone (the visitor's, or a venue's). */
export function todayIn(timeZone: string, now: Date = new Date()): IsoDate {
  let format = dateFormats.get(timeZone);
  if (!format) {
    // en-CA formats as YYYY-MM-DD. An unknown zone throws here, and nothing is kept.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dateFormats.set(timeZone, format);
  }
  return format.format(now);
}

/**
 * A venue's calendar date at an instant (an ISO timestamp such as `events.verified_at`): a host's
 * evening check in Nashville is that evening's date there, not the next day's in UTC. A venue's
 * dates are taken in its time zone, or decision 101's when it has none.
 */
export function venueDateOf(instant: string, timezone: string | null | undefined): IsoDate {
  return todayIn(venueTimeZone(timezone), new Date(instant));
}

/** The last date on or before `date` that falls on `day` (the start of a week that begins on it). */
export function lastDayOnOrBefore(date: IsoDate, day: DayOfWeek): IsoDate {
  const next = nextDayOnOrAfter(date, day);
  return next === date ? date : addDays(next, -7);
}
