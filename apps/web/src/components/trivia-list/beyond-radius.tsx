import { useQuery } from '@tanstack/react-query';
import {
  citySlug,
  formatFarDistance,
  type IsoDate,
  type ListWhen,
  type NearbyVenue,
  type NearestTriviaResponse,
  paths,
  TRIVIA_TAB_LABELS,
  TRIVIA_TABS,
  type TriviaTab,
} from '@trivia/shared';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { apiFetch } from '@/lib/api-client.ts';
import { RADIUS_CHOICES } from './list-params.ts';
import { ShowNextDay } from './trivia-filters.tsx';

export interface BeyondRadiusProps {
  latitude: number;
  longitude: number;
  /** The tab or day chip shown. */
  tab: ListWhen;
  /** Venues each tab lists within the radius. */
  counts: Partial<Record<ListWhen, number>>;
  radiusMiles: number;
  onTabChange: (tab: TriviaTab) => void;
  onRadiusChange: (miles: number) => void;
  /** The answer's venues, filtered, and its today: for "Show Thursday (3)". */
  venues: NearbyVenue[];
  today: IsoDate;
  onSelect: (when: ListWhen) => void;
  /** Filters are in use: "Clear all filters" is a way out too. */
  onClearFilters?: () => void;
}

const venues = (count: number) => `${count} ${count === 1 ? 'venue' : 'venues'}`;

function cityPageOf(town: string): string {
  const [name = '', state = ''] = town.split(/,\s*(?=[A-Z]{2}$)/);
  return paths.cityPage(citySlug(name, state));
}

/** The nearest trivia however far: "The nearest trivia is 212 mi away in Rapid City, SD". */
function NearestTrivia({
  latitude,
  longitude,
  onRadiusChange,
}: Pick<BeyondRadiusProps, 'latitude' | 'longitude' | 'onRadiusChange'>) {
  const nearest = useQuery({
    queryKey: ['venues', 'nearest', latitude, longitude],
    queryFn: ({ signal }) =>
      apiFetch<NearestTriviaResponse>(
        `/api/venues/nearest?${new URLSearchParams({ lat: String(latitude), lng: String(longitude) })}`,
        { signal },
      ),
  });
  const [first] = nearest.data?.venues ?? [];
  if (!first) return null;
  const widenTo = RADIUS_CHOICES.find((choice) => choice >= first.distanceMiles);
  return (
    <div className="mt-6 border-border border-t pt-5 text-left">
      <p className="font-semibold">
        The nearest trivia is {formatFarDistance(first.distanceMiles)} away
        {first.town ? ` in ${first.town}` : ''}.
      </p>
      <ul className="mt-3 space-y-2" aria-label="Nearest trivia">
        {nearest.data?.venues.map((venue) => (
          <li key={venue.id} className="flex flex-wrap items-baseline gap-x-2">
            <Link
              to={paths.venuePage(venue.slug)}
              className="font-semibold text-link underline underline-offset-4"
            >
              {venue.name}
            </Link>
            <span className="text-sm text-muted">
              {formatFarDistance(venue.distanceMiles)}
              {venue.town ? ` · ${venue.town}` : ''}
            </span>
          </li>
        ))}
      </ul>
      {widenTo ? (
        <Button variant="secondary" className="mt-4" onClick={() => onRadiusChange(widenTo)}>
          Search within {widenTo} miles
        </Button>
      ) : first.town ? (
        <Link
          to={cityPageOf(first.town)}
          className="mt-4 inline-block font-semibold text-link underline underline-offset-4"
        >
          Search near {first.town} instead
        </Link>
      ) : null}
    </div>
  );
}

/**
 * What follows the empty list's spec text: the other tabs' counts within the radius —
 * a button to the tab when it has venues, plain text when it has none, so nobody opens an empty
 * tab to find out — and when every tab is empty, the nearest trivia beyond the radius and a way
 * to widen the search. Loaded only for an empty list, so the home page's first load stays as it was.
 */
export function BeyondRadius(props: BeyondRadiusProps) {
  const others = TRIVIA_TABS.filter((each) => each !== props.tab);
  const countOf = (tab: TriviaTab) => props.counts[tab] ?? 0;
  const hasOthers = others.some((each) => countOf(each) > 0);
  return (
    <>
      <ul
        aria-label={`The other tabs within ${props.radiusMiles} miles`}
        className="mt-5 flex flex-wrap items-center justify-center gap-3"
      >
        {others.map((each) => {
          const text = `${TRIVIA_TAB_LABELS[each]}: ${venues(countOf(each))}`;
          return (
            <li key={each}>
              {countOf(each) > 0 ? (
                <Button variant="secondary" onClick={() => props.onTabChange(each)}>
                  {text}
                </Button>
              ) : (
                <span className="inline-block rounded-full border border-border px-3 py-1 text-muted text-sm">
                  {text}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <div className="mt-4 flex flex-wrap justify-center gap-3 empty:hidden">
        <ShowNextDay
          venues={props.venues}
          when={props.tab}
          today={props.today}
          onSelect={props.onSelect}
        />
        {props.onClearFilters ? (
          <Button variant="secondary" onClick={props.onClearFilters}>
            Clear all filters
          </Button>
        ) : null}
      </div>
      {hasOthers ? null : (
        <NearestTrivia
          latitude={props.latitude}
          longitude={props.longitude}
          onRadiusChange={props.onRadiusChange}
        />
      )}
    </>
  );
}
