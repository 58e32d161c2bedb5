import type { IsoDate } from './dates.ts';
import { type EventLine, isCounted, type ListedVenue, liveLines } from './trivia-list.ts';

/**
 * The trivia list's sort (issue 31, decision 120), `?sort=` in the URL: distance (the search's
 * rank, the default), start time, or prize. Pure, so the server's markup and the browser agree.
 */
export const TRIVIA_SORTS = ['distance', 'time', 'prize'] as const;
export type TriviaSort = (typeof TRIVIA_SORTS)[number];
export const TRIVIA_SORT_LABELS: Record<TriviaSort, string> = {
  distance: 'Distance',
  time: 'Start time',
  prize: 'Prize',
};

/** The night a card shows: its first that still happens, else its first (cancelled, with its note). */
export function nextLine(lines: EventLine[]): EventLine | undefined {
  return liveLines(lines)[0] ?? lines[0];
}

/**
 * `listed` (in the order `listVenuesOfTab` gives) sorted by `sort`. Venues whose every night is
 * cancelled stay last whatever the sort. Distance keeps the given order; Start time orders by
 * the next night's date and time; Prize puts venues whose next night has a prize first. Ties keep
 * the given order (the sort is stable), so they fall back to distance.
 */
export function sortListed(listed: ListedVenue[], sort: TriviaSort): ListedVenue[] {
  const key = (item: ListedVenue): string => {
    const counted = isCounted(item) ? '0' : '1';
    const line = nextLine(item.lines);
    if (sort === 'time') return `${counted}|${line?.date ?? ''}|${line?.startTime ?? ''}`;
    if (sort === 'prize') return `${counted}|${line?.hasPrize ? '0' : '1'}`;
    return counted;
  };
  return listed
    .map((item, index) => ({ item, index, key: key(item) }))
    .sort((a, b) => a.key.localeCompare(b.key) || a.index - b.index)
    .map(({ item }) => item);
}

/** A moment as the list's clock sees it: a date and minutes since midnight. */
export interface ListClock {
  date: IsoDate;
  minutes: number;
}

/**
 * "in 35 min" or "in 2 h" for a night later today (issue 31); nothing for another day or a night
 * that has started. Hours are rounded to the nearest, never below 1.
 */
export function startsIn(
  line: Pick<EventLine, 'date' | 'startTime'>,
  now: ListClock,
): string | null {
  if (line.date !== now.date) return null;
  const [hours = 0, minutes = 0] = line.startTime.split(':').map(Number);
  const left = hours * 60 + minutes - now.minutes;
  if (left <= 0) return null;
  if (left < 60) return `in ${left} min`;
  return `in ${Math.round(left / 60)} h`;
}

/** The visitor's clock: their date in their time zone and the minutes since its midnight. */
export function clockIn(timeZone: string, now: Date = new Date()): ListClock {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((each) => each.type === type)?.value ?? '0';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
  };
}
