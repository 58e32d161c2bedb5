import { createHash } from 'node:crypto';
import {
  addDays,
  dayOfWeekOf,
  daysBetween,
  type IsoDate,
  type OccurrenceRule,
  occurrenceDates,
  WEEKS_OF_MONTH,
  type WeekOfMonth,
} from '@trivia/shared';
import type { SingleNight } from './ical-instances.ts';
import { eventTypeOf, type Place } from './ical-place.ts';
import { quoted, venueKey } from './json.ts';

/**
 * Single nights as our events (decision 173): nights of one venue, type, weekday and start time
 * that are plainly one weekly night — a week apart, or nearly every week with a few weeks left
 * out (those are cancelled nights) — are one weekly event, as our own calendars (a VEVENT a night)
 * and exports of Meetup and the like write them; 4–5 weeks apart on one week of the month, one
 * monthly event. Either is bounded by its first and last listed night (decision 171), so no night
 * is listed that the source does not list, save where the calendar's listing only begins or ends
 * (a window of weeks from today): a series is open there, not a change at every read. Any other night is a one-time event.
 */

/** Nights listed in at least this share of the weeks they span are one weekly event. */
const WEEKLY_SHARE = 0.75;
/** Past nights this recent still tell a series apart from one-time nights. */
export const HISTORY_DAYS = 28;

export interface SinglesRead {
  place: Place;
  line: number;
  where: string;
  input: Record<string, unknown>;
}

const isLastOfMonth = (date: IsoDate) => addDays(date, 7).slice(5, 7) !== date.slice(5, 7);

/** The week of the month all the dates share, if they do. */
function sharedWeekOfMonth(dates: readonly IsoDate[]): WeekOfMonth | null {
  const weeks = new Set(dates.map((date) => Math.ceil(Number(date.slice(8, 10)) / 7)));
  const [week] = weeks;
  if (weeks.size === 1 && week !== undefined && week <= 4) return WEEKS_OF_MONTH[week - 1] ?? null;
  return dates.every(isLastOfMonth) ? 'last' : null;
}

/**
 * A night's UID without its own date (and a time after it): what one event's nights share in
 * calendars that write a VEVENT a night (ours: "{event id}-{date}@{host}").
 */
function seriesUid(night: SingleNight): string {
  const compact = night.date.replaceAll('-', '');
  for (const date of [night.date, compact]) {
    const at = night.uid.lastIndexOf(date);
    if (at < 0) continue;
    const before = night.uid.slice(0, at).replace(/[-_.]$/, '');
    const after = night.uid.slice(at + date.length).replace(/^T\d{4}(?:\d{2})?Z?/, '');
    return `${before}${after}`;
  }
  return night.uid;
}

const stableId = (key: string) =>
  `ical-${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;

type Shape = { frequency: 'weekly' | 'monthly'; weekOfMonth: WeekOfMonth | null } | null;

/** Weekly, monthly, or neither, for a group's dates (at least two, in order). */
function shapeOf(dates: readonly IsoDate[]): Shape {
  if (dates.length < 2) return null;
  const gaps = dates.slice(1).map((date, index) => daysBetween(dates[index] ?? date, date));
  const week = gaps.every((gap) => gap === 28 || gap === 35) ? sharedWeekOfMonth(dates) : null;
  if (week) return { frequency: 'monthly', weekOfMonth: week };
  const first = dates[0] as IsoDate;
  const weeks = daysBetween(first, dates.at(-1) ?? first) / 7 + 1;
  if (gaps.every((gap) => gap % 7 === 0) && dates.length >= WEEKLY_SHARE * weeks) {
    return { frequency: 'weekly', weekOfMonth: null };
  }
  return null;
}

/**
 * A series of single nights' first night: null when its first listed night is its next from
 * today, as in a calendar that lists nights from today on (ours): the nights before are only
 * not listed, and a first night that moved each week would be a change each week.
 */
function firstNightOf(
  dates: readonly IsoDate[],
  rule: Pick<OccurrenceRule, 'frequency' | 'dayOfWeek' | 'weekOfMonth'>,
  today: IsoDate,
): IsoDate | null {
  const first = dates[0] as IsoDate;
  if (first <= today) return first;
  const before = occurrenceDates(
    { ...rule, eventDate: null, createdOn: today },
    today,
    addDays(first, -1),
  );
  return before.length === 0 ? null : first;
}

/**
 * A series of single nights' last night: null when the rule's next night after it lies beyond the
 * calendar's last listed night, as in a calendar that lists a window of weeks ahead (ours): the
 * nights after are only not listed yet, and a last night that moved each week would be a change
 * each week. A series that stops before the calendar's window ends is bounded (decision 171).
 */
function lastNightOf(
  dates: readonly IsoDate[],
  rule: Pick<OccurrenceRule, 'frequency' | 'dayOfWeek' | 'weekOfMonth'>,
  horizon: IsoDate,
): IsoDate | null {
  const last = dates.at(-1) as IsoDate;
  const after = occurrenceDates(
    { ...rule, eventDate: null, createdOn: last },
    addDays(last, 1),
    horizon,
  );
  return after.length === 0 ? null : last;
}

/**
 * The single nights of a read as events and problems. Nights before `today` only help tell a
 * series (a group all in the past is history, and left out without a word).
 */
export function groupSingles(
  nights: readonly SingleNight[],
  today: IsoDate,
): { events: SinglesRead[]; problems: { place: Place | null; where: string; message: string }[] } {
  const groups = new Map<string, SingleNight[]>();
  const history = addDays(today, -HISTORY_DAYS);
  // The calendar's window: its last listed night, whichever event's.
  const horizon = [today, ...nights.map((night) => night.date)].sort().at(-1) as IsoDate;
  for (const night of nights) {
    if (!night.place || night.date < history) continue;
    const type = eventTypeOf(night.summary, night.place).toLowerCase();
    const groupKey = [
      venueKey(night.place.name, night.place.address),
      type,
      dayOfWeekOf(night.date),
      night.startTime,
    ].join('|');
    groups.set(groupKey, [...(groups.get(groupKey) ?? []), night]);
  }
  const uidCounts = new Map<string, number>();
  for (const group of groups.values()) {
    const uids = new Set(group.map(seriesUid));
    const [uid] = uids;
    if (uids.size === 1 && uid) uidCounts.set(uid, (uidCounts.get(uid) ?? 0) + 1);
  }

  const events: SinglesRead[] = [];
  const problems: { place: Place | null; where: string; message: string }[] = [];
  for (const [groupKey, group] of groups) {
    const byDate = new Map<IsoDate, SingleNight>();
    for (const night of [...group].sort((a, b) => (a.date < b.date ? -1 : 1))) {
      const seen = byDate.get(night.date);
      // The same night listed twice: cancelled if either says so.
      if (!seen || (night.isCancelled && !seen.isCancelled)) byDate.set(night.date, night);
    }
    const dates = [...byDate.keys()];
    const first = group[0] as SingleNight;
    const place = first.place as Place;
    const eventType = eventTypeOf(first.summary, place) || undefined;
    const base = {
      ...first.fields,
      eventType,
      dayOfWeek: dayOfWeekOf(first.date),
      startTime: first.startTime,
      endTime: group.find((night) => night.endTime !== null)?.endTime ?? null,
    };
    const label = `Venue ${quoted(place.name)}, event ${quoted(eventType ?? 'Trivia')}`;
    const shape = shapeOf(dates);
    if (shape) {
      const lastListed = dates.at(-1) as IsoDate;
      if (lastListed < today) continue;
      const uids = new Set(group.map(seriesUid));
      const [uid] = uids;
      const id = uids.size === 1 && uid && uidCounts.get(uid) === 1 ? uid : stableId(groupKey);
      const listed = new Set(dates);
      const step = shape.frequency === 'weekly' ? 7 : 0;
      const missing: IsoDate[] = [];
      for (
        let date = dates[0] as IsoDate;
        step > 0 && date < lastListed;
        date = addDays(date, step)
      ) {
        if (!listed.has(date)) missing.push(date);
      }
      const cancelledDates = [
        ...dates.flatMap((date) => {
          const night = byDate.get(date);
          return night?.isCancelled ? [{ date, note: night.note }] : [];
        }),
        ...missing.map((date) => ({ date, note: null })),
      ]
        .filter((night) => night.date >= today)
        .sort((a, b) => (a.date < b.date ? -1 : 1));
      events.push({
        place,
        line: first.line,
        where: `${label} on ${base.dayOfWeek}s at ${base.startTime} (line ${first.line})`,
        input: {
          ...base,
          id,
          ...shape,
          firstNight: firstNightOf(dates, { ...shape, dayOfWeek: base.dayOfWeek }, today),
          lastNight: lastNightOf(dates, { ...shape, dayOfWeek: base.dayOfWeek }, horizon),
          cancelledDates,
        },
      });
      continue;
    }
    for (const [date, night] of byDate) {
      if (date < today) continue;
      const where = `${label} (line ${night.line})`;
      if (night.isCancelled) {
        problems.push({ place, where, message: 'is cancelled at the source' });
        continue;
      }
      events.push({
        place,
        line: night.line,
        where,
        input: {
          ...night.fields,
          eventType,
          id: night.id,
          dayOfWeek: dayOfWeekOf(date),
          startTime: night.startTime,
          endTime: night.endTime,
          frequency: 'one-time',
          eventDate: date,
        },
      });
    }
  }
  return { events, problems };
}
