import { addDays, type IsoDate } from './dates.ts';

/**
 * When a night is over (decision 166): the one rule the trivia list, the venue page, "We're
 * coming" and the team's mails share. A night is judged by its venue's wall clock (the real
 * instant read in the venue's time zone), never by the visitor's: at 11 pm in Nashville an 11:00
 * AM and a 2:00 PM night there are over, wherever the visitor is.
 */

/** A night without an end time is taken to be over this many hours after it starts. */
export const NIGHT_HOURS_WITHOUT_END = 3;

/** A moment as a wall clock shows it in one time zone: a date and minutes since midnight. */
export interface WallClock {
  date: IsoDate;
  minutes: number;
}

/** The parts of a night its end needs; times are 'HH:MM' (or 'HH:MM:SS'). */
export interface NightTimes {
  date: IsoDate;
  startTime: string;
  endTime?: string | null;
}

const MINUTES_PER_DAY = 24 * 60;

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of `timeZone` at the instant `now`. */
export function wallClockIn(timeZone: string, now: Date): WallClock {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clockFormats.set(timeZone, format);
  }
  const part: Record<string, string> = {};
  for (const { type, value } of format.formatToParts(now)) part[type] = value;
  return {
    date: `${part.year}-${part.month}-${part.day}`,
    minutes: Number(part.hour) * 60 + Number(part.minute),
  };
}

/** A time of day ('19:30' or '19:30:00') as minutes since midnight. */
export function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/**
 * When a night ends, on its venue's wall clock: its end time (the next day when the end is not
 * after the start: a night that runs past midnight), else NIGHT_HOURS_WITHOUT_END after its start.
 */
export function nightEnd(night: NightTimes): WallClock {
  const start = minutesOf(night.startTime);
  let end = night.endTime ? minutesOf(night.endTime) : start + NIGHT_HOURS_WITHOUT_END * 60;
  if (end <= start) end += MINUTES_PER_DAY;
  const days = Math.floor(end / MINUTES_PER_DAY);
  return { date: addDays(night.date, days), minutes: end - days * MINUTES_PER_DAY };
}

/** A wall clock's time of day as 'HH:MM' (`nightEnd`'s minutes since midnight). */
export function clockTime(minutes: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** Whether a night is over at the instant `now`, judged in its venue's time zone. */
export function hasNightEnded(night: NightTimes, timeZone: string, now: Date): boolean {
  const end = nightEnd(night);
  const clock = wallClockIn(timeZone, now);
  return clock.date > end.date || (clock.date === end.date && clock.minutes >= end.minutes);
}
