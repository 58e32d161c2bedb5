import { formatOccurrenceDate, formatTime, type IsoDate } from '@trivia/shared';
import ICAL from 'ical.js';
import { type Place, placeOf } from './ical-place.ts';
import { isTime } from './ical-series.ts';
import {
  type Component,
  type IcalEvent,
  isCancelledComponent,
  type Localise,
  pad,
  textOf,
  timesOf,
  type WallTime,
  wallOf,
} from './ical-time.ts';

/**
 * A VEVENT's nights beyond its rule, as calendar programs show them (decision 172): EXDATEs and
 * cancelled RECURRENCE-ID instances cancel a night; an instance moved to another date or time is
 * that night cancelled here (its note says where it went) and a night of its own at the new time;
 * an RDATE, or a DTSTART off the rule, is a night of its own. Nights of their own are grouped into
 * events by `ical-singles.ts`.
 */

const NOTE_LENGTH = 200;
const SECONDS_PER_DAY = 24 * 60 * 60;

/** One night that is not a night of a weekly or monthly rule, before it is grouped. */
export interface SingleNight {
  /** Its id as a one-time event: the VEVENT's UID, or the UID with its date and time. */
  id: string;
  uid: string;
  place: Place | null;
  line: number;
  summary: string;
  date: IsoDate;
  startTime: string;
  endTime: string | null;
  isCancelled: boolean;
  note: string | null;
  /** The VEVENT's other fields (prize, max teams). */
  fields: Record<string, unknown>;
}

/** How long a VEVENT lasts in seconds: DTEND or DURATION; null with neither, or a day or more. */
export function durationOf(event: IcalEvent): number | null {
  const component = event.component;
  if (!component.hasProperty('dtend') && !component.hasProperty('duration')) return null;
  const seconds = event.endDate.subtractDateTz(event.startDate).toSeconds();
  return seconds > 0 && seconds < SECONDS_PER_DAY ? seconds : null;
}

/** The wall time a night that starts at `startTime` ends, `seconds` later (null: unknown). */
export function endAfter(startTime: string, seconds: number | null): string | null {
  if (seconds === null) return null;
  const [hours = 0, minutes = 0] = startTime.split(':').map(Number);
  const end = (hours * 60 + minutes + Math.round(seconds / 60)) % (24 * 60);
  return `${pad(Math.floor(end / 60))}:${pad(end % 60)}`;
}

/** A cancelled instance's public note: its DESCRIPTION's first line, or a SUMMARY of its own. */
export function cancelNote(component: Component, summary: string): string | null {
  const [firstLine = ''] = textOf(component, 'description').split(/\r\n|\r|\n/);
  const ownSummary = textOf(component, 'summary');
  const note = firstLine.trim() || (ownSummary !== summary ? ownSummary : '');
  return note === '' ? null : note.slice(0, NOTE_LENGTH).trim();
}

/** "Moved to Wednesday, Dec 9 at 8:00 PM" (the date left out when it is the same day). */
function movedNote(from: IsoDate, to: WallTime, place: Place | null, was: Place | null): string {
  const when =
    to.date === from
      ? formatTime(to.time)
      : `${formatOccurrenceDate(to.date)} at ${formatTime(to.time)}`;
  const where = place && was && place.name !== was.name ? `, ${place.name}` : '';
  return `Moved to ${when}${where}`.slice(0, NOTE_LENGTH);
}

const key = (wall: WallTime) => `${wall.date}T${wall.time}`;

export interface InstancesRead {
  /** Nights of the rule the source cancels, or moved away, with their notes. */
  cancelled: Map<IsoDate, string | null>;
  /** Nights of their own: RDATEs, DTSTART off the rule (or the VEVENT's one night), moved ones. */
  singles: SingleNight[];
  problems: string[];
}

/**
 * The instances of one VEVENT beyond its rule. `isRuleNight` tells whether a date is a night of
 * its weekly or monthly rule within its bounds and the window (null: the VEVENT has no rule, and
 * DTSTART is its one night); RDATEs are read up to `windowEnd`, as cancelled nights are.
 */
export function readInstances(options: {
  event: IcalEvent;
  exceptions: readonly Component[];
  start: WallTime;
  localise: Localise;
  isRuleNight: ((date: IsoDate) => boolean) | null;
  windowEnd: IsoDate;
  /** The fields every night of it shares. */
  base: Omit<SingleNight, 'id' | 'date' | 'startTime' | 'endTime' | 'isCancelled' | 'note'>;
  duration: number | null;
}): InstancesRead {
  const { event, start, localise, isRuleNight, base, duration } = options;
  const { uid } = base;
  const problems: string[] = [];
  const cancelled = new Map<IsoDate, string | null>();
  const night = (id: string, wall: WallTime): SingleNight => ({
    ...base,
    id,
    date: wall.date,
    startTime: wall.time,
    endTime: endAfter(wall.time, duration),
    isCancelled: false,
    note: null,
  });

  const excluded = { times: new Set<string>(), dates: new Set<IsoDate>() };
  for (const time of timesOf(event.component, 'exdate')) {
    const wall = localise(time);
    if (!wall) continue;
    if (time.isDate) excluded.dates.add(wall.date);
    else excluded.times.add(key(wall));
    // A rule's night is cancelled by any EXDATE of its date (a time in another zone included).
    if (isRuleNight?.(wall.date)) cancelled.set(wall.date, null);
  }
  const isExcluded = (wall: WallTime) =>
    excluded.times.has(key(wall)) || excluded.dates.has(wall.date);

  // Nights of their own, by date and time: the one night of a VEVENT without a rule, DTSTART off
  // its rule (RFC 5545 3.8.5.3: DTSTART is always the first instance), and each RDATE.
  const singles = new Map<string, SingleNight>();
  if (!isRuleNight) singles.set(key(start), night(uid, start));
  else if (!isRuleNight(start.date) && !isExcluded(start)) {
    singles.set(key(start), night(`${uid}#${key(start)}`, start));
  }
  for (const time of timesOf(event.component, 'rdate')) {
    const wall = localise(time);
    if (!wall || wall.date > options.windowEnd || isExcluded(wall)) continue;
    if (time.isDate) {
      problems.push(`RDATE ${wall.date} is an all-day date: that night is not imported`);
      continue;
    }
    const isRuleInstance = isRuleNight?.(wall.date) === true && wall.time === start.time;
    if (!isRuleInstance) singles.set(key(wall), night(`${uid}#${key(wall)}`, wall));
  }

  const moved: SingleNight[] = [];
  for (const exception of options.exceptions) {
    const recurrenceId = exception.getFirstPropertyValue('recurrence-id');
    const original = isTime(recurrenceId) ? localise(recurrenceId) : null;
    if (!original) continue;
    // A VEVENT without a rule may name its one night by a RECURRENCE-ID in another zone.
    const ownKey = singles.has(key(original))
      ? key(original)
      : !isRuleNight && singles.has(key(start))
        ? key(start)
        : null;
    const own = ownKey === null ? undefined : singles.get(ownKey);
    const isRule = !own && isRuleNight?.(original.date) === true;
    if (!own && !isRule) continue;
    if (isCancelledComponent(exception)) {
      const note = cancelNote(exception, base.summary);
      if (own) Object.assign(own, { isCancelled: true, note });
      else cancelled.set(original.date, note);
      continue;
    }
    const newStart = exception.getFirstPropertyValue('dtstart');
    const wall = isTime(newStart) && !newStart.isDate ? localise(newStart) : null;
    const from = own
      ? { date: own.date, time: own.startTime }
      : { date: original.date, time: start.time };
    if (!wall) {
      // Moved to an all-day date (or a time we cannot place): never at its old time (decision
      // 172). The night is cancelled here, and the preview says it was not imported.
      const to = isTime(newStart) ? `to ${wallOf(newStart).date} ` : '';
      const note = `Moved${isTime(newStart) ? ` to ${formatOccurrenceDate(wallOf(newStart).date)}` : ''}`;
      if (own) Object.assign(own, { isCancelled: true, note });
      else cancelled.set(original.date, note);
      problems.push(
        `the night of ${from.date} moved ${to}without a time: it is cancelled here, not imported`,
      );
      continue;
    }
    if (key(wall) === key(from)) continue; // Another summary or note: the same night.
    const instance = new ICAL.Event(exception);
    const place = textOf(exception, 'location') === '' ? base.place : placeOf(exception);
    const movedNight: SingleNight = {
      ...night(own?.id ?? `${uid}#${key(original)}`, wall),
      endTime: endAfter(wall.time, durationOf(instance) ?? duration),
      summary: instance.summary?.trim() || base.summary,
      place,
    };
    if (ownKey !== null) {
      singles.delete(ownKey);
    } else {
      cancelled.set(original.date, movedNote(original.date, wall, place, base.place));
    }
    moved.push(movedNight);
  }
  return { cancelled, singles: [...singles.values(), ...moved], problems };
}
