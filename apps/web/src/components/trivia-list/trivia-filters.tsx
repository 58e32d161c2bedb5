import {
  activeFilters,
  filterVenues,
  type IsoDate,
  type ListWhen,
  type NearbyVenue,
  NO_FILTERS,
  nextDayWith,
  START_AFTER_CHOICES,
  TRIVIA_SORTS,
  TRIVIA_TAB_LABELS,
  type TriviaFilters,
  type TriviaSort,
} from '@trivia/shared';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { SortOptions } from './choice-options.tsx';
import {
  eventTypesOf,
  FILTER_LABELS,
  filtersToLoosen,
  START_AFTER_LABELS,
} from './filter-options.ts';

/** One filter as a chip: pressed while in use; pressing it again takes it off. */
function Chip(props: { isPressed: boolean; onPress: () => void; children: ReactNode }) {
  return (
    <button type="button" aria-pressed={props.isPressed} onClick={props.onPress} className="chip">
      {props.children}
    </button>
  );
}

/** The sort's select, in the row of chips. */
export const SORT_FIELD =
  'min-h-9 rounded-full border border-border bg-surface px-2 text-sm font-semibold text-fg';

/** One filter chip: its words, whether it is in use, and what pressing it changes. */
export interface FilterChoice {
  label: string;
  isPressed: boolean;
  change: Partial<TriviaFilters>;
  /** "Clear all filters", shown while any is in use. */
  isClear?: boolean;
}

/** Cash prize, themed nights, Starts after 5–8 pm (one at a time), the answer's event types. */
export function filterChoices(filters: TriviaFilters, eventTypes: string[]): FilterChoice[] {
  const choices: FilterChoice[] = [
    {
      label: 'Cash prize only',
      isPressed: filters.cashOnly,
      change: { cashOnly: !filters.cashOnly },
    },
    {
      label: 'Themed nights',
      isPressed: filters.themedOnly,
      change: { themedOnly: !filters.themedOnly },
    },
    ...START_AFTER_CHOICES.map((time) => ({
      label: `After ${START_AFTER_LABELS[time]}`,
      isPressed: filters.startsAfter === time,
      change: { startsAfter: filters.startsAfter === time ? null : time },
    })),
    ...eventTypes.map((type) => {
      const isPressed = filters.eventType === type.toLowerCase();
      return {
        label: type,
        isPressed,
        change: { eventType: isPressed ? null : type.toLowerCase() },
      };
    }),
  ];
  if (activeFilters(filters).length > 0) {
    choices.push({
      label: 'Clear all filters',
      isPressed: false,
      change: NO_FILTERS,
      isClear: true,
    });
  }
  return choices;
}

/**
 * The trivia list's sort and filters as one row that scrolls sideways: Sort, Cash
 * prize, Starts after 5–8 pm (one at a time) and the answer's event types (one at a time), then
 * "Clear all filters" while any is in use. Their values live in the URL (`list-params.ts`).
 */
export function TriviaFiltersBar({
  filters,
  venues,
  onChange,
  sort,
  onSortChange,
}: {
  filters: TriviaFilters;
  venues: NearbyVenue[];
  onChange: (next: Partial<TriviaFilters>) => void;
  sort: TriviaSort;
  onSortChange: (sort: TriviaSort) => void;
}) {
  return (
    <div className="chip-row">
      <label className="flex shrink-0 items-center gap-1.5 text-sm text-muted">
        Sort
        <select
          name="sort"
          value={sort}
          onChange={(event) => onSortChange(pickSort(event.target.value))}
          className={SORT_FIELD}
        >
          <SortOptions />
        </select>
      </label>
      <fieldset className="flex shrink-0 items-center gap-2">
        <legend className="sr-only">Filters</legend>
        {filterChoices(filters, eventTypesOf(venues)).map((choice) =>
          choice.isClear ? (
            <button
              key={choice.label}
              type="button"
              onClick={() => onChange(choice.change)}
              className="chip chip-clear"
            >
              {choice.label}
            </button>
          ) : (
            <Chip
              key={choice.label}
              isPressed={choice.isPressed}
              onPress={() => onChange(choice.change)}
            >
              {choice.label}
            </Chip>
          ),
        )}
      </fieldset>
    </div>
  );
}

const pickSort = (text: string): TriviaSort =>
  TRIVIA_SORTS.find((choice) => choice === text) ?? 'distance';

/** "Show Thursday (3)": the next day of the week that lists something with these filters. */
export function ShowNextDay({
  venues,
  when,
  today,
  onSelect,
}: {
  /** The answer's venues, filtered. */
  venues: NearbyVenue[];
  when: ListWhen;
  today: IsoDate;
  onSelect: (when: ListWhen) => void;
}) {
  // Shown only once the page's script runs: today's nights over by now do not count (decision 166).
  const next = nextDayWith(venues, when, today, new Date());
  if (!next) return null;
  const label =
    next.when === 'today' || next.when === 'tomorrow' || next.when === 'week'
      ? TRIVIA_TAB_LABELS[next.when]
      : next.when;
  return (
    <Button variant="secondary" onClick={() => onSelect(next.when)}>
      Show {label} ({next.count})
    </Button>
  );
}

/**
 * The filters left nothing of a list that has venues: the next day that has something
 * with them, the filter to loosen — the first whose removal alone brings venues back,
 * else all in use — and "Clear all filters". Never a dead end.
 */
export function FilteredOut({
  venues,
  filters,
  count,
  when,
  today,
  onChange,
  onSelect,
}: {
  venues: NearbyVenue[];
  filters: TriviaFilters;
  /** How many venues the list would show (the tab chooses among them). */
  count: (venues: NearbyVenue[]) => number;
  when: ListWhen;
  today: IsoDate;
  onChange: (next: Partial<TriviaFilters>) => void;
  onSelect: (when: ListWhen) => void;
}) {
  const loosen = filtersToLoosen(venues, filters, count);
  const names = loosen.map((name) => FILTER_LABELS[name]);
  return (
    <div className="rounded-2xl border border-border border-dashed bg-surface p-8 text-center">
      <h2 className="text-xl font-bold">No venues match these filters</h2>
      <p className="mt-2 text-muted">
        Try loosening the {names.join(' or ')} filter{loosen.length > 1 ? 's' : ''}.
      </p>
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        <ShowNextDay
          venues={filterVenues(venues, filters)}
          when={when}
          today={today}
          onSelect={onSelect}
        />
        <Button
          variant="secondary"
          onClick={() =>
            onChange(Object.fromEntries(loosen.map((name) => [name, NO_FILTERS[name]])))
          }
        >
          Remove {names.join(' and ')}
        </Button>
        {activeFilters(filters).length <= loosen.length ? null : (
          <Button variant="secondary" onClick={() => onChange(NO_FILTERS)}>
            Clear all filters
          </Button>
        )}
      </div>
    </div>
  );
}
