import { dayOfWeekOf, type IsoDate } from './dates.ts';
import type { NearbyVenue } from './nearby.ts';
import {
  countListed,
  type EventLine,
  isCounted,
  type ListedVenue,
  type ListWhen,
  listVenuesOfTab,
  liveLines,
  resolveWhen,
  tabDates,
} from './trivia-list.ts';

/**
 * The trivia list's sort (decision 120), `?sort=` in the URL: distance (the search's
 * rank, the default), start time, or prize. Pure, so the server's markup and the browser agree.
 */
export const TRIVIA_SORTS = ['distance', 'time', 'prize'] as const;
export type TriviaSort = (typeof TRIVIA_SORTS)[number];
export const TRIVIA_SORT_LABELS: Record<TriviaSort, string> = {
  distance: 'Distance',
  time: 'Start time',
  prize: 'Prize',
};

/**
 * The night a card shows, and the venue page marks "Next": its first that still happens (neither
 * cancelled nor over, decision 166), else its first (cancelled with its note, or over).
 */
export function nextLine(lines: EventLine[]): EventLine | undefined {
  return liveLines(lines)[0] ?? lines[0];
}

/**
 * `listed` (in the order `listVenuesOfTab` gives: venues whose every night is cancelled last)
 * sorted by `sort`. Distance keeps that order; Start time orders by the next night's date and
 * time; Prize puts venues whose next night has a prize first. Cancelled-only venues stay last and
 * ties go to the nearer venue.
 */
export function sortListed(listed: ListedVenue[], sort: TriviaSort): ListedVenue[] {
  if (sort === 'distance') return listed;
  const key = (item: ListedVenue): string => {
    const line = nextLine(item.lines);
    const order = sort === 'time' ? `${line?.date}${line?.startTime}` : line?.hasPrize ? 0 : 1;
    return `${isCounted(item) ? 0 : 1}${order}`;
  };
  return [...listed].sort(
    (a, b) => key(a).localeCompare(key(b)) || a.venue.distanceMiles - b.venue.distanceMiles,
  );
}

/** The nearest other day of the week that lists something, and how many venues it counts. */
export interface DayWithTrivia {
  when: ListWhen;
  count: number;
}

/**
 * The way out of an empty day: the first date of the coming week, other than those
 * `current` shows, whose list counts a venue ("Show Thursday (3)"); null when none does.
 */
export function nextDayWith(
  venues: NearbyVenue[],
  current: ListWhen,
  today: IsoDate,
  now?: Date,
): DayWithTrivia | null {
  const shown = new Set(tabDates(current, today));
  for (const date of tabDates('week', today)) {
    if (shown.has(date)) continue;
    const when = resolveWhen('week', dayOfWeekOf(date), today);
    const count = countListed(listVenuesOfTab(venues, when, today, now));
    if (count > 0) return { when, count };
  }
  return null;
}
