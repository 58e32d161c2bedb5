import {
  activeFilters,
  countListed,
  filterVenues,
  type IsoDate,
  type ListWhen,
  listVenuesOfTab,
  type NearbyVenue,
  NO_FILTERS,
  TRIVIA_TABS,
  type TriviaFilters,
  type TriviaTab,
} from '@trivia/shared';
import { BeyondRadius } from './beyond-radius.tsx';
import { FilteredOut } from './trivia-filters.tsx';

export interface NoVenuesProps {
  /** The answer's venues, before the filters. */
  venues: NearbyVenue[];
  filters: TriviaFilters;
  when: ListWhen;
  today: IsoDate;
  /** The moment nights are judged over at (decision 166). */
  now?: Date;
  latitude: number;
  longitude: number;
  radiusMiles: number;
  onSelect: (when: ListWhen) => void;
  onTabChange: (tab: TriviaTab) => void;
  onRadiusChange: (miles: number) => void;
  onFiltersChange: (next: Partial<TriviaFilters>) => void;
}

/**
 * A list that counts no venue, never a dead end: when the filters emptied
 * it, the filter to loosen, the next day that has something and "Clear all filters"; otherwise
 * the spec's text, the other tabs' counts, the next day, and the nearest trivia beyond the radius.
 * Loaded only for an empty list, so the home page's first load does not carry it (decision 052).
 */
export function NoVenues(props: NoVenuesProps) {
  const { venues, filters, when, today, now } = props;
  const count = (some: NearbyVenue[]) => countListed(listVenuesOfTab(some, when, today, now));
  const filtered = filterVenues(venues, filters);
  const isFiltered = activeFilters(filters).length > 0;
  if (isFiltered && count(venues) > 0) {
    return (
      <FilteredOut
        venues={venues}
        filters={filters}
        count={count}
        when={when}
        today={today}
        onChange={props.onFiltersChange}
        onSelect={props.onSelect}
      />
    );
  }
  const counts = Object.fromEntries(
    TRIVIA_TABS.map((tab) => [tab, countListed(listVenuesOfTab(filtered, tab, today, now))]),
  );
  return (
    <div className="rounded-2xl border border-border border-dashed bg-surface p-8 text-center">
      <h2 className="text-xl font-bold">No trivia venues found</h2>
      <p className="mt-2 text-muted">
        Try expanding your search radius or check back later for new venues.
      </p>
      <BeyondRadius
        latitude={props.latitude}
        longitude={props.longitude}
        tab={when}
        counts={counts}
        radiusMiles={props.radiusMiles}
        venues={filtered}
        today={today}
        onSelect={props.onSelect}
        onTabChange={props.onTabChange}
        onRadiusChange={props.onRadiusChange}
        onClearFilters={isFiltered ? () => props.onFiltersChange(NO_FILTERS) : undefined}
      />
    </div>
  );
}

// The list loads it lazily (`lazy` takes a default export).
export default NoVenues;
