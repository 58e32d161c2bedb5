import {
  type ListWhen,
  type NearbyVenue,
  START_AFTER_CHOICES,
  type TriviaFilters,
  type TriviaSort,
} from '@trivia/shared';
import { buttonClasses } from '@/components/ui/button.tsx';
import { RadiusOptions, SortOptions } from './choice-options.tsx';
import { eventTypesOf, START_AFTER_LABELS } from './filter-options.ts';

const FIELD = 'min-h-11 rounded-xl border border-border bg-surface px-2 font-semibold text-fg';
const LABEL = 'flex items-center gap-1.5 text-sm text-muted';

/**
 * The list's radius, sort and filters without the page's script (decision 203): a GET form to the
 * same page, whose fields are the URL's own (`list-params.ts`), so the server renders the list they
 * choose. The page's `<noscript>` holds it: with script, the radius select and the chips do this.
 */
export function ListFormWithoutScript(props: {
  action: string;
  when: ListWhen;
  isTab: boolean;
  radiusMiles: number;
  sort: TriviaSort;
  filters: TriviaFilters;
  venues: NearbyVenue[];
}) {
  const { filters } = props;
  return (
    <form method="get" action={props.action} className="mt-3 flex flex-wrap items-center gap-2">
      <input type="hidden" name={props.isTab ? 'tab' : 'day'} value={props.when} />
      <label className={LABEL}>
        Radius
        <select name="radius" defaultValue={props.radiusMiles} className={FIELD}>
          <RadiusOptions />
        </select>
      </label>
      <label className={LABEL}>
        Sort
        <select name="sort" defaultValue={props.sort} className={FIELD}>
          <SortOptions />
        </select>
      </label>
      <label className={LABEL}>
        Starts
        <select
          name="after"
          defaultValue={filters.startsAfter?.slice(0, 2) ?? ''}
          className={FIELD}
        >
          <option value="">Any time</option>
          {START_AFTER_CHOICES.map((time) => (
            <option key={time} value={time.slice(0, 2)}>
              After {START_AFTER_LABELS[time]}
            </option>
          ))}
        </select>
      </label>
      <label className={LABEL}>
        Type
        <select name="type" defaultValue={filters.eventType ?? ''} className={FIELD}>
          <option value="">Every type</option>
          {eventTypesOf(props.venues).map((type) => (
            <option key={type} value={type.toLowerCase()}>
              {type}
            </option>
          ))}
        </select>
      </label>
      <label className={`${LABEL} min-h-11`}>
        <input type="checkbox" name="cash" value="1" defaultChecked={filters.cashOnly} />
        Cash prize only
      </label>
      <label className={`${LABEL} min-h-11`}>
        <input type="checkbox" name="themed" value="1" defaultChecked={filters.themedOnly} />
        Themed nights
      </label>
      <button type="submit" className={buttonClasses('secondary')}>
        Show venues
      </button>
    </form>
  );
}
