import { startsInMinutes } from '@trivia/shared/starts-in';

/**
 * What a clock's element carries (`data-clock`): the instants its night starts and ends by its
 * venue's wall clock, and the start's minutes since midnight there (decision 215).
 */
export interface ClockMark {
  startsAt: number;
  endsAt: number;
  startMinute: number;
}

const MS_PER_MINUTE = 60_000;

/**
 * A clock's words at the instant `now`: "Over" once its night has ended, "in 35 min" or "in 2 h"
 * before a night later that day on the venue's clock (`startsIn`'s rule, decision 166), else
 * nothing. The whole minutes left are counted as the venue's clock shows them; a night is on the
 * venue's day only while fewer minutes are left than have passed there since midnight at its start.
 */
export function clockWords(mark: ClockMark, now: number): string {
  if (now >= mark.endsAt) return 'Over';
  const left = Math.ceil((mark.startsAt - now) / MS_PER_MINUTE);
  return left <= mark.startMinute ? (startsInMinutes(left) ?? '') : '';
}

/**
 * The clock beside tonight's night on a page of islands (decision 214), by the visitor's clock,
 * without React and without reading a time zone (decision 215). The server's markup holds no
 * words; an element with nothing to say stays empty.
 */
export function setNightClocks(now: Date = new Date()): void {
  for (const element of document.querySelectorAll<HTMLElement>('[data-clock]')) {
    let mark: ClockMark;
    try {
      mark = JSON.parse(element.dataset.clock ?? '') as ClockMark;
    } catch {
      continue;
    }
    element.textContent = clockWords(mark, now.getTime());
  }
}

/**
 * Whether an island's server markup is wrong at the instant `now`: it carries the instant from
 * which it is (`data-stale-at`, the first of its nights to end, decision 215).
 */
export function isStale(island: HTMLElement, now: number = Date.now()): boolean {
  const staleAt = Number(island.dataset.staleAt);
  return Number.isFinite(staleAt) && now >= staleAt;
}
