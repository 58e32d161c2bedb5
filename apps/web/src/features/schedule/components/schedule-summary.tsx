import { plural, type ScheduleClash, type ScheduleResponse } from '@trivia/shared';

export interface ScheduleSummaryProps {
  summary: ScheduleResponse['summary'];
  weeks: number;
  clashes: ScheduleClash[];
  isUnconfirmedOnly: boolean;
  onToggleUnconfirmed: () => void;
}

/**
 * The schedule's one summary line (issue 31, replacing five tiles that repeated each other): how
 * many nights, how many confirmed and cancelled; the nights still to confirm this week, which is
 * also the filter (issue 14); and a warning for each double booking of a venue.
 */
export function ScheduleSummary({
  summary,
  weeks,
  clashes,
  isUnconfirmedOnly,
  onToggleUnconfirmed,
}: ScheduleSummaryProps) {
  const period = weeks === 1 ? 'this week' : `in ${plural(weeks, 'week')}`;
  return (
    <section aria-label="Summary" className="mb-3 space-y-2">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-semibold">
          {plural(summary.total, 'night')} {period} · {summary.confirmed} confirmed ·{' '}
          {summary.cancelled} cancelled
        </span>
        {summary.unconfirmed > 0 || isUnconfirmedOnly ? (
          <button
            type="button"
            aria-pressed={isUnconfirmedOnly}
            onClick={onToggleUnconfirmed}
            className={`status-pill cursor-pointer ${isUnconfirmedOnly ? 'ring-2 ring-warning' : ''}`}
            data-tone="warning"
          >
            {isUnconfirmedOnly
              ? `Showing ${summary.unconfirmed} to confirm · show all`
              : `${summary.unconfirmed} to confirm in the next 7 days · show only these`}
          </button>
        ) : null}
      </p>
      {clashes.length > 0 ? (
        <ul
          aria-label="Double bookings"
          className="space-y-1 rounded-xl border border-warning bg-warning-bg px-3 py-2 text-sm"
        >
          {clashes.map((clash) => (
            <li key={`${clash.venueId}-${clash.dayOfWeek}-${clash.startTime}`}>
              <strong className="font-semibold">{clash.message}</strong>: check that both are meant,
              or change one's time.
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
