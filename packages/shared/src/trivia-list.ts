import type { DayOfWeek } from './constants.ts';
import {
  addDays,
  dayOfWeekOf,
  daysBetween,
  type IsoDate,
  nextDayOnOrAfter,
  venueDateOf,
  venueTimeZone,
} from './dates.ts';
import { formatPrize } from './formatting.ts';
import type { NearbyEvent, NearbyOccurrence, NearbyVenue } from './nearby.ts';
import { hasNightEnded } from './night-timing.ts';

/**
 * The trivia list's rules (spec §2 and §9): which venues a tab shows, how a venue's events are
 * grouped into lines, and in which order. The nearby search answers a week of occurrences; the
 * tabs only choose among them, so switching tabs needs no request.
 */
export const TRIVIA_TABS = ['today', 'tomorrow', 'week'] as const;
export type TriviaTab = (typeof TRIVIA_TABS)[number];
export const TRIVIA_TAB_LABELS: Record<TriviaTab, string> = {
  today: 'Today',
  tomorrow: 'Tomorrow',
  week: 'This Week',
};
/** "This Week" is the next 7 days, today included. */
export const WEEK_DAYS = 7;

export const isTriviaTab = (value: string): value is TriviaTab =>
  TRIVIA_TABS.some((tab) => tab === value);

export function parseTriviaTab(value: string | null | undefined): TriviaTab {
  return TRIVIA_TABS.find((tab) => tab === value) ?? 'today';
}

/**
 * What the list shows: a tab, or one day of the coming week (the day chips beside the
 * tabs, `?day=Thursday`). A day is the next date on or after today that falls on it.
 */
export type ListWhen = TriviaTab | DayOfWeek;

/** The tab or day the URL names: a day that is today or tomorrow is that tab (old `?day=` links). */
export function resolveWhen(tab: TriviaTab, day: DayOfWeek | null, today: IsoDate): ListWhen {
  if (day === null) return tab;
  const date = nextDayOnOrAfter(today, day);
  if (date === today) return 'today';
  if (date === addDays(today, 1)) return 'tomorrow';
  return day;
}

/** The day chips after Today and Tomorrow: the other five days of the week, in date order. */
export function dayChips(today: IsoDate): DayOfWeek[] {
  return Array.from({ length: WEEK_DAYS - 2 }, (_, index) =>
    dayOfWeekOf(addDays(today, index + 2)),
  );
}

/** The visitor's dates a tab or day covers, from their today. */
export function tabDates(tab: ListWhen, today: IsoDate): IsoDate[] {
  if (tab === 'today') return [today];
  if (tab === 'tomorrow') return [addDays(today, 1)];
  if (tab !== 'week') return [nextDayOnOrAfter(today, tab)];
  return Array.from({ length: WEEK_DAYS }, (_, index) => addDays(today, index));
}

/** One line of a venue card: one or more events of one type, day and start time. */
export interface EventLine {
  key: string;
  title: string;
  frequency: string;
  dayOfWeek: string;
  date: IsoDate;
  startTime: string;
  endTime: string | null;
  /** '$50', the description, or 'Prize TBD'. */
  prize: string;
  /** One of its events names a prize (an amount or a description). */
  hasPrize: boolean;
  providerNames: string[];
  /** Every event of the line is cancelled that day. */
  isCancelled: boolean;
  /**
   * The night is over by its venue's clock (decision 166): shown as over, after the nights still
   * to come, counted nowhere, and no "We're coming". False when no clock was given (the server's
   * markup and the hydration, which know no "now" that holds when the page is read).
   */
  hasEnded: boolean;
  /** The venue's date of the most recent check of any of its events (`venueDateOf`). */
  checkedOn: IsoDate | null;
  /** The latest day a provider's feed read well for one of its events, and that provider. */
  feedSyncedOn: string | null;
  feedSource: string | null;
  /** Every event of the line is confirmed that day. */
  isConfirmed: boolean;
  /** Visitors reported it as not happening. */
  isReported: boolean;
  /** The host's public note for the night, if any. */
  note: string | null;
  /** Tonight's theme, if any (decision 208): of the line's first night that is not cancelled. */
  theme: string | null;
  /** The event a visitor's report of this line is about (its first). */
  eventId: string;
  /**
   * The event "We're coming" goes to: the first of the line whose night is not cancelled (a group
   * of events of one type, day and time may hold a cancelled one first); null when every one is.
   */
  rsvpEventId: string | null;
  /** Teams coming to that event's night, when any, and its limit when it has one. */
  teams?: number;
  maxTeams?: number;
}

export interface ListedVenue {
  venue: NearbyVenue;
  lines: EventLine[];
  /** Days from today to its first line (0 today). */
  daysAway: number;
}

interface Entry {
  event: NearbyEvent;
  date: IsoDate;
  isCancelled: boolean;
  occurrence: NearbyOccurrence;
}

function groupKey(entry: Entry): string {
  const { event } = entry;
  return [event.title.trim().toLowerCase(), event.dayOfWeek, event.startTime, entry.date].join('|');
}

/** What the list knows of when it is read: the instant, and the zone the venue's nights are in. */
interface LineClock {
  now: Date;
  timeZone: string;
}

function toLine(
  key: string,
  entries: Entry[],
  timezone: string | null | undefined,
  clock: LineClock | undefined,
): EventLine {
  const events = entries.map((entry) => entry.event);
  const [first] = events as [NearbyEvent, ...NearbyEvent[]];
  const coming = entries.find((entry) => !entry.isCancelled);
  const counted = coming ?? entries[0];
  const date = entries[0]?.date ?? '';
  const endTime = events.find((event) => event.endTime)?.endTime ?? null;
  const withAmount = events.find((event) => (event.prizeAmount ?? 0) > 0);
  const withText = events.find((event) => event.prizeDescription?.trim());
  const providers = new Set(
    events.map((event) => event.providerName).filter((name): name is string => Boolean(name)),
  );
  const synced = events
    .filter((event) => event.feedSyncedOn)
    .sort((a, b) => (a.feedSyncedOn ?? '').localeCompare(b.feedSyncedOn ?? ''))
    .at(-1);
  // ISO timestamps, all in UTC: the last in text order is the latest.
  const verified = events
    .map((event) => event.verifiedAt)
    .filter((value): value is string => Boolean(value))
    .sort()
    .at(-1);
  return {
    key,
    title: first.title,
    frequency: first.frequency,
    dayOfWeek: first.dayOfWeek,
    date,
    startTime: first.startTime,
    endTime,
    prize: formatPrize(withAmount?.prizeAmount ?? null, withText?.prizeDescription ?? null),
    hasPrize: Boolean(withAmount ?? withText),
    providerNames: [...providers],
    isCancelled: entries.every((entry) => entry.isCancelled),
    hasEnded: clock
      ? hasNightEnded({ date, startTime: first.startTime, endTime }, clock.timeZone, clock.now)
      : false,
    checkedOn: verified ? venueDateOf(verified, timezone) : null,
    feedSyncedOn: synced?.feedSyncedOn ?? null,
    feedSource: synced?.providerName ?? null,
    isConfirmed: entries.every((entry) => entry.occurrence.status === 'confirmed'),
    isReported: entries.some((entry) => entry.occurrence.reported === true),
    note: entries.find((entry) => entry.occurrence.note)?.occurrence.note ?? null,
    theme: coming?.occurrence.theme ?? null,
    eventId: first.id,
    rsvpEventId: coming?.event.id ?? null,
    teams: counted?.occurrence.teams,
    maxTeams: counted?.event.maxTeams,
  };
}

/**
/**
 * A venue's lines on the given dates: events of one type, day and start time grouped (spec §9),
 * in date and time order; given the instant `now`, the nights already over come last, marked
 * (decision 166), judged in the venue's time zone. The venue's time zone also dates its checks
 * ("Checked {Mon d}" is the venue's date, decision 101).
 */
export function eventLines(
  venue: Pick<NearbyVenue, 'events'> & { timezone?: string | null },
  dates: IsoDate[],
  now?: Date,
): EventLine[] {
  const clock = now ? { now, timeZone: venueTimeZone(venue.timezone) } : undefined;
  const wanted = new Set(dates);
  const groups = new Map<string, Entry[]>();
  for (const event of venue.events) {
    for (const occurrence of event.occurrences) {
      if (!wanted.has(occurrence.date)) continue;
      const entry = {
        event,
        date: occurrence.date,
        isCancelled: occurrence.status === 'cancelled',
        occurrence,
      };
      const key = groupKey(entry);
      groups.set(key, [...(groups.get(key) ?? []), entry]);
    }
  }
  return [...groups.entries()]
    .map(([key, entries]) => toLine(key, entries, venue.timezone, clock))
    .sort(
      (a, b) =>
        Number(a.hasEnded) - Number(b.hasEnded) ||
        a.date.localeCompare(b.date) ||
        a.startTime.localeCompare(b.startTime) ||
        a.title.localeCompare(b.title),
    );
}

/**
 * What a night says of its teams: "1 team coming", "4 teams coming", with a limit
 * "4 of 12 teams", at the limit "Full"; nothing for a night no team has said it comes to and
 * without a limit. The list's card and the venue page show it.
 */
export function headcountLabel({ teams = 0, maxTeams }: Pick<EventLine, 'teams' | 'maxTeams'>) {
  if (maxTeams) return teams < maxTeams ? `${teams} of ${maxTeams} teams` : 'Full';
  return teams ? `${teams} ${teams > 1 ? 'teams' : 'team'} coming` : '';
}

/** A night someone can still go to: neither cancelled nor over (decision 166). */
export function isLiveLine(line: EventLine): boolean {
  return !line.isCancelled && !line.hasEnded;
}

/** The lines that still happen: a cancelled or ended night is not counted anywhere. */
export function liveLines(lines: EventLine[]): EventLine[] {
  return lines.filter(isLiveLine);
}

/** A venue counts in a tab's count and "N venues found" only with a night that still happens. */
export function isCounted(item: ListedVenue): boolean {
  return item.lines.some(isLiveLine);
}

/** How many venues a list counts (its venues whose every night there is cancelled are not). */
export function countListed(listed: ListedVenue[]): number {
  return listed.filter(isCounted).length;
}

/**
 * The venues a tab shows, in order: by days until their first night that still happens (This
 * Week), then in the answer's order, which is the search's rank (distance, then name: spec §9,
 * ranked once on the server, decision 106). The sort is stable, so the rank is kept within a day.
 * A venue whose every night in the tab is cancelled or over (given the instant `now`) comes after
 * the others (decisions 119, 166).
 */
export function listVenuesOfTab(
  venues: NearbyVenue[],
  tab: ListWhen,
  today: IsoDate,
  now?: Date,
): ListedVenue[] {
  const dates = tabDates(tab, today);
  const listed: ListedVenue[] = [];
  for (const venue of venues) {
    const lines = eventLines(venue, dates, now);
    const [first] = liveLines(lines).concat(lines);
    if (first) listed.push({ venue, lines, daysAway: daysBetween(today, first.date) });
  }
  const rank = (item: ListedVenue) => (isCounted(item) ? item.daysAway : WEEK_DAYS + item.daysAway);
  return listed.sort((a, b) => rank(a) - rank(b));
}
