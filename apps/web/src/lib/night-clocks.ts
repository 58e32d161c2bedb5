import { venueTimeZone } from '@trivia/shared/dates';
import { hasNightEnded, wallClockIn } from '@trivia/shared/night-timing';
import { startsIn } from '@trivia/shared/starts-in';

/** What a clock's element carries (`data-clock`): its night and the venue's time zone. */
export interface ClockMark {
  date: string;
  startTime: string;
  endTime: string | null;
  timeZone: string | undefined;
}

/**
 * The clock beside tonight's night on a page of islands (decision 214), by the visitor's clock,
 * without React: "in 35 min" before it starts, "Over" once it has ended (decisions 120, 166). The
 * server's markup holds neither; an element with nothing to say stays empty.
 */
export function setNightClocks(now: Date = new Date()): void {
  for (const element of document.querySelectorAll<HTMLElement>('[data-clock]')) {
    let night: ClockMark;
    try {
      night = JSON.parse(element.dataset.clock ?? '') as ClockMark;
    } catch {
      continue;
    }
    const zone = venueTimeZone(night.timeZone);
    element.textContent = hasNightEnded(night, zone, now)
      ? 'Over'
      : (startsIn(night, wallClockIn(zone, now)) ?? '');
  }
}

/** A venue's nights as a page's `nights` island carries them (its props). */
interface NightsMark {
  venue?: { timezone?: string | null };
  events?: { startTime: string; endTime?: string; occurrences?: { date: string }[] }[];
}

/**
 * Whether a venue's list of nights, as the server rendered it (no night over), is wrong by the
 * visitor's clock: one of its nights has ended since (decision 166), so the island must be
 * hydrated to judge it over.
 */
export function hasNightOver(mark: NightsMark, now: Date = new Date()): boolean {
  const zone = venueTimeZone(mark.venue?.timezone);
  return (mark.events ?? []).some((event) =>
    (event.occurrences ?? []).some((night) =>
      hasNightEnded(
        { date: night.date, startTime: event.startTime, endTime: event.endTime },
        zone,
        now,
      ),
    ),
  );
}
