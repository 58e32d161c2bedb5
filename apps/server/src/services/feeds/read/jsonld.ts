import { createHash } from 'node:crypto';
import {
  addDays,
  type DayOfWeek,
  dayOfWeekOf,
  daysBetween,
  type FeedProblem,
  type IsoDate,
  WEEKS_OF_MONTH,
  type WeekOfMonth,
} from '@trivia/shared';
import { Parser } from 'htmlparser2';
import { eventLoopTurns } from '../../../lib/event-loop-turns.ts';
import {
  type DraftEvent,
  type DraftVenue,
  type FeedReader,
  isRecord,
  quoted,
  venueKey,
} from './json.ts';
import {
  clockOf,
  dayOf,
  eventTypeOf,
  isCancelledStatus,
  type Json,
  listOf,
  type Place,
  placeOf,
  sharedWeekOfMonth,
  text,
  wallTimeOf,
  weekOfMonthOf,
} from './jsonld-values.ts';

/** How much of the page htmlparser2 reads between two turns of the event loop. */
const HTML_CHUNK = 64 * 1024;
/** JSON-LD is walked this deep for Events at most. */
const MAX_DEPTH = 32;
/** A schedule's except dates are read this far ahead, as an iCalendar's cancelled nights. */
const CANCELLED_WINDOW_DAYS = 26 * 7;

/** One dated Event of a page: a night at a place. */
interface Night {
  place: Place;
  eventType: string;
  date: IsoDate;
  startTime: string;
  endTime: string | null;
  isCancelled: boolean;
}

const isLdJson = (type: string | undefined) =>
  type?.split(';')[0]?.trim().toLowerCase() === 'application/ld+json';

/** The text of every `<script type="application/ld+json">` of a page, read by htmlparser2. */
async function ldScripts(html: string): Promise<string[]> {
  const scripts: string[] = [];
  let current: string | null = null;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'script' && isLdJson(attributes.type)) current = '';
    },
    ontext(data) {
      if (current !== null) current += data;
    },
    onclosetag(name) {
      if (name === 'script' && current !== null) {
        scripts.push(current);
        current = null;
      }
    },
  });
  const turns = eventLoopTurns();
  for (let offset = 0; offset < html.length; offset += HTML_CHUNK) {
    parser.write(html.slice(offset, offset + HTML_CHUNK));
    await turns.maybeYield();
  }
  parser.end();
  return scripts;
}

/** Event and its subtypes (SocialEvent, ComedyEvent…), with or without a vocabulary prefix. */
const isEventType = (type: unknown) =>
  (Array.isArray(type) ? type : [type]).some(
    (name) => typeof name === 'string' && name.endsWith('Event'),
  );

/** Every Event in a JSON-LD value: in objects, arrays and `@graph`, not inside another Event. */
function collectEvents(value: unknown, found: Json[], depth = 0): void {
  if (depth > MAX_DEPTH) return;
  if (Array.isArray(value)) {
    for (const item of value) collectEvents(item, found, depth + 1);
    return;
  }
  if (!isRecord(value)) return;
  if (isEventType(value['@type'])) {
    found.push(value);
    return;
  }
  for (const [key, child] of Object.entries(value)) {
    if (key !== '@context') collectEvents(child, found, depth + 1);
  }
}

/** A stable id for events a page does not name: what a later read is matched by. */
const stableId = (key: string) =>
  `jsonld-${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;

/**
 * An Event with an `eventSchedule` (schema.org Schedule): weekly (repeatFrequency P1W, or none)
 * or monthly (P1M, on its byMonthWeek or its first date's week), one event per byDay. Its
 * exceptDates of the next 26 weeks are cancelled nights.
 */
function scheduledEvents(
  event: Json,
  schedule: Json,
  context: { eventType: string; venue: string; today: IsoDate },
): { inputs: Record<string, unknown>[] } | { problem: string } {
  const frequencyText = text(schedule.repeatFrequency).toUpperCase();
  const frequency = ['', 'P1W', 'P7D', 'WEEKLY'].includes(frequencyText)
    ? 'weekly'
    : ['P1M', 'MONTHLY'].includes(frequencyText)
      ? 'monthly'
      : null;
  if (!frequency) {
    return {
      problem: `schedule repeatFrequency ${quoted(frequencyText)} is not weekly or monthly`,
    };
  }
  const first = wallTimeOf(schedule.startDate) ?? wallTimeOf(event.startDate);
  const last = wallTimeOf(schedule.endDate);
  if (last && last.date < context.today) return { problem: `ended on ${last.date}` };
  if (isCancelledStatus(event.eventStatus)) return { problem: 'is cancelled at the source' };
  const startTime = clockOf(schedule.startTime) ?? first?.time;
  if (!startTime) return { problem: 'schedule has no startTime' };
  const endTime = clockOf(schedule.endTime) ?? wallTimeOf(event.endDate)?.time ?? null;
  const named = listOf(schedule.byDay).map(dayOf);
  const days = named.filter((day): day is DayOfWeek => day !== undefined);
  if (named.length === 0 && first) days.push(dayOfWeekOf(first.date));
  if (days.length === 0 || days.length < named.length) {
    return { problem: 'schedule byDay names no day of the week' };
  }
  let weekOfMonth: WeekOfMonth | null = null;
  if (frequency === 'monthly') {
    const byMonthWeek = schedule.byMonthWeek === undefined ? null : Number(schedule.byMonthWeek);
    if (byMonthWeek === null) weekOfMonth = first ? weekOfMonthOf(first.date) : null;
    else if (byMonthWeek === -1) weekOfMonth = 'last';
    else if ([1, 2, 3, 4].includes(byMonthWeek))
      weekOfMonth = WEEKS_OF_MONTH[byMonthWeek - 1] ?? null;
    else {
      return {
        problem: `schedule byMonthWeek ${quoted(String(schedule.byMonthWeek))} is not 1–4 or -1`,
      };
    }
  }
  const windowEnd = addDays(context.today, CANCELLED_WINDOW_DAYS);
  const exceptDates = listOf(schedule.exceptDate)
    .map((value) => wallTimeOf(value)?.date)
    .filter((date): date is IsoDate => !!date && date >= context.today && date < windowEnd);
  const identifier = event.identifier;
  const ownId =
    text(event['@id']) || (typeof identifier === 'number' ? String(identifier) : text(identifier));
  // Decision 171: a schedule's startDate and endDate bound its nights.
  const bounds = { firstNight: first?.date ?? null, lastNight: last?.date ?? null };
  const inputs = days.map((dayOfWeek) => ({
    ...bounds,
    id:
      ownId !== ''
        ? days.length > 1
          ? `${ownId}#${dayOfWeek}`
          : ownId
        : stableId(`${context.venue}|${dayOfWeek}|${startTime}|${context.eventType.toLowerCase()}`),
    eventType: context.eventType || undefined,
    dayOfWeek,
    startTime,
    endTime: endTime === startTime ? null : endTime,
    frequency,
    weekOfMonth,
    cancelledDates: [...new Set(exceptDates)]
      .filter((date) => dayOfWeekOf(date) === dayOfWeek)
      .sort()
      .map((date) => ({ date, note: null })),
  }));
  return { inputs };
}

/**
 * Dated nights of one venue, type, weekday and time as one event: two or more dates are weekly
 * (monthly when they are 4–5 weeks apart on one week of the month), their cancelled ones its
 * cancelled nights; one date is a one-time event, left out when cancelled.
 */
function groupedEvent(
  nights: readonly Night[],
  key: string,
): { input: Record<string, unknown> } | { problem: string } {
  const byDate = new Map<IsoDate, boolean>();
  for (const night of nights) {
    // The same night listed twice (a page's list and its calendar): cancelled if either says so.
    byDate.set(night.date, (byDate.get(night.date) ?? false) || night.isCancelled);
  }
  const dates = [...byDate.keys()].sort();
  const [night] = nights;
  const first = dates[0];
  if (!night || !first) return { problem: 'has no dates' };
  const fields = {
    eventType: night.eventType || undefined,
    dayOfWeek: dayOfWeekOf(first),
    startTime: night.startTime,
    endTime: nights.find((each) => each.endTime !== null)?.endTime ?? null,
  };
  if (dates.length === 1) {
    if (byDate.get(first)) return { problem: 'is cancelled at the source' };
    return {
      input: {
        ...fields,
        id: stableId(`${key}|${first}`),
        frequency: 'one-time',
        eventDate: first,
      },
    };
  }
  const gaps = dates.slice(1).map((date, index) => daysBetween(dates[index] ?? date, date));
  const week = gaps.every((gap) => gap === 28 || gap === 35) ? sharedWeekOfMonth(dates) : null;
  return {
    input: {
      ...fields,
      id: stableId(key),
      frequency: week ? 'monthly' : 'weekly',
      weekOfMonth: week,
      // Decision 171: no night before the first the page lists or after its last.
      firstNight: first,
      lastNight: dates.at(-1),
      cancelledDates: dates
        .filter((date) => byDate.get(date))
        .map((date) => ({ date, note: null })),
    },
  };
}

/**
 * A web page's schema.org Events, as our own venue and city pages emit them: each
 * `application/ld+json` script is read (one that is not JSON is a problem, the others still
 * read), and every Event (or subtype) in it, its `location` the venue. An Event with an
 * `eventSchedule` is a weekly or monthly event; dated Events are grouped by venue, type, weekday
 * and start time (`groupedEvent`). Start and end are the wall times as written; past nights are
 * the page's history and left out. Only venues with an event read are listed.
 */
export const readJsonLd: FeedReader = async (html, { today }) => {
  const scripts = await ldScripts(html);
  if (scripts.length === 0) {
    throw new Error(
      'The page has no schema.org JSON-LD: no <script type="application/ld+json"> element',
    );
  }
  const problems: FeedProblem[] = [];
  const venues = new Map<string, DraftVenue>();
  const nightsByKey = new Map<string, { venue: DraftVenue; nights: Night[] }>();
  const turns = eventLoopTurns();

  const venueFor = (place: Place): { key: string; venue: DraftVenue } => {
    const key = venueKey(place.name, place.address);
    let venue = venues.get(key);
    if (!venue) {
      venue = { where: `Venue ${quoted(place.name)}`, input: { ...place }, events: [] };
      venues.set(key, venue);
    } else if (venue.input.latitude === undefined && place.latitude !== undefined) {
      Object.assign(venue.input, { latitude: place.latitude, longitude: place.longitude });
    }
    return { key, venue };
  };

  for (const [index, script] of scripts.entries()) {
    let value: unknown;
    try {
      value = JSON.parse(script);
    } catch (error) {
      problems.push({
        where: `JSON-LD script ${index + 1}`,
        message: `is not valid JSON: ${(error as Error).message}`,
      });
      continue;
    }
    const events: Json[] = [];
    collectEvents(value, events);
    for (const event of events) {
      await turns.maybeYield();
      const name = text(event.name) || 'without a name';
      const place = placeOf(event.location);
      if (!place) {
        problems.push({
          where: `Event ${quoted(name)} (JSON-LD script ${index + 1})`,
          message: 'has no location: a Place with a name and address',
        });
        continue;
      }
      const eventType = eventTypeOf(event, place);
      const schedule = listOf(event.eventSchedule).find(isRecord);
      if (schedule) {
        const where = `Venue ${quoted(place.name)}, event ${quoted(name)} (schedule)`;
        const { key, venue } = venueFor(place);
        const read = scheduledEvents(event, schedule, { eventType, venue: key, today });
        if ('problem' in read) problems.push({ where, message: read.problem });
        else for (const input of read.inputs) venue.events.push({ where, input });
        continue;
      }
      const start = wallTimeOf(event.startDate);
      if (!start?.time) {
        problems.push({
          where: `Venue ${quoted(place.name)}, event ${quoted(name)}`,
          message: start ? 'startDate has no time of day' : 'has no startDate (a date and time)',
        });
        continue;
      }
      if (start.date < today) continue;
      const end = wallTimeOf(event.endDate);
      const night: Night = {
        place,
        eventType,
        date: start.date,
        startTime: start.time,
        endTime: end?.time && end.time !== start.time ? end.time : null,
        isCancelled: isCancelledStatus(event.eventStatus),
      };
      const { key: placeKey, venue } = venueFor(place);
      const key = `${placeKey}|${eventType.toLowerCase()}|${dayOfWeekOf(start.date)}|${start.time}`;
      const group = nightsByKey.get(key) ?? { venue, nights: [] };
      group.nights.push(night);
      nightsByKey.set(key, group);
    }
  }

  for (const [key, { venue, nights }] of nightsByKey) {
    await turns.maybeYield();
    const [night] = nights;
    const where = `Venue ${quoted(night?.place.name)}, event ${quoted(night?.eventType || 'Trivia')} ${describeNights(nights)}`;
    const read = groupedEvent(nights, key);
    if ('problem' in read) problems.push({ where, message: read.problem });
    else venue.events.push({ where, input: read.input } satisfies DraftEvent);
  }
  // A venue seen only with problems has no event: it is not listed.
  return { venues: [...venues.values()].filter((venue) => venue.events.length > 0), problems };
};

/** "on 2026-12-08 at 19:00", or "on Tuesdays at 19:00" for several nights. */
function describeNights(nights: readonly Night[]): string {
  const [night] = nights;
  if (!night) return '';
  const dates = new Set(nights.map((each) => each.date));
  return dates.size === 1
    ? `on ${night.date} at ${night.startTime}`
    : `on ${dayOfWeekOf(night.date)}s at ${night.startTime}`;
}
