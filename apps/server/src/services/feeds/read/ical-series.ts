import {
  addDays,
  DAYS_OF_WEEK,
  type DayOfWeek,
  type IsoDate,
  type OccurrenceRule,
  occurrenceDates,
  WEEKS_OF_MONTH,
  type WeekOfMonth,
} from '@trivia/shared';
import ICAL from 'ical.js';
import {
  type IcalEvent,
  type Localise,
  type Recur,
  type Time,
  type WallTime,
  wallOf,
} from './ical-time.ts';
import { quoted } from './json.ts';

/**
 * An RRULE as our weekly or monthly event, within its bounds (decision 171): the rule itself,
 * its first night (DTSTART) and its last (UNTIL, or COUNT counted from DTSTART as RFC 5545 says).
 */

/** A COUNT rule is expanded this many steps at most, from its DTSTART. */
const MAX_STEPS = 1000;

const ICAL_DAYS: Record<string, DayOfWeek> = {
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
  SU: 'Sunday',
};

export interface Recurrence {
  frequency: 'weekly' | 'monthly';
  dayOfWeek: DayOfWeek;
  weekOfMonth: WeekOfMonth | null;
}

const shiftDay = (day: DayOfWeek, days: number) =>
  DAYS_OF_WEEK[(DAYS_OF_WEEK.indexOf(day) + days + 7) % 7] as DayOfWeek;

/**
 * An RRULE as our weekly or monthly event, or why not: FREQ=WEEKLY on one day (BYDAY or DTSTART's),
 * FREQ=MONTHLY on the 1st–4th or last such weekday (BYDAY=2TU, BYDAY=-1TU, BYDAY=TU;BYSETPOS=2).
 * `dayShift`: days from the rule's calendar (UTC) to the wall clock's.
 */
export function recurrenceOf(
  rule: Recur,
  startDay: DayOfWeek,
  dayShift: number,
): Recurrence | string {
  const unsupported = `recurrence ${quoted(rule.toString())} is not weekly or monthly on one weekday`;
  const parts = Object.keys(rule.parts);
  const byDay = rule.parts.BYDAY ?? [];
  const bySetPos = rule.parts.BYSETPOS ?? [];
  if (rule.interval !== 1 || parts.some((part) => part !== 'BYDAY' && part !== 'BYSETPOS')) {
    return unsupported;
  }
  if (byDay.length > 1 || bySetPos.length > 1) return unsupported;
  const match = /^([+-]?\d)?([A-Z]{2})$/.exec((byDay[0] ?? '').toUpperCase());
  const ruleDay = match?.[2] ? ICAL_DAYS[match[2]] : undefined;
  if (rule.freq === 'WEEKLY') {
    if (bySetPos.length > 0 || match?.[1]) return unsupported;
    if (byDay.length === 0) return { frequency: 'weekly', dayOfWeek: startDay, weekOfMonth: null };
    if (!ruleDay) return unsupported;
    return { frequency: 'weekly', dayOfWeek: shiftDay(ruleDay, dayShift), weekOfMonth: null };
  }
  if (rule.freq === 'MONTHLY' && ruleDay) {
    const ordinals = [match?.[1], bySetPos[0]].filter((value) => value !== undefined);
    if (ordinals.length !== 1) return unsupported;
    const ordinal = Number(ordinals[0]);
    const week =
      ordinal === -1 ? 'last' : ordinal >= 1 && ordinal <= 4 ? WEEKS_OF_MONTH[ordinal - 1] : null;
    if (!week) return unsupported;
    // "The 2nd Wednesday" in UTC is not always one weekday of the month on the wall clock.
    if (dayShift !== 0) return `${unsupported}: in UTC, its nights fall on another day`;
    return { frequency: 'monthly', dayOfWeek: ruleDay, weekOfMonth: week };
  }
  return unsupported;
}

/** The rule of a recurrence between its bounds, as `occurrenceDates` reads it. */
export const boundedRule = (
  recurrence: Recurrence,
  firstNight: IsoDate,
  lastNight: IsoDate | null,
): OccurrenceRule => ({
  ...recurrence,
  eventDate: null,
  createdOn: firstNight,
  firstNight,
  lastNight,
});

/**
 * The date of the rule's last night when UNTIL or COUNT ends it (null: it does not end, or ends
 * later than we expand), or 'none' when the rule has no night from DTSTART to UNTIL.
 */
export function lastNightOf(options: {
  event: IcalEvent;
  rule: Recur;
  recurrence: Recurrence;
  start: WallTime;
  localise: Localise;
}): IsoDate | null | 'none' {
  const { event, rule, recurrence, start, localise } = options;
  if (rule.until) {
    const until = localise(rule.until) ?? wallOf(rule.until);
    if (until.date < start.date) return 'none';
    // A night on UNTIL's date counts when it starts by UNTIL's time (a DATE: any time that day).
    const isOn = (date: IsoDate) =>
      date < until.date || rule.until?.isDate === true || start.time <= until.time;
    // The last two months up to UNTIL hold its last night; the rule's first night bounds them.
    const from = addDays(until.date, -62);
    const nights = occurrenceDates(boundedRule(recurrence, start.date, null), from, until.date);
    // DTSTART is the first instance even off the rule (RFC 5545 3.8.5.3).
    return nights.filter(isOn).at(-1) ?? start.date;
  }
  if (rule.count === null) return null;
  // COUNT counts the RRULE's own instances from DTSTART (not RDATEs): ical.js expands it.
  const iterator = rule.iterator(event.startDate);
  let last: Time | null = null;
  for (let step = 0; step < MAX_STEPS; step += 1) {
    const time = iterator.next();
    if (!time) return last ? (localise(last)?.date ?? null) : 'none';
    last = time;
  }
  return null; // More nights than we expand: not ended in any span that matters.
}

/** Whether a time is an ical.js Time (RRULE values and RECURRENCE-IDs are). */
export const isTime = (value: unknown): value is Time => value instanceof ICAL.Time;
