import type { IsoDate } from '@trivia/shared';
import ICAL from 'ical.js';

/** ical.js's types, and how the iCalendar reader turns its times into wall times. */

export type Time = InstanceType<typeof ICAL.Time>;
export type Recur = InstanceType<typeof ICAL.Recur>;
export type Component = InstanceType<typeof ICAL.Component>;
export type IcalEvent = InstanceType<typeof ICAL.Event>;

/** A date and 'HH:MM' on the wall clock where the event happens. */
export interface WallTime {
  date: IsoDate;
  time: string;
}
export type Localise = (time: Time) => WallTime | null;

export const pad = (value: number) => String(value).padStart(2, '0');

export const wallOf = (time: Time): WallTime => ({
  date: `${String(time.year).padStart(4, '0')}-${pad(time.month)}-${pad(time.day)}`,
  time: `${pad(time.hour)}:${pad(time.minute)}`,
});

function wallIn(format: Intl.DateTimeFormat, instant: Date): WallTime {
  const part = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
  return { date: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` };
}

/** A formatter of wall times in an IANA zone, or null when the name is not one. */
function zoneFormat(zone: unknown): Intl.DateTimeFormat | null {
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

/** X-WR-TIMEZONE as a formatter of wall times in it, or null when absent or unknown. */
export function calendarTimeZone(calendar: Component): Intl.DateTimeFormat | null {
  return zoneFormat(calendar.getFirstPropertyValue('x-wr-timezone'));
}

/**
 * Wall times where the event happens: a time in DTSTART's own zone (or floating) as written; one
 * in another zone converted to DTSTART's; UTC ('Z') in DTSTART's zone — its VTIMEZONE, or, without
 * one, the IANA zone its TZID names (ical.js reads such a time as floating, but calendar programs
 * know "Europe/Vienna", and an UNTIL in UTC must end the series on the night they end it) — and
 * with nothing to convert to (DTSTART itself in UTC) in the calendar's X-WR-TIMEZONE, or null
 * without one: we would not know the night.
 */
export function localiserFor(start: Time, calendarZone: Intl.DateTimeFormat | null): Localise {
  const startZone = start.zone;
  const isPlaced = startZone !== undefined && !['UTC', 'floating'].includes(startZone.tzid);
  // ical.js keeps an unresolved TZID as `timezone` (not in its types).
  const tzidName = (start as { timezone?: unknown }).timezone;
  const namedZone = isPlaced || startZone?.tzid === 'UTC' ? null : zoneFormat(tzidName);
  return (time) => {
    const tzid = time.zone?.tzid;
    if (isPlaced && tzid !== undefined && tzid !== 'floating' && tzid !== startZone.tzid) {
      return wallOf(time.convertToZone(startZone));
    }
    if (tzid === 'UTC') {
      const zone = namedZone ?? calendarZone;
      return zone ? wallIn(zone, time.toJSDate()) : null;
    }
    return wallOf(time);
  };
}

export const textOf = (component: Component, name: string) => {
  const value = component.getFirstPropertyValue(name);
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * STATUS:CANCELLED, or a summary that starts "Cancelled:"/"Canceled:": what feeds that keep a
 * cancelled night visible in Google Calendar write instead (ours, and Outlook's; decision 136).
 */
export function isCancelledComponent(component: Component): boolean {
  return (
    textOf(component, 'status').toUpperCase() === 'CANCELLED' ||
    /^cancell?ed:/i.test(textOf(component, 'summary'))
  );
}

/** Every DATE-TIME of a component's RDATE or EXDATE properties (a PERIOD by its start). */
export function timesOf(component: Component, name: 'rdate' | 'exdate'): Time[] {
  return component.getAllProperties(name).flatMap((property) =>
    property.getValues().flatMap((value: unknown) => {
      if (value instanceof ICAL.Time) return [value];
      if (value instanceof ICAL.Period) return [value.start];
      return [];
    }),
  );
}
