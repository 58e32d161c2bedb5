import { type EventLine, startsIn, visitorClock } from '@trivia/shared';

/**
 * "in 35 min" for a night later today, by the visitor's clock (decision 120). Loaded once the
 * page's script runs, so the server's markup never holds a time that is stale when read, and the
 * home page's first script does not carry it.
 */
export default function StartsIn({ line }: { line: Pick<EventLine, 'date' | 'startTime'> }) {
  const soon = startsIn(line, visitorClock());
  return soon ? <span className="vc-soon">{soon}</span> : null;
}
