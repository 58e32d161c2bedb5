import {
  DAYS_OF_WEEK,
  type DayOfWeek,
  type NearbyVenue,
  NO_FILTERS,
  START_AFTER_CHOICES,
  type StartAfter,
  type TriviaFilters,
} from '@trivia/shared';
import { Button } from '@/components/ui/button.tsx';
import {
  eventTypesOf,
  FILTER_LABELS,
  filtersToLoosen,
  START_AFTER_LABELS,
} from './filter-options.ts';

const SELECT = 'min-h-11 rounded-xl border border-border bg-surface px-3 font-semibold text-fg';

/** Picks a value of `values` by its text, or null for "Any". */
function pick<V extends string>(values: readonly V[], text: string): V | null {
  return values.find((value) => value === text) ?? null;
}

/**
 * The trivia list's filters (issue 15): day of week, Starts after, Cash prize only and the event
 * types of the answer. Their values live in the URL (`list-params.ts`).
 */
export function TriviaFiltersBar({
  filters,
  venues,
  onChange,
}: {
  filters: TriviaFilters;
  venues: NearbyVenue[];
  onChange: (next: Partial<TriviaFilters>) => void;
}) {
  return (
    <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted">
      <legend className="sr-only">Filters</legend>
      <label className="flex items-center gap-2">
        Day
        <select
          name="day"
          value={filters.day ?? ''}
          onChange={(event) => onChange({ day: pick<DayOfWeek>(DAYS_OF_WEEK, event.target.value) })}
          className={SELECT}
        >
          <option value="">Any day</option>
          {DAYS_OF_WEEK.map((day) => (
            <option key={day}>{day}</option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-2">
        Starts after
        <select
          name="after"
          value={filters.startsAfter ?? ''}
          onChange={(event) =>
            onChange({ startsAfter: pick<StartAfter>(START_AFTER_CHOICES, event.target.value) })
          }
          className={SELECT}
        >
          <option value="">Any time</option>
          {START_AFTER_CHOICES.map((time) => (
            <option key={time} value={time}>
              {START_AFTER_LABELS[time]}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-2">
        Event type
        <select
          name="type"
          value={filters.eventType ?? ''}
          onChange={(event) => onChange({ eventType: event.target.value || null })}
          className={SELECT}
        >
          <option value="">All types</option>
          {eventTypesOf(venues).map((type) => (
            <option key={type} value={type.toLowerCase()}>
              {type}
            </option>
          ))}
        </select>
      </label>
      <label className="flex min-h-11 items-center gap-2 font-semibold text-fg">
        <input
          type="checkbox"
          name="cash"
          checked={filters.cashOnly}
          onChange={(event) => onChange({ cashOnly: event.target.checked })}
          className="size-5 accent-accent"
        />
        Cash prize only
      </label>
    </fieldset>
  );
}

/**
 * The filters left nothing of a list that has venues: names the filter to loosen — the first whose
 * removal alone brings venues back, else all in use — and offers to remove it.
 */
export function FilteredOut({
  venues,
  filters,
  count,
  onChange,
}: {
  venues: NearbyVenue[];
  filters: TriviaFilters;
  /** How many venues the list would show (the tab chooses among them). */
  count: (venues: NearbyVenue[]) => number;
  onChange: (next: Partial<TriviaFilters>) => void;
}) {
  const loosen = filtersToLoosen(venues, filters, count);
  const names = loosen.map((name) => FILTER_LABELS[name]);
  return (
    <div className="rounded-2xl border border-border border-dashed bg-surface p-8 text-center">
      <h2 className="text-xl font-bold">No venues match these filters</h2>
      <p className="mt-2 text-muted">
        Try loosening the {names.join(' or ')} filter{loosen.length > 1 ? 's' : ''}.
      </p>
      <Button
        variant="secondary"
        className="mt-4"
        onClick={() => onChange(Object.fromEntries(loosen.map((name) => [name, NO_FILTERS[name]])))}
      >
        Remove {names.join(' and ')}
      </Button>
    </div>
  );
}
