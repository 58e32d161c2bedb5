import type { NearbyVenue, TriviaFilters, TriviaSort } from '@trivia/shared';
import { lazy, Suspense } from 'react';
import { useIsBrowser } from '@/lib/use-is-browser.ts';

const TriviaFiltersBar = lazy(() =>
  import('./trivia-filters.tsx').then((m) => ({ default: m.TriviaFiltersBar })),
);

/**
 * The sort and the row of filter chips. Its code loads once the page's script runs (decision 052):
 * the home page's first load does not carry it. The row's height is held before it loads, so the
 * cards below do not move when it comes.
 */
export function FilterChips(props: {
  filters: TriviaFilters;
  /** The answer's venues: the event type chips are their types. */
  venues: NearbyVenue[];
  onChange: (next: Partial<TriviaFilters>) => void;
  sort: TriviaSort;
  onSortChange: (sort: TriviaSort) => void;
}) {
  const isBrowser = useIsBrowser();
  return (
    <div className="chip-slot" data-needs-script="">
      {isBrowser ? (
        <Suspense>
          <TriviaFiltersBar {...props} />
        </Suspense>
      ) : null}
    </div>
  );
}
