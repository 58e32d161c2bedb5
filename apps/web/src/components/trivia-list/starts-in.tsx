import { type EventLine, startsIn, venueTimeZone, wallClockIn } from '@trivia/shared';

/** What the clock beside a night needs of it: its day, start and end. */
export type ClockNight = Pick<EventLine, 'date' | 'startTime' | 'endTime'>;

/**
 * "in 35 min" for a night later today, by the venue's clock: the real instant read in the venue's
 * time zone, so that a visitor in Denver looking at a Los Angeles night is told the time that is
 * really left (decisions 120, 166). Loaded once the page's script runs, so the server's markup
 * never holds a time that is stale when read, and the home page's first script does not carry it.
 */
export default function StartsIn({
  line,
  timeZone,
}: {
  line: Pick<EventLine, 'date' | 'startTime'>;
  /** The venue's time zone (the fallback zone without one, decision 101). */
  timeZone: string | undefined;
}) {
  const soon = startsIn(line, wallClockIn(venueTimeZone(timeZone), new Date()));
  return soon ? <span className="vc-soon">{soon}</span> : null;
}
