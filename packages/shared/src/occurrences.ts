import { DAYS_OF_WEEK, type DayOfWeek, type Frequency, type WeekOfMonth } from './constants.ts';
import {
  addDays,
  dayOfWeekOf,
  fromDayNumber,
  type IsoDate,
  nextDayOnOrAfter,
  toDayNumber,
  todayIn,
  venueTimeZone,
  weekdayIndexOf,
} from './dates.ts';

/**
 * When an event happens (DESIGN.md "Data model"): the rule is the event's own fields, and the dates
 * it yields are calendar dates in the venue's time zone. Used by the nearby search (the next 7
 * days) and by the schedule, which materialises occurrences for any window.
 */
export interface OccurrenceRule {
  dayOfWeek: DayOfWeek;
  frequency: Frequency;
  /** Monthly events: which such weekday of the month; null means the first. */
  weekOfMonth: WeekOfMonth | null;
  /** One-time events: the date; null means the next such weekday after `createdOn`. */
  eventDate: IsoDate | null;
  /** The date the event was created (in the venue's time zone). */
  createdOn: IsoDate;
  /**
   * A series' bounds (decision 171): no night before its first or after its last, as its source
   * says (an iCalendar DTSTART, UNTIL or COUNT). Null or absent: unbounded on that side.
   */
  firstNight?: IsoDate | null;
  lastNight?: IsoDate | null;
}

/** [from, to] narrowed to the rule's bounds (decision 171); empty when `to` ends up before `from`. */
function withinBounds(
  rule: Pick<OccurrenceRule, 'firstNight' | 'lastNight'>,
  from: IsoDate,
  to: IsoDate,
): { from: IsoDate; to: IsoDate } {
  const first = rule.firstNight ?? null;
  const last = rule.lastNight ?? null;
  return {
    from: first !== null && first > from ? first : from,
    to: last !== null && last < to ? last : to,
  };
}

/** Whether a date is within the rule's bounds (decision 171). */
export function isWithinBounds(
  rule: Pick<OccurrenceRule, 'firstNight' | 'lastNight'>,
  date: IsoDate,
): boolean {
  return (
    (rule.firstNight == null || date >= rule.firstNight) &&
    (rule.lastNight == null || date <= rule.lastNight)
  );
}

function monthOf(date: IsoDate): { year: number; month: number } {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) };
}

function firstOfMonth(year: number, month: number): IsoDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
}

function nextMonth(year: number, month: number): { year: number; month: number } {
  return month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
}

/** The monthly event's date in one month: the n-th (1–4) or the last such weekday. */
export function monthlyDate(
  year: number,
  month: number,
  day: DayOfWeek,
  week: WeekOfMonth | null,
): IsoDate {
  const first = nextDayOnOrAfter(firstOfMonth(year, month), day);
  if (week === 'last') {
    const following = nextMonth(year, month);
    // The last such weekday is the first one of next month, one week earlier.
    return addDays(nextDayOnOrAfter(firstOfMonth(following.year, following.month), day), -7);
  }
  return addDays(first, 7 * (Number(week ?? '1') - 1));
}

/** The date of a one-time event. */
export function oneTimeDate(rule: Pick<OccurrenceRule, 'dayOfWeek' | 'eventDate' | 'createdOn'>) {
  return rule.eventDate ?? nextDayOnOrAfter(addDays(rule.createdOn, 1), rule.dayOfWeek);
}

/**
 * The date an event was created on in its venue's calendar (decision 101): a one-time event
 * without a date happens on the next such weekday after it.
 */
export function createdOnOf(createdAt: Date, timezone: string | null): IsoDate {
  return todayIn(venueTimeZone(timezone), createdAt);
}

/**
 * Whether an event has passed on `today` (the venue's): a one-time event whose night is before
 * it (decision 100), or a series whose last night is (decision 171). A series without a last
 * night never passes.
 */
export function hasPassed(
  rule: Pick<
    OccurrenceRule,
    'frequency' | 'dayOfWeek' | 'eventDate' | 'createdOn' | 'firstNight' | 'lastNight'
  >,
  today: IsoDate,
): boolean {
  if (rule.lastNight != null && rule.lastNight < today) return true;
  if (rule.frequency !== 'one-time') return false;
  const date = oneTimeDate(rule);
  return date < today || !isWithinBounds(rule, date);
}

/** An event as stored, with its venue's time zone: what `isPastEvent` reads. */
export interface StoredEventRule
  extends Omit<OccurrenceRule, 'weekOfMonth' | 'createdOn' | 'firstNight' | 'lastNight'> {
  createdAt: Date;
  timezone: string | null;
  firstNight: IsoDate | null;
  lastNight: IsoDate | null;
}

/**
 * Whether a stored event has passed at `now`, in its venue's calendar: a one-time event after its
 * night (decision 100), a series after its last night (decision 171).
 */
export function isPastEvent(event: StoredEventRule, now: Date): boolean {
  if (event.frequency !== 'one-time' && event.lastNight == null) return false;
  const createdOn = createdOnOf(event.createdAt, event.timezone);
  return hasPassed({ ...event, createdOn }, todayIn(venueTimeZone(event.timezone), now));
}

/**
 * Every date in [from, to] (both included) on which the event happens, in order: never outside
 * its series' bounds (decision 171).
 */
export function occurrenceDates(
  rule: OccurrenceRule,
  windowFrom: IsoDate,
  windowTo: IsoDate,
): IsoDate[] {
  const { from, to } = withinBounds(rule, windowFrom, windowTo);
  if (to < from) return [];
  if (rule.frequency === 'one-time') {
    const date = oneTimeDate(rule);
    return date >= from && date <= to ? [date] : [];
  }
  if (rule.frequency === 'weekly') {
    // Day numbers rather than date strings: this runs for every event of every nearby search.
    const first = toDayNumber(from);
    const last = toDayNumber(to);
    const offset = (DAYS_OF_WEEK.indexOf(rule.dayOfWeek) - weekdayIndexOf(first) + 7) % 7;
    const dates: IsoDate[] = [];
    for (let day = first + offset; day <= last; day += 7) dates.push(fromDayNumber(day));
    return dates;
  }
  const dates: IsoDate[] = [];
  let { year, month } = monthOf(from);
  const end = monthOf(to);
  while (year < end.year || (year === end.year && month <= end.month)) {
    const date = monthlyDate(year, month, rule.dayOfWeek, rule.weekOfMonth);
    if (date >= from && date <= to) dates.push(date);
    ({ year, month } = nextMonth(year, month));
  }
  return dates;
}

/** A week from a date: its seven dates, and for each weekday its date and place in the month. */
export interface Week {
  from: IsoDate;
  to: IsoDate;
  byWeekday: ReadonlyMap<DayOfWeek, { date: IsoDate; weekOfMonth: number; isLastOfMonth: boolean }>;
}

/** The seven days from `from` (the nearby search's window, spec §9 "This Week"). */
export function weekFrom(from: IsoDate): Week {
  const byWeekday = new Map<
    DayOfWeek,
    { date: IsoDate; weekOfMonth: number; isLastOfMonth: boolean }
  >();
  for (let offset = 0; offset < 7; offset += 1) {
    const date = addDays(from, offset);
    const dayOfMonth = Number(date.slice(8, 10));
    byWeekday.set(dayOfWeekOf(date), {
      date,
      weekOfMonth: Math.ceil(dayOfMonth / 7),
      // The same weekday a week later falls in the next month.
      isLastOfMonth: addDays(date, 7).slice(5, 7) !== date.slice(5, 7),
    });
  }
  return { from, to: addDays(from, 6), byWeekday };
}

/**
 * `occurrenceDates` for a seven-day window (within the series' bounds, decision 171), without date
 * arithmetic per event: in seven days each
 * weekday comes exactly once, so a weekly event has that date, a monthly one has it when it is
 * the right week of its month, and a one-time event has its own date if it falls in the window.
 */
export function weekOccurrenceDates(rule: OccurrenceRule, week: Week): IsoDate[] {
  return weekRuleDates(rule, week).filter((date) => isWithinBounds(rule, date));
}

function weekRuleDates(rule: OccurrenceRule, week: Week): IsoDate[] {
  if (rule.frequency === 'one-time') {
    const date = oneTimeDate(rule);
    return date >= week.from && date <= week.to ? [date] : [];
  }
  const day = week.byWeekday.get(rule.dayOfWeek);
  if (!day) return [];
  if (rule.frequency === 'weekly') return [day.date];
  const wanted = rule.weekOfMonth ?? '1';
  const isThatWeek = wanted === 'last' ? day.isLastOfMonth : day.weekOfMonth === Number(wanted);
  return isThatWeek ? [day.date] : [];
}
