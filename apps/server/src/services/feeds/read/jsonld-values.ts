import {
  addDays,
  DAYS_OF_WEEK,
  type DayOfWeek,
  type IsoDate,
  isIsoDate,
  WEEKS_OF_MONTH,
  type WeekOfMonth,
} from '@trivia/shared';
import { isRecord } from './json.ts';

/*
 * schema.org values as a feed's fields: text, places, date-times, days and weeks of the month.
 * Pure functions; the JSON-LD reader (`jsonld.ts`) walks the page and builds the events.
 */

export type Json = Record<string, unknown>;

export interface Place {
  name: string;
  address: string;
  latitude?: unknown;
  longitude?: unknown;
}

export const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A PostalAddress as one line, as our venues write it: "123 Main St, Nashville, TN 37203". */
function addressOf(value: unknown): string {
  const address = Array.isArray(value) ? value[0] : value;
  if (!isRecord(address)) return text(address);
  const region = [text(address.addressRegion), text(address.postalCode)].filter(Boolean).join(' ');
  return [text(address.streetAddress), text(address.addressLocality), region]
    .filter(Boolean)
    .join(', ');
}

const coordinate = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))
    ? Number(value)
    : value;

/** An Event's `location` as a venue: a Place (name, address, geo) or an address as text. */
export function placeOf(location: unknown): Place | null {
  for (const candidate of Array.isArray(location) ? location : [location]) {
    const line = text(candidate);
    if (line !== '') {
      // Text as iCalendar's LOCATION: the name before the first comma.
      const comma = line.indexOf(',');
      return comma === -1
        ? { name: line, address: line }
        : { name: line.slice(0, comma).trim(), address: line.slice(comma + 1).trim() || line };
    }
    if (!isRecord(candidate)) continue;
    const name = text(candidate.name);
    const address = addressOf(candidate.address);
    if (name === '' && address === '') continue; // A VirtualLocation, say.
    const geo = isRecord(candidate.geo) ? candidate.geo : {};
    return {
      name,
      address,
      ...(geo.latitude === undefined && geo.longitude === undefined
        ? {}
        : { latitude: coordinate(geo.latitude), longitude: coordinate(geo.longitude) }),
    };
  }
  return null;
}

const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?)?\s*(?:Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/** An ISO date-time's wall time as written (an offset, if any, is not applied). */
export function wallTimeOf(value: unknown): { date: IsoDate; time: string | null } | null {
  const match = DATE_TIME.exec(text(value));
  if (!match?.[1] || !isIsoDate(match[1])) return null;
  return { date: match[1], time: match[2] ? `${match[2]}:${match[3]}` : null };
}

/** '19:00', '19:00:00', '19:00:00-06:00' → '19:00'. */
export const clockOf = (value: unknown) =>
  /^(\d{2}):(\d{2})/.exec(text(value))?.slice(1, 3).join(':');

export const isCancelledStatus = (status: unknown) => text(status).endsWith('EventCancelled');

/** 'https://schema.org/Tuesday', 'schema:Tuesday', 'Tuesday' or { '@id': … } → 'Tuesday'. */
export function dayOf(value: unknown): DayOfWeek | undefined {
  const name = text(isRecord(value) ? value['@id'] : value)
    .split(/[/:#]/)
    .pop()
    ?.toLowerCase();
  return DAYS_OF_WEEK.find((day) => day.toLowerCase() === name);
}

/** The week of the month of a date: '1'–'4', or 'last' for a 5th. */
export function weekOfMonthOf(date: IsoDate): WeekOfMonth {
  const week = Math.ceil(Number(date.slice(8, 10)) / 7);
  return week <= 4 ? (WEEKS_OF_MONTH[week - 1] ?? 'last') : 'last';
}

const isLastOfMonth = (date: IsoDate) => addDays(date, 7).slice(5, 7) !== date.slice(5, 7);

/** The week of the month all the dates share, if they do. */
export function sharedWeekOfMonth(dates: readonly IsoDate[]): WeekOfMonth | null {
  const weeks = new Set(dates.map((date) => Math.ceil(Number(date.slice(8, 10)) / 7)));
  const [week] = weeks;
  if (weeks.size === 1 && week !== undefined && week <= 4) return WEEKS_OF_MONTH[week - 1] ?? null;
  return dates.every(isLastOfMonth) ? 'last' : null;
}

export const listOf = (value: unknown): unknown[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** An Event's type from its name: our own pages name it "Trivia at The Crown". */
export function eventTypeOf(event: Json, place: Place): string {
  const name = text(event.name);
  const suffix = ` at ${place.name}`.toLowerCase();
  return name.toLowerCase().endsWith(suffix) && name.length > suffix.length
    ? name.slice(0, -suffix.length).trim()
    : name;
}
