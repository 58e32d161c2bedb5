import {
  addDays,
  formatOccurrenceDate,
  plural,
  relativeDay,
  type ScheduleOccurrence,
} from '@trivia/shared';
import { type ReactNode, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';

/** Nights grouped under their date, in order. */
export function byDate(occurrences: ScheduleOccurrence[]): [string, ScheduleOccurrence[]][] {
  const groups = new Map<string, ScheduleOccurrence[]>();
  for (const occurrence of occurrences)
    groups.set(occurrence.date, [...(groups.get(occurrence.date) ?? []), occurrence]);
  return [...groups];
}

export interface ScheduleDayProps {
  date: string;
  today: string;
  nights: ScheduleOccurrence[];
  /** How many nights show before "Show all"; undefined shows every one. */
  limit: number | undefined;
  renderNight: (night: ScheduleOccurrence) => ReactNode;
}

/**
 * One day of the schedule: its date as a sticky heading and its nights. The platform's whole
 * schedule (a hundred nights a week) shows the first few of each day and a "Show all",
 * so that a week fits a phone; a provider's or a host's list shows every night.
 */
export function ScheduleDay({ date, today, nights, limit, renderNight }: ScheduleDayProps) {
  const [isExpanded, setIsExpanded] = useState(false);
  const shown = isExpanded || limit === undefined ? nights : nights.slice(0, limit);
  const label =
    date === today || date === addDays(today, 1)
      ? `${relativeDay(date, today)} · ${formatOccurrenceDate(date)}`
      : formatOccurrenceDate(date);
  return (
    <section aria-labelledby={`day-${date}`}>
      <h2
        id={`day-${date}`}
        className="sticky top-[4.3rem] z-10 -mx-1 mb-1 bg-bg px-1 py-1 text-base font-bold lg:top-0"
      >
        {label}{' '}
        <span className="text-sm font-normal text-muted">· {plural(nights.length, 'night')}</span>
      </h2>
      <ul className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface">
        {shown.map(renderNight)}
      </ul>
      {shown.length < nights.length ? (
        <Button size="sm" variant="secondary" className="mt-2" onClick={() => setIsExpanded(true)}>
          Show all {plural(nights.length, 'night')} on {formatOccurrenceDate(date)}
        </Button>
      ) : null}
    </section>
  );
}
