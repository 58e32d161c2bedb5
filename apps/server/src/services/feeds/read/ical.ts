import {
  addDays,
  DAYS_OF_WEEK,
  type DayOfWeek,
  dayOfWeekOf,
  daysBetween,
  type FeedProblem,
  type IsoDate,
  occurrenceDates,
  WEEKS_OF_MONTH,
  type WeekOfMonth,
} from '@trivia/shared';
import ICAL from 'ical.js';
import { eventLoopTurns } from '../../../lib/event-loop-turns.ts';
import { parseAmount } from './csv.ts';
import { type DraftVenue, type FeedReader, quoted, venueKey } from './json.ts';

/** Cancelled nights are read this far ahead (issue 30 §1). */
const CANCELLED_WINDOW_DAYS = 26 * 7;
/** A COUNT rule is expanded this many steps at most, from its DTSTART. */
const MAX_STEPS = 1000;
const NOTE_LENGTH = 200;
const MINUTES_PER_DAY = 24 * 60;

const ICAL_DAYS: Record<string, DayOfWeek> = {
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
  SU: 'Sunday',
};

type Time = InstanceType<typeof ICAL.Time>;
type Recur = InstanceType<typeof ICAL.Recur>;
type Component = InstanceType<typeof ICAL.Component>;
type IcalEvent = InstanceType<typeof ICAL.Event>;

/** A date and 'HH:MM' on the wall clock where the event happens. */
interface WallTime {
  date: IsoDate;
  time: string;
}
type Localise = (time: Time) => WallTime | null;

interface Recurrence {
  frequency: 'weekly' | 'monthly';
  dayOfWeek: DayOfWeek;
  weekOfMonth: WeekOfMonth | null;
}

const pad = (value: number) => String(value).padStart(2, '0');
const wallOf = (time: Time): WallTime => ({
  date: `${String(time.year).padStart(4, '0')}-${pad(time.month)}-${pad(time.day)}`,
  time: `${pad(time.hour)}:${pad(time.minute)}`,
});

function wallIn(format: Intl.DateTimeFormat, instant: Date): WallTime {
  const part = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
  return { date: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` };
}

/** X-WR-TIMEZONE as a formatter of wall times in it, or null when absent or unknown. */
function calendarTimeZone(calendar: Component): Intl.DateTimeFormat | null {
  const zone = calendar.getFirstPropertyValue('x-wr-timezone');
  if (typeof zone !== 'string' || zone.trim() === '') return null;
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone: zone.trim(),
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
  } catch {
    return null;
  }
}

/**
 * Wall times where the event happens: a time in DTSTART's own zone (or floating) as written; one
 * in another zone converted to DTSTART's; UTC ('Z') with nothing to convert to (DTSTART itself in
 * UTC) in the calendar's X-WR-TIMEZONE, or null without one — we would not know the night.
 */
function localiserFor(start: Time, calendarZone: Intl.DateTimeFormat | null): Localise {
  const startZone = start.zone;
  const isPlaced = startZone !== undefined && !['UTC', 'floating'].includes(startZone.tzid);
  return (time) => {
    const tzid = time.zone?.tzid;
    if (isPlaced && tzid !== undefined && tzid !== 'floating' && tzid !== startZone.tzid) {
      return wallOf(time.convertToZone(startZone));
    }
    if (tzid === 'UTC') return calendarZone ? wallIn(calendarZone, time.toJSDate()) : null;
    return wallOf(time);
  };
}

const textOf = (component: Component, name: string) => {
  const value = component.getFirstPropertyValue(name);
  return typeof value === 'string' ? value.trim() : '';
};

const shiftDay = (day: DayOfWeek, days: number) =>
  DAYS_OF_WEEK[(DAYS_OF_WEEK.indexOf(day) + days + 7) % 7] as DayOfWeek;

/**
 * An RRULE as our weekly or monthly event, or why not: FREQ=WEEKLY on one day (BYDAY or DTSTART's),
 * FREQ=MONTHLY on the 1st–4th or last such weekday (BYDAY=2TU, BYDAY=-1TU, BYDAY=TU;BYSETPOS=2).
 * `dayShift`: days from the rule's calendar (UTC) to the wall clock's.
 */
function recurrenceOf(rule: Recur, startDay: DayOfWeek, dayShift: number): Recurrence | string {
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

/** The date of the rule's last night when UNTIL or COUNT ends it, if that is known. */
function lastNightOf(event: IcalEvent, rule: Recur, localise: Localise): IsoDate | null {
  if (rule.until) return (localise(rule.until) ?? wallOf(rule.until)).date;
  if (rule.count === null) return null;
  // COUNT counts from DTSTART: ical.js expands the rule as RFC 5545 says.
  const iterator = event.iterator();
  let last: Time | null = null;
  for (let step = 0; step < MAX_STEPS; step += 1) {
    const time = iterator.next();
    if (!time) return last ? (localise(last)?.date ?? null) : null;
    last = time;
  }
  return null; // More nights than we expand: not ended in any span that matters.
}

/**
 * STATUS:CANCELLED, or a summary that starts "Cancelled:"/"Canceled:": what feeds that keep a
 * cancelled night visible in Google Calendar write instead (ours, and Outlook's; decision 136).
 */
function isCancelledComponent(component: ICAL.Component): boolean {
  return (
    textOf(component, 'status').toUpperCase() === 'CANCELLED' ||
    /^cancell?ed:/i.test(textOf(component, 'summary'))
  );
}

/**
 * The nights of the next 26 weeks that the rule holds but the calendar cancels: the dates of its
 * EXDATEs (no note), and of RECURRENCE-ID exceptions with STATUS:CANCELLED (their DESCRIPTION, or
 * a SUMMARY of their own, as the note). The rule's dates are our own `occurrenceDates` of the
 * weekly or monthly event it was read as, between DTSTART and its last night: stepping ical.js's
 * expansion through 26 weeks of every event was most of the time a large feed took to read.
 */
function cancelledNights(options: {
  event: IcalEvent;
  recurrence: Recurrence;
  firstNight: IsoDate;
  lastNight: IsoDate | null;
  exceptions: readonly Component[];
  localise: Localise;
  today: IsoDate;
}): { date: IsoDate; note: string | null }[] {
  const { event, localise, today } = options;
  // biome-ignore lint/complexity/useMathMinMax: ISO dates are strings; Math.max compares numbers.
  const from = options.firstNight > today ? options.firstNight : today;
  const windowEnd = addDays(today, CANCELLED_WINDOW_DAYS - 1);
  const to =
    options.lastNight !== null && options.lastNight < windowEnd ? options.lastNight : windowEnd;
  const ruled = new Set(
    occurrenceDates({ ...options.recurrence, eventDate: null, createdOn: today }, from, to),
  );
  const notes = new Map<IsoDate, string | null>();
  for (const property of event.component.getAllProperties('exdate')) {
    for (const value of property.getValues()) {
      const date = value instanceof ICAL.Time ? localise(value)?.date : undefined;
      if (date && ruled.has(date)) notes.set(date, null);
    }
  }
  const summary = event.summary?.trim() ?? '';
  for (const exception of options.exceptions) {
    if (!isCancelledComponent(exception)) continue;
    const recurrenceId = exception.getFirstPropertyValue('recurrence-id');
    const date = recurrenceId instanceof ICAL.Time ? localise(recurrenceId)?.date : undefined;
    if (!date || date < from || date > to) continue;
    const ownSummary = textOf(exception, 'summary');
    const note =
      textOf(exception, 'description') || (ownSummary !== summary ? ownSummary : '') || null;
    notes.set(date, note?.slice(0, NOTE_LENGTH).trim() ?? null);
  }
  return [...notes.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([date, note]) => ({ date, note }));
}

/** DTEND or DURATION as the wall time the night ends, or null (none, or not within a day). */
function endTimeOf(event: IcalEvent, startTime: string): string | null {
  const component = event.component;
  if (!component.hasProperty('dtend') && !component.hasProperty('duration')) return null;
  const seconds = event.endDate.subtractDateTz(event.startDate).toSeconds();
  if (seconds <= 0 || seconds >= MINUTES_PER_DAY * 60) return null;
  const [hours = 0, minutes = 0] = startTime.split(':').map(Number);
  const end = (hours * 60 + minutes + Math.round(seconds / 60)) % MINUTES_PER_DAY;
  return `${pad(Math.floor(end / 60))}:${pad(end % 60)}`;
}

/** LOCATION "The Crown & Anchor, 123 Main St, Nashville, TN 37203": name before the first comma. */
function placeOf(location: string): { name: string; address: string } {
  const comma = location.indexOf(',');
  const name = comma === -1 ? location : location.slice(0, comma).trim();
  const address = comma === -1 ? '' : location.slice(comma + 1).trim();
  return { name, address: address === '' ? location : address };
}

/** GEO as coordinates: ical.js reads an unreadable number as 0, and no venue sits on 0° exactly. */
function coordinatesOf(component: Component): { latitude?: number; longitude?: number } {
  const geo = component.getFirstPropertyValue('geo');
  if (!Array.isArray(geo)) return {};
  const [latitude, longitude] = geo;
  return latitude && longitude ? { latitude, longitude } : {};
}

type VeventRead =
  | { kind: 'event'; input: Record<string, unknown> }
  | { kind: 'problem'; message: string }
  | { kind: 'past' };

/** One VEVENT (not an exception instance) as our event's fields, or why it is left out. */
function readVevent(options: {
  event: IcalEvent;
  exceptions: readonly Component[];
  calendarZone: Intl.DateTimeFormat | null;
  today: IsoDate;
}): VeventRead {
  const { event, today } = options;
  const component = event.component;
  const problem = (message: string): VeventRead => ({ kind: 'problem', message });
  if (!component.hasProperty('dtstart')) return problem('has no DTSTART');
  const start = event.startDate;
  const rules = component.getAllProperties('rrule');
  const rule = rules[0]?.getFirstValue();
  // A calendar's past nights are its history, not a change to report. (A day's margin: this is
  // before the wall time is known, and a UTC date may be a day ahead of it.)
  const isRecurring = rule instanceof ICAL.Recur;
  if (!isRecurring && wallOf(start).date < addDays(today, -1)) return { kind: 'past' };
  if (start.isDate) return problem('is an all-day event: DTSTART has no time of day');
  const localise = localiserFor(start, options.calendarZone);
  const wall = localise(start);
  if (!wall) {
    return problem('DTSTART is in UTC and the calendar names no time zone (X-WR-TIMEZONE)');
  }
  const isCancelled = isCancelledComponent(component);
  // Our own X-properties: iCalendar has no field for a prize.
  const maxTeams = textOf(component, 'x-trivia-max-teams');
  const fields = {
    id: event.uid || undefined,
    eventType: event.summary?.trim() || undefined,
    startTime: wall.time,
    endTime: endTimeOf(event, wall.time),
    prizeAmount: parseAmount(textOf(component, 'x-trivia-prize-amount')),
    prizeDescription: textOf(component, 'x-trivia-prize') || null,
    maxTeams: maxTeams === '' ? null : Number(maxTeams),
  };
  if (!(rule instanceof ICAL.Recur)) {
    if (wall.date < today) return { kind: 'past' };
    if (isCancelled) return problem('is cancelled at the source');
    return {
      kind: 'event',
      input: {
        ...fields,
        frequency: 'one-time',
        eventDate: wall.date,
        dayOfWeek: dayOfWeekOf(wall.date),
      },
    };
  }
  if (rules.length > 1) {
    return problem('has several RRULEs: it is not weekly or monthly on one weekday');
  }
  const lastNight = lastNightOf(event, rule, localise);
  if (lastNight !== null && lastNight < today) return problem(`ended on ${lastNight}`);
  // DTSTART in UTC: BYDAY names UTC days, a day off the wall clock's in the evening west of UTC.
  const dayShift = daysBetween(wallOf(start).date, wall.date);
  const recurrence = recurrenceOf(rule, dayOfWeekOf(wall.date), dayShift);
  if (typeof recurrence === 'string') return problem(recurrence);
  if (isCancelled) return problem('is cancelled at the source');
  const cancelledDates = cancelledNights({
    ...options,
    recurrence,
    firstNight: wall.date,
    lastNight,
    localise,
  });
  return { kind: 'event', input: { ...fields, ...recurrence, cancelledDates } };
}

/** A VEVENT's text, the line it begins on, and which VCALENDAR of the file it is in. */
interface VeventText {
  calendar: number;
  line: number;
  text: string;
}

/**
 * The file cut into its VCALENDARs without their VEVENTs, and each VEVENT's text: ical.js parses
 * a whole file in one call, holding the event loop all along; VEVENT by VEVENT, the reader yields
 * between them, and a VEVENT that cannot be parsed is one problem rather than an unreadable feed.
 */
function cutCalendar(text: string): { skeleton: string; vevents: VeventText[] } {
  const skeleton: string[] = [];
  const vevents: VeventText[] = [];
  let calendar = -1;
  let block: VeventText | null = null;
  let blockLines: string[] = [];
  // Folded lines begin with a space or tab, so a line that starts "BEGIN:" starts a component.
  for (const [index, line] of text.split(/\r\n|\r|\n/).entries()) {
    if (block) {
      blockLines.push(line);
      if (/^END:VEVENT\s*$/i.test(line)) {
        vevents.push({ ...block, text: blockLines.join('\r\n') });
        block = null;
      }
    } else if (/^BEGIN:VEVENT\s*$/i.test(line)) {
      block = { calendar, line: index + 1, text: '' };
      blockLines = [line];
    } else {
      if (/^BEGIN:VCALENDAR\s*$/i.test(line)) calendar += 1;
      skeleton.push(line);
    }
  }
  if (block) vevents.push({ ...block, text: blockLines.join('\r\n') });
  return { skeleton: skeleton.join('\r\n'), vevents };
}

function parseCalendars(skeleton: string): Component[] {
  let parsed: unknown;
  try {
    parsed = ICAL.parse(skeleton);
  } catch (error) {
    throw new Error(`The calendar cannot be read: ${(error as Error).message}`);
  }
  // One calendar is one jCal component; several are an array of them.
  const list = Array.isArray(parsed) && Array.isArray(parsed[0]) ? parsed : [parsed];
  const calendars = list
    .filter((jcal): jcal is unknown[] => Array.isArray(jcal) && jcal[0] === 'vcalendar')
    .map((jcal) => new ICAL.Component(jcal));
  if (calendars.length === 0) {
    throw new Error('The feed is not an iCalendar file: it has no VCALENDAR');
  }
  return calendars;
}

/**
 * An iCalendar feed (issue 30 §1): each VEVENT that is not an exception instance is an event —
 * UID its id, SUMMARY its type, DTSTART's wall time in its TZID (or floating) its day and start,
 * DTEND or DURATION its end, RRULE weekly or monthly (or none: one-time), cancelled nights from
 * EXDATE and cancelled exceptions. LOCATION is the venue (name before the first comma, address
 * after; the same text, case and spaces aside, is one venue), GEO its coordinates. Only venues
 * with an event read are listed.
 */
export const readIcal: FeedReader = async (text, { today }) => {
  const { skeleton, vevents: texts } = cutCalendar(text);
  const calendars = parseCalendars(skeleton);
  const zones = calendars.map(calendarTimeZone);
  const problems: FeedProblem[] = [];
  const vevents: {
    component: Component;
    line: number;
    calendarZone: Intl.DateTimeFormat | null;
  }[] = [];
  const turns = eventLoopTurns();
  for (const { calendar, line, text: veventText } of texts) {
    await turns.maybeYield();
    const parent = calendars[calendar];
    if (!parent) {
      problems.push({ where: `Event (line ${line})`, message: 'is outside a VCALENDAR' });
      continue;
    }
    try {
      // Its calendar as its parent: that is where its TZIDs' VTIMEZONEs are found.
      const component = new ICAL.Component(ICAL.parse(veventText) as unknown[], parent);
      vevents.push({ component, line, calendarZone: zones[calendar] ?? null });
    } catch (error) {
      problems.push({
        where: `Event (line ${line})`,
        message: `cannot be read: ${(error as Error).message}`,
      });
    }
  }
  const exceptionsByUid = new Map<string, Component[]>();
  for (const { component } of vevents) {
    if (!component.hasProperty('recurrence-id')) continue;
    const uid = textOf(component, 'uid');
    exceptionsByUid.set(uid, [...(exceptionsByUid.get(uid) ?? []), component]);
  }

  const venues = new Map<string, DraftVenue>();
  for (const { component, line, calendarZone } of vevents) {
    await turns.maybeYield();
    if (component.hasProperty('recurrence-id')) continue;
    // Exceptions are given (by UID) rather than found: ical.js would scan every VEVENT for each.
    const event = new ICAL.Event(component, { exceptions: [] });
    const summary = event.summary?.trim() || event.uid || 'without a SUMMARY';
    const location = event.location?.trim() ?? '';
    const place = location === '' ? null : placeOf(location);
    const where = place
      ? `Venue ${quoted(place.name)}, event ${quoted(summary)} (line ${line})`
      : `Event ${quoted(summary)} (line ${line})`;
    let read: VeventRead;
    try {
      read = readVevent({
        event,
        exceptions: exceptionsByUid.get(event.uid) ?? [],
        calendarZone,
        today,
      });
    } catch (error) {
      read = { kind: 'problem', message: `cannot be read: ${(error as Error).message}` };
    }
    if (read.kind === 'past') continue;
    if (read.kind === 'problem') {
      problems.push({ where, message: read.message });
      continue;
    }
    if (!place) {
      problems.push({ where, message: 'has no LOCATION: the venue is not known' });
      continue;
    }
    const key = venueKey(place.name, place.address);
    let venue = venues.get(key);
    if (!venue) {
      venue = {
        where: `Venue ${quoted(place.name)} (line ${line})`,
        input: { ...place, ...coordinatesOf(component) },
        events: [],
      };
      venues.set(key, venue);
    } else if (venue.input.latitude === undefined) {
      Object.assign(venue.input, coordinatesOf(component));
    }
    venue.events.push({ where, input: read.input });
  }
  return { venues: [...venues.values()], problems };
};
