import {
  addDays,
  dayOfWeekOf,
  daysBetween,
  type FeedProblem,
  type IsoDate,
  occurrenceDates,
} from '@trivia/shared';
import ICAL from 'ical.js';
import { eventLoopTurns } from '../../../lib/event-loop-turns.ts';
import { parseAmount } from './csv.ts';
import {
  cancelNote,
  durationOf,
  endAfter,
  readInstances,
  type SingleNight,
} from './ical-instances.ts';
import { eventTypeOf, type Place, placeOf, xTextOf } from './ical-place.ts';
import { boundedRule, lastNightOf, recurrenceOf } from './ical-series.ts';
import { groupSingles, HISTORY_DAYS } from './ical-singles.ts';
import {
  type Component,
  calendarTimeZone,
  type IcalEvent,
  isCancelledComponent,
  localiserFor,
  textOf,
  wallOf,
} from './ical-time.ts';
import { type DraftVenue, type FeedReader, quoted, venueKey } from './json.ts';

/**
 * How far ahead a calendar's nights are read: its cancelled nights, moved nights and
 * RDATEs; a later read reads further. The corpus test compares our nights with a reference
 * expander's over this window.
 */
export const ICAL_WINDOW_DAYS = 26 * 7;

type VeventRead =
  | { kind: 'series'; input: Record<string, unknown>; singles: SingleNight[]; problems: string[] }
  | { kind: 'singles'; singles: SingleNight[]; problems: string[] }
  | { kind: 'problem'; message: string }
  | { kind: 'past' };

/**
 * One VEVENT (not an exception instance) as our event's fields and its nights of their own, or
 * why it is left out. A weekly or monthly RRULE is an event between its first and last night
 * (decision 171); its EXDATEs and exceptions cancel or move its nights, and RDATEs add nights
 * (decision 172). A VEVENT without a rule is single nights, grouped by `groupSingles`.
 */
function readVevent(options: {
  event: IcalEvent;
  place: Place | null;
  line: number;
  exceptions: readonly Component[];
  calendarZone: Intl.DateTimeFormat | null;
  today: IsoDate;
}): VeventRead {
  const { event, place, today } = options;
  const component = event.component;
  const problem = (message: string): VeventRead => ({ kind: 'problem', message });
  if (!component.hasProperty('dtstart')) return problem('has no DTSTART');
  const start = event.startDate;
  const rules = component.getAllProperties('rrule');
  const rule = rules[0]?.getFirstValue();
  const isRecurring = rule instanceof ICAL.Recur;
  const hasExtraNights = component.hasProperty('rdate');
  // A calendar's past nights are its history, not a change to report; recent ones still tell a
  // series of single nights (a day's margin: a UTC date may be a day ahead of the wall clock's).
  if (!isRecurring && !hasExtraNights && wallOf(start).date < addDays(today, -HISTORY_DAYS - 1)) {
    return { kind: 'past' };
  }
  if (start.isDate) return problem('is an all-day event: DTSTART has no time of day');
  const localise = localiserFor(start, options.calendarZone);
  const wall = localise(start);
  if (!wall) {
    return problem('DTSTART is in UTC and the calendar names no time zone (X-WR-TIMEZONE)');
  }
  const summary = event.summary?.trim() ?? '';
  const duration = durationOf(event);
  // Our own X-properties: iCalendar has no field for a prize.
  const maxTeams = textOf(component, 'x-trivia-max-teams');
  const fields = {
    prizeAmount: parseAmount(textOf(component, 'x-trivia-prize-amount')),
    prizeDescription: xTextOf(component, 'x-trivia-prize') || null,
    maxTeams: maxTeams === '' ? null : Number(maxTeams),
  };
  const windowEnd = addDays(today, ICAL_WINDOW_DAYS - 1);
  const instances = (isRuleNight: ((date: IsoDate) => boolean) | null) =>
    readInstances({
      event,
      exceptions: options.exceptions,
      start: wall,
      localise,
      isRuleNight,
      windowEnd,
      base: { uid: event.uid, place, line: options.line, summary, fields },
      duration,
    });
  if (!(rule instanceof ICAL.Recur)) {
    const read = instances(null);
    if (isCancelledComponent(component)) {
      const note = cancelNote(component, summary);
      for (const night of read.singles) {
        if (night.id === event.uid) Object.assign(night, { isCancelled: true, note });
      }
    }
    return { kind: 'singles', singles: read.singles, problems: read.problems };
  }
  if (rules.length > 1) {
    return problem('has several RRULEs: it is not weekly or monthly on one weekday');
  }
  // DTSTART in UTC: BYDAY names UTC days, a day off the wall clock's in the evening west of UTC.
  const dayShift = daysBetween(wallOf(start).date, wall.date);
  const recurrence = recurrenceOf(rule, dayOfWeekOf(wall.date), dayShift);
  if (typeof recurrence === 'string') return problem(recurrence);
  const lastNight = lastNightOf({ event, rule, recurrence, start: wall, localise });
  if (lastNight === 'none') return problem('has no night between DTSTART and UNTIL');
  if (lastNight !== null && lastNight < today) return problem(`ended on ${lastNight}`);
  if (isCancelledComponent(component)) return problem('is cancelled at the source');
  const bounded = boundedRule(recurrence, wall.date, lastNight);
  // biome-ignore lint/complexity/useMathMinMax: ISO dates are strings; Math.max compares numbers.
  const from = wall.date > today ? wall.date : today;
  const to = lastNight !== null && lastNight < windowEnd ? lastNight : windowEnd;
  // Our own rule's dates, not ical.js's expansion: stepping that through 26 weeks of every event
  // was most of the time a large feed took to read.
  const ruled = new Set(occurrenceDates(bounded, from, to));
  const read = instances((date) => ruled.has(date));
  const ruleNights = occurrenceDates(bounded, wall.date, lastNight ?? addDays(wall.date, 400));
  if (ruleNights.length === 0) {
    // Its only night is DTSTART, off the rule: a night of its own.
    return { kind: 'singles', singles: read.singles, problems: read.problems };
  }
  const cancelledDates = [...read.cancelled.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([date, note]) => ({ date, note }));
  return {
    kind: 'series',
    input: {
      ...fields,
      id: event.uid || undefined,
      eventType: eventTypeOf(summary, place) || undefined,
      startTime: wall.time,
      endTime: endAfter(wall.time, duration),
      ...recurrence,
      firstNight: wall.date,
      lastNight,
      cancelledDates,
    },
    singles: read.singles,
    problems: read.problems,
  };
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
 * An iCalendar feed: each VEVENT that is not an exception instance is an event —
 * UID its id, SUMMARY its type, DTSTART's wall time in its TZID (or floating) its day and start,
 * DTEND or DURATION its end, RRULE weekly or monthly between its first and last night (decision
 * 171), cancelled nights from EXDATE and cancelled exceptions, moved and extra nights as nights of
 * their own (decision 172); VEVENTs without a rule are single nights, grouped into weekly or
 * monthly events where they plainly are one (decision 173). The venue is where `placeOf` says;
 * the same text, case and spaces aside, is one venue. Only venues with an event read are listed.
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
  const venueOf = (place: Place, line: number) => {
    const key = venueKey(place.name, place.address);
    let venue = venues.get(key);
    if (!venue) {
      venue = {
        where: `Venue ${quoted(place.name)} (line ${line})`,
        input: { ...place },
        events: [],
      };
      venues.set(key, venue);
    } else if (venue.input.latitude === undefined && place.latitude !== undefined) {
      Object.assign(venue.input, { latitude: place.latitude, longitude: place.longitude });
    }
    return venue;
  };
  const masters = new Set(
    vevents.flatMap(({ component }) =>
      component.hasProperty('recurrence-id') ? [] : [textOf(component, 'uid')],
    ),
  );
  const singles: SingleNight[] = [];
  for (const { component, line, calendarZone } of vevents) {
    await turns.maybeYield();
    // An exception instance is read with its VEVENT; one without is a night of its own, as
    // calendar programs show it.
    if (component.hasProperty('recurrence-id') && masters.has(textOf(component, 'uid'))) continue;
    // Exceptions are given (by UID) rather than found: ical.js would scan every VEVENT for each.
    const event = new ICAL.Event(component, { exceptions: [] });
    const summary = event.summary?.trim() || event.uid || 'without a SUMMARY';
    let place: Place | null = null;
    let read: VeventRead;
    try {
      place = placeOf(component);
      read = readVevent({
        event,
        place,
        line,
        exceptions: component.hasProperty('recurrence-id')
          ? []
          : (exceptionsByUid.get(event.uid) ?? []),
        calendarZone,
        today,
      });
    } catch (error) {
      read = { kind: 'problem', message: `cannot be read: ${(error as Error).message}` };
    }
    const where = place
      ? `Venue ${quoted(place.name)}, event ${quoted(summary)} (line ${line})`
      : `Event ${quoted(summary)} (line ${line})`;
    if (read.kind === 'past') continue;
    if (read.kind === 'problem') {
      problems.push({ where, message: read.message });
      continue;
    }
    for (const message of read.problems) problems.push({ where, message });
    if (!place) {
      problems.push({ where, message: 'has no LOCATION: the venue is not known' });
      continue;
    }
    singles.push(...read.singles);
    if (read.kind === 'series') venueOf(place, line).events.push({ where, input: read.input });
  }
  const grouped = groupSingles(singles, today);
  for (const { place, line, where, input } of grouped.events) {
    venueOf(place, line).events.push({ where, input });
  }
  for (const { where, message } of grouped.problems) problems.push({ where, message });
  return { venues: [...venues.values()], problems };
};
