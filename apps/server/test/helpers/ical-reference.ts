import { addDays, type IsoDate } from '@trivia/shared';
import rrule from 'rrule';

/**
 * A reference recurrence expander for the corpus test (decisions 171–173), independent of the
 * reader: its own line parser, the `rrule` package for RRULEs, and RFC 5545's set rules by hand —
 * DTSTART always the first instance (and counted by COUNT), RDATEs added, EXDATEs taken out,
 * RECURRENCE-ID instances replacing (or, cancelled, removing) the night they name. Times are wall
 * times in DTSTART's zone, converted with Intl; UTC and floating as the reader reads them.
 */

const { RRule } = rrule;

export interface ReferenceNight {
  /** 'YYYY-MM-DDTHH:MM' on the wall clock of the VEVENT's zone; a date alone when all-day. */
  start: string;
  /** The line of the VEVENT (not an exception instance) the night belongs to. */
  line: number;
}

interface Property {
  name: string;
  params: Record<string, string>;
  value: string;
}

interface Vevent {
  line: number;
  properties: Property[];
}

interface Wall {
  date: IsoDate;
  time: string | null;
}

/** Unfolded lines, each with the number of the line it starts on. */
function unfold(text: string): { line: number; text: string }[] {
  const lines: { line: number; text: string }[] = [];
  for (const [index, raw] of text.split(/\r\n|\r|\n/).entries()) {
    const last = lines.at(-1);
    if (last && (raw.startsWith(' ') || raw.startsWith('\t'))) last.text += raw.slice(1);
    else lines.push({ line: index + 1, text: raw });
  }
  return lines;
}

function parseProperty(text: string): Property {
  let quoted = false;
  let colon = -1;
  for (let index = 0; index < text.length; index += 1) {
    if (text[index] === '"') quoted = !quoted;
    if (text[index] === ':' && !quoted) {
      colon = index;
      break;
    }
  }
  const [name = '', ...params] = text.slice(0, colon).split(';');
  return {
    name: name.toUpperCase(),
    params: Object.fromEntries(
      params.map((param) => {
        const [key = '', value = ''] = param.split('=');
        return [key.toUpperCase(), value.replace(/^"|"$/g, '')];
      }),
    ),
    value: text.slice(colon + 1),
  };
}

function wallIn(zone: string, instant: number): Wall {
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  const part = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
  return { date: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` };
}

/** The instant a wall time in `zone` is (the offset found by two guesses). */
function instantOf(wall: Wall, zone: string): number {
  const [hours = 0, minutes = 0] = (wall.time ?? '00:00').split(':').map(Number);
  const asUtc = Date.UTC(
    Number(wall.date.slice(0, 4)),
    Number(wall.date.slice(5, 7)) - 1,
    Number(wall.date.slice(8, 10)),
    hours,
    minutes,
  );
  let guess = asUtc;
  for (let step = 0; step < 2; step += 1) {
    const seen = wallIn(zone, guess);
    const [h = 0, m = 0] = (seen.time ?? '00:00').split(':').map(Number);
    const seenUtc = Date.UTC(
      Number(seen.date.slice(0, 4)),
      Number(seen.date.slice(5, 7)) - 1,
      Number(seen.date.slice(8, 10)),
      h,
      m,
    );
    guess += asUtc - seenUtc;
  }
  return guess;
}

/**
 * A TZID that names a zone we know (IANA); null for one that does not (Outlook's "(UTC-05:00)
 * Eastern Time (US & Canada)" without a VTIMEZONE): its times are taken as written, floating.
 */
function knownZone(tzid: string | undefined): string | null {
  if (!tzid) return null;
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: tzid });
    return tzid;
  } catch {
    return null;
  }
}

/** A DATE or DATE-TIME value as a wall time in `zone` (null: floating or the same zone). */
function wallOf(value: string, params: Record<string, string>, zone: string | null): Wall {
  const match = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})\d{2}(Z?))?/.exec(value.trim());
  if (!match) throw new Error(`not a date: ${value}`);
  const [, year, month, day, hours, minutes, utc] = match;
  const wall: Wall = {
    date: `${year}-${month}-${day}`,
    time: hours === undefined ? null : `${hours}:${minutes}`,
  };
  if (wall.time === null || zone === null) return wall;
  const from = utc ? 'UTC' : knownZone(params.TZID);
  if (!from || from === zone) return wall;
  return wallIn(zone, instantOf(wall, from));
}

const key = (wall: Wall) => (wall.time === null ? wall.date : `${wall.date}T${wall.time}`);
const floating = (wall: Wall) => instantOf(wall, 'UTC');
const fromFloating = (date: Date): Wall => ({
  date: date.toISOString().slice(0, 10),
  time: date.toISOString().slice(11, 16),
});

function vevents(text: string): { calendarZone: string | null; events: Vevent[] } {
  const events: Vevent[] = [];
  let calendarZone: string | null = null;
  let current: Vevent | null = null;
  let depth = 0;
  for (const { line, text: raw } of unfold(text)) {
    const upper = raw.toUpperCase();
    if (upper.startsWith('BEGIN:VEVENT')) {
      current = { line, properties: [] };
      depth = 0;
    } else if (upper.startsWith('END:VEVENT') && current) {
      events.push(current);
      current = null;
    } else if (current && upper.startsWith('BEGIN:')) depth += 1;
    else if (current && upper.startsWith('END:')) depth -= 1;
    else if (current && depth === 0) current.properties.push(parseProperty(raw));
    else if (!current && upper.startsWith('X-WR-TIMEZONE:')) calendarZone = raw.slice(14).trim();
  }
  return { calendarZone, events };
}

const first = (event: Vevent, name: string) =>
  event.properties.find((property) => property.name === name);
const all = (event: Vevent, name: string) =>
  event.properties.filter((property) => property.name === name);
const isCancelled = (event: Vevent) =>
  first(event, 'STATUS')?.value.trim().toUpperCase() === 'CANCELLED' ||
  /^cancell?ed:/i.test(first(event, 'SUMMARY')?.value.trim() ?? '');

/** Every value of some RDATE or EXDATE properties (a PERIOD by its start). */
const valuesOf = (properties: Property[]) =>
  properties.flatMap((property) =>
    property.value
      .split(',')
      .filter((value) => value.trim() !== '')
      .map((value) => ({ value: value.split('/')[0] ?? value, params: property.params })),
  );

/** The nights of every VEVENT of `text` from `from` to `to` (both included), by the rules above. */
export function referenceNights(text: string, from: IsoDate, to: IsoDate): ReferenceNight[] {
  const { calendarZone, events } = vevents(text);
  const masters = new Map<string, Vevent>();
  const exceptions = new Map<string, Vevent[]>();
  for (const event of events) {
    const uid = first(event, 'UID')?.value.trim() ?? '';
    if (first(event, 'RECURRENCE-ID')) exceptions.set(uid, [...(exceptions.get(uid) ?? []), event]);
  }
  for (const event of events) {
    const uid = first(event, 'UID')?.value.trim() ?? '';
    if (!first(event, 'RECURRENCE-ID')) masters.set(uid, event);
  }
  const nights: ReferenceNight[] = [];
  for (const event of events) {
    const uid = first(event, 'UID')?.value.trim() ?? '';
    const isException = Boolean(first(event, 'RECURRENCE-ID'));
    // An exception instance belongs to its VEVENT; one without is a night of its own.
    if (isException && masters.has(uid)) continue;
    const dtstart = first(event, 'DTSTART');
    if (!dtstart) continue;
    const isUtc = /Z$/.test(dtstart.value.trim());
    const zone = isUtc ? knownZone(calendarZone ?? undefined) : knownZone(dtstart.params.TZID);
    const start = wallOf(dtstart.value, dtstart.params, isUtc ? zone : null);
    if (isUtc && zone === null) continue; // The reader cannot place it either.
    const inZone = (value: string, params: Record<string, string>) => wallOf(value, params, zone);
    const set = new Map<string, Wall>([[key(start), start]]);
    const rule = first(event, 'RRULE');
    if (rule && start.time !== null) {
      const options = RRule.parseString(rule.value);
      if (options.until && /Z$/.test(rule.value.match(/UNTIL=([^;]+)/)?.[1] ?? '') && zone) {
        options.until = new Date(floating(wallIn(zone, options.until.getTime())));
      }
      const dtstartAt = new Date(floating(start));
      const onRule = new RRule({ ...options, count: null, until: null, dtstart: dtstartAt });
      const isOnRule = onRule.after(dtstartAt, true)?.getTime() === dtstartAt.getTime();
      // COUNT counts DTSTART, the first instance even off the rule (RFC 5545 3.8.5.3).
      const count = options.count && !isOnRule ? options.count - 1 : options.count;
      const expanded = count === 0 ? [] : new RRule({ ...options, count, dtstart: dtstartAt });
      const window = [
        new Date(floating({ date: addDays(from, -1), time: '00:00' })),
        new Date(floating({ date: addDays(to, 1), time: '23:59' })),
      ] as const;
      if (!Array.isArray(expanded)) {
        for (const date of expanded.between(window[0], window[1], true)) {
          const wall = fromFloating(date);
          set.set(key(wall), wall);
        }
      }
    }
    for (const { value, params } of valuesOf(all(event, 'RDATE'))) {
      const wall = inZone(value, params);
      set.set(key(wall), wall);
    }
    for (const { value, params } of valuesOf(all(event, 'EXDATE'))) {
      const wall = inZone(value, params);
      set.delete(key(wall));
      if (wall.time === null) for (const [k, w] of set) if (w.date === wall.date) set.delete(k);
    }
    if (!isException) {
      for (const exception of exceptions.get(uid) ?? []) {
        const id = first(exception, 'RECURRENCE-ID');
        if (!id) continue;
        set.delete(key(inZone(id.value, id.params)));
        const moved = first(exception, 'DTSTART');
        if (moved && !isCancelled(exception)) {
          const wall = inZone(moved.value, moved.params);
          set.set(key(wall), wall);
        }
      }
    } else if (isCancelled(event)) set.clear();
    if (!rule && isCancelled(event)) set.delete(key(start));
    for (const wall of set.values()) {
      if (wall.date >= from && wall.date <= to) nights.push({ start: key(wall), line: event.line });
    }
  }
  return nights.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
}
