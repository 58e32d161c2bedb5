import {
  activeFilters,
  filterVenues,
  type IsoDate,
  type ListedVenue,
  listVenuesOfTab,
  type NearbyVenue,
  paths,
  relativeDay,
  type TriviaTab,
  todayIn,
} from '@trivia/shared';
import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { BackButton } from '@/components/ui/back-button.tsx';
import { Button } from '@/components/ui/button.tsx';
import { SpinnerIcon } from '@/components/ui/icons.tsx';
import { Main } from '@/components/ui/main.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useEarlyInput } from '@/lib/use-early-input.ts';
import { useIsBrowser } from '@/lib/use-is-browser.ts';
import { useOnlineStatus } from '@/lib/use-online-status.ts';
import { FiltersButton } from './filters-button.tsx';
import { useNearbyVenues } from './get-nearby-venues.ts';
import { RADIUS_CHOICES, type SearchLocation, useTriviaListParams } from './list-params.ts';
import { OfflineNote } from './offline-note.tsx';
import { panelId, TriviaTabs, tabId } from './trivia-tabs.tsx';
import { VenueCard } from './venue-card.tsx';

export interface TriviaListProps {
  location: SearchLocation;
  /** The first day of the list; the visitor's today unless the page is about a place (city pages). */
  date?: IsoDate;
  /** The tab shown when the URL names none (`?tab=`). */
  defaultTab: TriviaTab;
  /** Back's link (decision 093), and what Back does instead once the page's script runs. */
  backTo: string;
  onBack?: () => void;
}

/** The map and MapLibre load only when the visitor opens the map (decision 054). */
const VenueMap = lazy(() => import('./venue-map.tsx').then((m) => ({ default: m.VenueMap })));
const FilteredOut = lazy(() =>
  import('./trivia-filters.tsx').then((m) => ({ default: m.FilteredOut })),
);
const BeyondRadius = lazy(() =>
  import('./beyond-radius.tsx').then((m) => ({ default: m.BeyondRadius })),
);
const MAP_LOADING = <p className="py-16 text-center text-muted">Loading the map...</p>;

/** The visitor's own date: Today and Tomorrow are theirs, wherever the server is. */
function visitorToday(): string {
  return todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/** How many venues each tab lists (issue 16: the count shows on each tab). */
function tabCounts(venues: NearbyVenue[], today: IsoDate): Record<TriviaTab, number> {
  const count = (tab: TriviaTab) => listVenuesOfTab(venues, tab, today).length;
  return { today: count('today'), tomorrow: count('tomorrow'), week: count('week') };
}

function VenueCards(props: { listed: ListedVenue[]; showDates: boolean; today: IsoDate }) {
  return (
    <ul className="grid gap-4 lg:grid-cols-2">
      {props.listed.map(({ venue, lines }) => (
        <li key={venue.id}>
          <VenueCard venue={venue} lines={lines} showDates={props.showDates} today={props.today} />
        </li>
      ))}
    </ul>
  );
}

/** List or Map: the map needs the page's script (decision 054), so the choice does too. */
function ViewButton(props: {
  view: 'list' | 'map';
  isPressed: boolean;
  onPress: (view: 'list' | 'map') => void;
}) {
  const early = useEarlyInput<HTMLButtonElement>();
  return (
    <button
      {...early}
      type="button"
      aria-pressed={props.isPressed}
      onClick={() => props.onPress(props.view)}
      className="min-h-9 flex-1 rounded-lg px-3 text-sm font-semibold aria-pressed:bg-accent aria-pressed:text-accent-fg"
    >
      {props.view === 'list' ? 'List' : 'Map'}
    </button>
  );
}

/**
 * This Week in days (issue 16): a header per day ("Tonight", "Tomorrow", "Thursday, Nov 27") that
 * stays under the tabs while its venues scroll. A venue sits under the day of its first night.
 */
function WeekByDay({ listed, today }: { listed: ListedVenue[]; today: IsoDate }) {
  const days: ListedVenue[][] = [];
  for (const item of listed) {
    const last = days.at(-1);
    if (last?.[0]?.daysAway === item.daysAway) last.push(item);
    else days.push([item]);
  }
  return (
    <div className="flex flex-col gap-6">
      {days.map((day) => {
        const date = day[0]?.lines[0]?.date ?? today;
        return (
          <div key={date}>
            <h2 className="day-header">{relativeDay(date, today)}</h2>
            <VenueCards listed={day} showDates today={today} />
          </div>
        );
      })}
    </div>
  );
}

/**
 * The trivia list (spec §2): heading, count, tabs, venue cards, and its loading/error/empty
 * states. The home page and the city pages show it; its tab and radius live in the URL.
 */
export function TriviaList({ location, date, defaultTab, backTo, onBack }: TriviaListProps) {
  const id = useId();
  const isBrowser = useIsBrowser();
  const {
    tab,
    radiusMiles,
    filters,
    view,
    onTabChange,
    tabHref,
    onRadiusChange,
    onFiltersChange,
    onViewChange,
  } = useTriviaListParams(defaultTab);
  const radius = useEarlyInput<HTMLSelectElement>({
    onChange: (value) => onRadiusChange(Number(value)),
  });
  const today = date ?? visitorToday();
  // Opened from the splash or the manual screen, the heading takes the focus (issue 16).
  const heading = useRef<HTMLHeadingElement>(null);
  const wantsFocus = useLocation().state?.focus === 'heading';
  useEffect(() => {
    if (wantsFocus) heading.current?.focus();
  }, [wantsFocus]);
  const nearby = useNearbyVenues({
    latitude: location.latitude,
    longitude: location.longitude,
    radiusMiles,
    date: today,
  });
  // The answer holds the whole week; the tab only chooses among it (no request per tab).
  const answer = nearby.data;
  const count = (venues: NearbyVenue[]) =>
    answer ? listVenuesOfTab(venues, tab, answer.date).length : 0;
  const listed = answer
    ? listVenuesOfTab(filterVenues(answer.venues, filters), tab, answer.date)
    : [];
  // An empty list that the filters emptied names the filter to loosen (issue 15).
  const filteredOut =
    answer && listed.length === 0 && activeFilters(filters).length > 0 && count(answer.venues) > 0;
  // Never shown stale without saying so: offline, or answered from the service worker's cache.
  // Said once hydrated: a city page's list hydrates from an answer the browser fetched, which the
  // server's markup could not know came from the cache (decision 081).
  const isOnline = useOnlineStatus();
  const servedFromCacheAt = nearby.data?.servedFromCacheAt;
  const isOfflineList = isBrowser && nearby.isSuccess && (!isOnline || Boolean(servedFromCacheAt));
  const loadedAt = servedFromCacheAt
    ? new Date(servedFromCacheAt)
    : nearby.dataUpdatedAt
      ? new Date(nearby.dataUpdatedAt)
      : null;

  return (
    <Main className="mx-auto w-full max-w-5xl px-4 pt-4 pb-16 sm:px-6">
      <BackButton href={backTo} onBack={onBack} />
      <header className="mt-3">
        <h1
          ref={heading}
          tabIndex={-1}
          className="text-3xl font-extrabold tracking-tight text-balance outline-none sm:text-4xl"
        >
          Trivia Near <span className="text-accent">{location.name}</span>
        </h1>
        <p className="mt-2 text-muted" aria-live="polite">
          {nearby.isSuccess
            ? `${listed.length} ${listed.length === 1 ? 'venue' : 'venues'} found within ${radiusMiles} miles`
            : '\u00a0'}
        </p>
        {isOfflineList ? <OfflineNote loadedAt={loadedAt} /> : null}
        <Link
          to={paths.saved}
          className="mt-1 inline-block text-sm font-semibold text-link underline"
        >
          Saved venues
        </Link>
      </header>

      <div className="mt-4 flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-2 text-sm text-muted" data-needs-script="">
          Radius
          <select
            {...radius}
            name="radius"
            value={radiusMiles}
            onChange={(event) => onRadiusChange(Number(event.target.value))}
            className="min-h-11 rounded-xl border border-border bg-surface px-3 font-semibold text-fg"
          >
            {RADIUS_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {choice} miles
              </option>
            ))}
          </select>
        </label>
        <fieldset
          className="flex gap-1 rounded-xl border border-border bg-surface p-1"
          data-needs-script=""
        >
          <legend className="sr-only">View</legend>
          {(['list', 'map'] as const).map((each) => (
            <ViewButton key={each} view={each} isPressed={view === each} onPress={onViewChange} />
          ))}
        </fieldset>
        <FiltersButton
          filters={filters}
          activeCount={activeFilters(filters).length}
          venues={answer?.venues ?? []}
          onChange={onFiltersChange}
        />
      </div>

      {/* Only the tabs stay in view while the list scrolls; This Week's day headers stick below them. */}
      <div className="sticky top-0 z-20 -mx-4 mt-2 h-(--tab-bar) bg-bg/95 px-4 py-2 backdrop-blur sm:-mx-6 sm:px-6">
        <TriviaTabs
          idPrefix={id}
          selected={tab}
          onSelect={onTabChange}
          hrefOf={tabHref}
          counts={answer ? tabCounts(filterVenues(answer.venues, filters), answer.date) : undefined}
        />
      </div>

      <section
        role="tabpanel"
        id={panelId(id)}
        aria-labelledby={tabId(id, tab)}
        aria-busy={nearby.isPending}
        className="mt-4"
      >
        {nearby.isPending ? (
          <p className="flex items-center justify-center gap-3 py-16 text-muted">
            <SpinnerIcon />
            Loading trivia events...
          </p>
        ) : nearby.isError ? (
          <div
            role="alert"
            className="rounded-2xl border border-danger/40 bg-danger-bg p-6 text-center"
          >
            <h2 className="text-lg font-bold text-danger">Failed to load trivia events</h2>
            <p className="mt-2 text-fg">{errorMessage(nearby.error, 'Failed to fetch venues')}</p>
            <Button variant="secondary" className="mt-4" onClick={() => void nearby.refetch()}>
              Try again
            </Button>
          </div>
        ) : filteredOut ? (
          // Lazy parts render once hydrated (`useIsBrowser`): the server's page holds none.
          isBrowser && (
            <Suspense>
              <FilteredOut
                venues={answer.venues}
                filters={filters}
                count={count}
                onChange={onFiltersChange}
              />
            </Suspense>
          )
        ) : listed.length === 0 ? (
          <div className="rounded-2xl border border-border border-dashed bg-surface p-8 text-center">
            <h2 className="text-xl font-bold">No trivia venues found</h2>
            <p className="mt-2 text-muted">
              Try expanding your search radius or check back later for new venues.
            </p>
            {isBrowser && answer ? (
              <Suspense>
                <BeyondRadius
                  latitude={location.latitude}
                  longitude={location.longitude}
                  tab={tab}
                  counts={tabCounts(filterVenues(answer.venues, filters), answer.date)}
                  radiusMiles={radiusMiles}
                  onTabChange={onTabChange}
                  onRadiusChange={onRadiusChange}
                />
              </Suspense>
            ) : null}
          </div>
        ) : view === 'map' ? (
          <Suspense fallback={MAP_LOADING}>
            {isBrowser ? (
              <VenueMap
                items={listed}
                location={location}
                showDates={tab === 'week'}
                today={nearby.data.date}
              />
            ) : (
              MAP_LOADING
            )}
          </Suspense>
        ) : // This Week's day headers are its second-level headings; the other tabs have one.
        tab === 'week' ? (
          <WeekByDay listed={listed} today={nearby.data.date} />
        ) : (
          <>
            <h2 className="sr-only">Venues</h2>
            <VenueCards listed={listed} showDates={false} today={nearby.data.date} />
          </>
        )}
      </section>
    </Main>
  );
}
