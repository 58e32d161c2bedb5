import { plural, type ScheduleClash, type ScheduleResponse } from '@trivia/shared';
import { useId } from 'react';

export interface ScheduleSummaryProps {
  summary: ScheduleResponse['summary'];
  clashes: ScheduleClash[];
  isUnconfirmedOnly: boolean;
  onToggleUnconfirmed: () => void;
}

type Counted = Exclude<keyof ScheduleResponse['summary'], 'unconfirmed'>;

/** Spec §2's summary tiles, in its words and order. */
const TILES: { key: Counted; label: string }[] = [
  { key: 'total', label: 'Total Events' },
  { key: 'scheduled', label: 'Scheduled' },
  { key: 'confirmed', label: 'Confirmed' },
  { key: 'cancelled', label: 'Cancelled' },
];

/** A tile's frame: five fit one row of a 390 px phone, a label taking two lines at most. */
const TILE = 'flex h-full flex-col rounded-xl border px-0.5 py-1.5 text-center sm:px-3 sm:py-2';

/** A tile's number over its label; the label names the tile (`aria-labelledby`). */
function TileText({ labelId, label, value }: { labelId: string; label: string; value: number }) {
  return (
    <>
      <span className="block text-lg leading-tight font-extrabold tabular-nums sm:text-2xl">
        {value}
      </span>
      <span
        id={labelId}
        className="block text-[0.6875rem] leading-tight font-semibold tracking-tight text-muted sm:text-sm sm:tracking-normal"
      >
        {label}
      </span>
    </>
  );
}

function Tile({ label, value }: { label: string; value: number }) {
  const labelId = useId();
  return (
    <li aria-labelledby={labelId}>
      <div className={`${TILE} border-border bg-surface`}>
        <TileText labelId={labelId} label={label} value={value} />
      </div>
    </li>
  );
}

/**
 * The schedule's summary (spec §2, decision 170): the spec's tiles Total Events, Scheduled,
 * Confirmed and Cancelled for the nights of the chosen weeks, and Unconfirmed, the nights of the
 * next 7 days still to confirm, which is also the filter; then a warning for each
 * double booking of a venue. Compact, so that the nights begin on a phone's first screen.
 */
export function ScheduleSummary({
  summary,
  clashes,
  isUnconfirmedOnly,
  onToggleUnconfirmed,
}: ScheduleSummaryProps) {
  const unconfirmedId = useId();
  return (
    <section aria-label="Summary" className="mb-3 space-y-2">
      {/* On a phone Unconfirmed, the longest word, has a wider column. */}
      <ul className="grid grid-cols-[repeat(4,minmax(0,1fr))_minmax(0,1.3fr)] gap-1 sm:grid-cols-5 sm:gap-3">
        {TILES.map((tile) => (
          <Tile key={tile.key} label={tile.label} value={summary[tile.key]} />
        ))}
        <li aria-labelledby={unconfirmedId}>
          <button
            type="button"
            aria-pressed={isUnconfirmedOnly}
            onClick={onToggleUnconfirmed}
            className={`${TILE} w-full cursor-pointer ${
              isUnconfirmedOnly
                ? 'border-warning bg-warning-bg ring-2 ring-warning'
                : summary.unconfirmed > 0
                  ? 'border-warning/60 bg-surface hover:bg-surface-2'
                  : 'border-border bg-surface hover:bg-surface-2'
            }`}
          >
            <TileText labelId={unconfirmedId} label="Unconfirmed" value={summary.unconfirmed} />
            <span className="block text-[0.625rem] leading-tight text-muted sm:text-xs">
              next 7 days
            </span>
          </button>
        </li>
      </ul>
      {isUnconfirmedOnly ? (
        <p className="flex flex-wrap items-center gap-x-2 text-sm">
          Showing only the {plural(summary.unconfirmed, 'night')} of the next 7 days still to
          confirm.
          <button
            type="button"
            onClick={onToggleUnconfirmed}
            className="font-semibold text-link underline underline-offset-4"
          >
            Show all nights
          </button>
        </p>
      ) : null}
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
