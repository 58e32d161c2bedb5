import type { NearbyVenue, TriviaFilters } from '@trivia/shared';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useEarlyInput } from '@/lib/use-early-input.ts';

const TriviaFiltersBar = lazy(() =>
  import('./trivia-filters.tsx').then((m) => ({ default: m.TriviaFiltersBar })),
);

/**
 * The Filters button and, once opened, the filters (issue 15). Their code loads when the visitor
 * first opens them (decision 052): the home page's first load carries only this button. Filters
 * in use are counted on the button, and the panel opens by itself when the URL holds some.
 */
export function FiltersButton({
  filters,
  activeCount,
  venues,
  onChange,
}: {
  filters: TriviaFilters;
  activeCount: number;
  /** The answer's venues: the event type filter offers their types. */
  venues: NearbyVenue[];
  onChange: (next: Partial<TriviaFilters>) => void;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const early = useEarlyInput<HTMLButtonElement>();
  useEffect(() => {
    if (activeCount > 0) setOpen(true);
  }, [activeCount]);
  return (
    <>
      <button
        {...early}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        className="min-h-11 rounded-xl border border-border bg-surface px-3 text-sm font-semibold"
      >
        Filters{activeCount > 0 ? ` (${activeCount})` : ''}
      </button>
      <div id={id} className="basis-full empty:hidden">
        {open ? (
          <Suspense>
            <TriviaFiltersBar filters={filters} venues={venues} onChange={onChange} />
          </Suspense>
        ) : null}
      </div>
    </>
  );
}
