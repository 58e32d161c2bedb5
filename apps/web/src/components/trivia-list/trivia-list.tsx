import {
  activeFilters,
  countListed,
  dayChips,
  filterVenues,
  type IsoDate,
  isTriviaTab,
  listVenuesOfTab,
  paths,
  resolveWhen,
  sortListed,
  TRIVIA_TABS,
  type TriviaFilters,
  type TriviaSort,
  type TriviaTab,
  todayIn,
} from '@trivia/shared';
import { lazy, type ReactNode, Suspense, useEffect, useId, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { BackButton } from '@/components/ui/back-button.tsx';
import { Button } from '@/components/ui/button.tsx';
import { SpinnerIcon } from '@/components/ui/icons.tsx';
import { Main } from '@/components/ui/main.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useEarlyInput } from '@/lib/use-early-input.ts';
import { useIsBrowser } from '@/lib/use-is-browser.ts';
import { useOnlineStatus } from '@/lib/use-online-status.ts';
import { RadiusOptions } from './choice-options.tsx';
import { eventTypesOf } from './filter-options.ts';
import { FilterChips } from './filters-button.tsx';
import { useNearbyVenues } from './get-nearby-venues.ts';
import { byDay, VenueCards, WeekByDay } from './list-cards.tsx';
import { ListFormWithoutScript } from './list-form.tsx';
import { type SearchLocation, useTriviaListParams } from './list-params.ts';
import { panelId, TriviaTabs, tabId } from './trivia-tabs.tsx';

export interface TriviaListProps {
  location: SearchLocation;
  /** The first day of the list; the visitor's today unless the page is about a place (city pages). */
  date?: IsoDate;
  /** The tab shown when the URL names none (`?tab=`). */
  defaultTab: TriviaTab;
  /** Back's link (decision 093), and what Back does instead once the page's script runs. */
  backTo: string;
  onBack?: () => void;
  /** More beside the radius and the view: the city page's calendar feed. */
  actions?: ReactNode;
  /**
   * On a page of islands (a city page, decision 213): what stands in for the controls that need
   * the whole app's script. The server renders the list once; nothing of it hydrates.
   */
  islands?: (list: ListState) => ListIslands;
}

/** What a page of islands' controls are drawn from. */
export interface ListState {
  radiusMiles: number;
  sort: TriviaSort;
  filters: TriviaFilters;
  /** The answer's event types, for their chips. */
  eventTypes: string[];
  /** This list's link with some of its parameters changed. */
  hrefWith: ReturnType<typeof useTriviaListParams>['hrefWith'];
}

export interface ListIslands {
  /** In place of Back. */
  back: ReactNode;
  /** In place of the radius select and List or Map. */
  tools: ReactNode;
  /** In place of the sort and the filter chips. */
  filters: ReactNode;
  /** What the list says when its filters leave nothing. */
  noMatches: ReactNode;
  /** The offline note, shown by the page's own script while the browser is offline. */
  offline: ReactNode;
}

/** The map and MapLibre load only when the visitor opens the map (decision 054). */
const VenueMap = lazy(() => import('./venue-map.tsx').then((m) => ({ default: m.VenueMap })));
// Said only offline: fetched once the list is up (below), before the connection can drop.
const loadOfflineNote = () => import('./offline-note.tsx');
const OfflineNote = lazy(loadOfflineNote);
const NoVenues = lazy(() => import('./no-venues.tsx'));
/** The spec's empty list, in the server's page; its ways out load once hydrated (no-venues.tsx). */
const NO_VENUES = (
  <div className="rounded-2xl border border-border border-dashed bg-surface p-8 text-center">
    <h2 className="text-xl font-bold">No trivia venues found</h2>
    <p className="mt-2 text-muted">
      Try expanding your search radius or check back later for new venues.
    </p>
  </div>
);
const MAP_LOADING = <p className="py-16 text-center text-muted">Loading the map...</p>;

/** The visitor's own date: Today and Tomorrow are theirs, wherever the server is. */
function visitorToday(): string {
  return todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);
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
 * The trivia list (spec §2): heading, count, tabs and day chips, venue cards, and its
 * loading/error/empty states. The home page and the city pages show it; its tab, day, radius,
 * sort and filters live in the URL.
 */
export function TriviaList({
  location,
  date,
  defaultTab,
  backTo,
  onBack,
  actions,
  islands,
}: TriviaListProps) {
  const id = useId();
  const isBrowser = useIsBrowser();
  const params = useTriviaListParams(defaultTab);
  const { radiusMiles, filters, view, sort, onRadiusChange, onFiltersChange } = params;
  const radius = useEarlyInput<HTMLSelectElement>({
    onChange: (value) => onRadiusChange(Number(value)),
  });
  const today = date ?? visitorToday();
  // Which nights are over (decision 166) is judged by the clock of the moment once the page's
  // script runs, and on a page of islands, whose list never hydrates, by the server's as it renders
  // (decision 219); the whole app's server markup, and the hydration that must match it, mark none.
  const now = isBrowser || islands ? new Date() : undefined;
  // Opened from the splash or the manual screen, the heading takes the focus.
  const heading = useRef<HTMLHeadingElement>(null);
  const { pathname, state } = useLocation();
  const wantsFocus = state?.focus === 'heading';
  useEffect(() => {
    if (wantsFocus) heading.current?.focus();
  }, [wantsFocus]);
  useEffect(() => void loadOfflineNote(), []);
  const nearby = useNearbyVenues({
    latitude: location.latitude,
    longitude: location.longitude,
    radiusMiles,
    date: today,
  });
  // The answer holds the whole week; the tab only chooses among it (no request per tab).
  const answer = nearby.data;
  const listDate = answer?.date ?? today;
  const when = resolveWhen(params.tab, params.day, listDate);
  // The day chips name the visitor's days: without the place's date (the home page's list), the
  // server cannot know them, so they are drawn once the page's script runs, not at hydration.
  const choices = [...TRIVIA_TABS, ...(date || answer || isBrowser ? dayChips(listDate) : [])];
  const onSelect = params.onWhenChange;
  const filtered = answer ? filterVenues(answer.venues, filters) : [];
  const listed = answer ? sortListed(listVenuesOfTab(filtered, when, answer.date, now), sort) : [];
  const found = countListed(listed);
  const parts = islands?.({
    radiusMiles,
    sort,
    filters,
    eventTypes: eventTypesOf(answer?.venues ?? []),
    hrefWith: params.hrefWith,
  });
  // The filtered-out message says more than the spec's text: the whole app's page shows neither
  // until its script runs.
  const emptyText = activeFilters(filters).length > 0 ? (parts?.noMatches ?? null) : NO_VENUES;
  // A page of islands has no map: its Map is a link to the whole app's list (decision 213).
  const showsMap = !parts && view === 'map' && found > 0;
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

  const isByDay = when === 'week' && sort === 'distance';
  const cards =
    // This Week's day headers are its second-level headings; the other tabs have one.
    isByDay ? (
      <WeekByDay listed={listed} today={listDate} />
    ) : (
      <>
        <h2 className="sr-only">Venues</h2>
        <VenueCards listed={listed} showDates={when === 'week'} today={listDate} />
      </>
    );

  return (
    <Main
      className={`mx-auto w-full px-4 pt-4 pb-16 sm:px-6 ${showsMap ? 'max-w-7xl' : 'max-w-5xl'}`}
    >
      {parts ? parts.back : <BackButton href={backTo} onBack={onBack} />}
      <header className="mt-2">
        <h1
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-extrabold tracking-tight text-balance outline-none sm:text-4xl"
        >
          Trivia Near <span className="text-accent">{location.name}</span>
        </h1>
        <p className="mt-1 flex flex-wrap gap-x-3 text-sm text-muted">
          <span aria-live="polite">
            {nearby.isSuccess
              ? `${found} ${found === 1 ? 'venue' : 'venues'} found within ${radiusMiles} miles`
              : '\u00a0'}
          </span>
          <Link to={paths.saved} className="font-semibold text-link underline">
            Saved venues
          </Link>
        </p>
        {parts ? (
          parts.offline
        ) : isOfflineList ? (
          <Suspense>
            <OfflineNote loadedAt={loadedAt} />
          </Suspense>
        ) : null}
      </header>

      <div className="mt-3 flex flex-wrap items-center gap-2">
        {parts ? (
          parts.tools
        ) : (
          <>
            <label className="flex items-center gap-1.5 text-sm text-muted" data-needs-script="">
              Radius
              <select
                {...radius}
                name="radius"
                value={radiusMiles}
                onChange={(event) => onRadiusChange(Number(event.target.value))}
                className="min-h-11 rounded-xl border border-border bg-surface px-2 font-semibold text-fg"
              >
                <RadiusOptions />
              </select>
            </label>
            <fieldset
              className="flex gap-1 rounded-xl border border-border bg-surface p-1"
              data-needs-script=""
            >
              <legend className="sr-only">View</legend>
              {(['list', 'map'] as const).map((each) => (
                <ViewButton
                  key={each}
                  view={each}
                  isPressed={view === each}
                  onPress={params.onViewChange}
                />
              ))}
            </fieldset>
          </>
        )}
        {actions}
      </div>
      {parts ? (
        parts.filters
      ) : (
        <FilterChips
          filters={filters}
          venues={answer?.venues ?? []}
          onChange={onFiltersChange}
          sort={sort}
          onSortChange={params.onSortChange}
        />
      )}
      {/* Its children are never rendered by the page's script: only the server's page has them. */}
      <noscript>
        <ListFormWithoutScript
          action={pathname}
          when={when}
          isTab={isTriviaTab(when)}
          radiusMiles={radiusMiles}
          sort={sort}
          filters={filters}
          venues={answer?.venues ?? []}
        />
      </noscript>

      {/* Only the tabs stay in view while the list scrolls; This Week's day headers stick below them. */}
      <div className="sticky top-0 z-20 -mx-4 mt-1 h-(--tab-bar) bg-bg px-4 py-2 sm:-mx-6 sm:px-6">
        <TriviaTabs
          idPrefix={id}
          choices={choices}
          selected={when}
          onSelect={onSelect}
          hrefOf={params.whenHref}
          // How many venues each tab and day counts.
          counts={
            answer
              ? Object.fromEntries(
                  choices.map((each) => [
                    each,
                    countListed(listVenuesOfTab(filtered, each, answer.date, now)),
                  ]),
                )
              : undefined
          }
        />
      </div>

      <section
        role="tabpanel"
        id={panelId(id)}
        aria-labelledby={tabId(id, when)}
        aria-busy={nearby.isPending}
        className="@container mt-2"
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
        ) : found === 0 ? (
          <>
            {/* Lazy parts render once hydrated (`useIsBrowser`): the server's page holds none. */}
            {isBrowser ? (
              <Suspense fallback={emptyText}>
                <NoVenues
                  venues={nearby.data.venues}
                  filters={filters}
                  when={when}
                  today={listDate}
                  now={now}
                  latitude={location.latitude}
                  longitude={location.longitude}
                  radiusMiles={radiusMiles}
                  onSelect={onSelect}
                  onTabChange={onSelect}
                  onRadiusChange={onRadiusChange}
                  onFiltersChange={onFiltersChange}
                />
              </Suspense>
            ) : (
              emptyText
            )}
            {/* A day whose only nights are cancelled still shows them, after the way out. */}
            {listed.length > 0 ? <div className="mt-4">{cards}</div> : null}
          </>
        ) : showsMap ? (
          // From 1024 px the list stays beside the map; narrower, the map alone.
          <div className="lg:grid lg:grid-cols-2 lg:items-start lg:gap-6">
            <div className="@container hidden lg:block">{cards}</div>
            <div className="lg:sticky lg:top-(--tab-bar)">
              <Suspense fallback={MAP_LOADING}>
                {isBrowser ? (
                  <VenueMap
                    // In the cards' order: the tray opens on the first card's venue.
                    items={isByDay ? byDay(listed).flat() : listed}
                    location={location}
                    showDates={when === 'week'}
                    today={listDate}
                  />
                ) : (
                  MAP_LOADING
                )}
              </Suspense>
            </div>
          </div>
        ) : (
          cards
        )}
      </section>
    </Main>
  );
}
