import {
  minutesOf,
  NO_FILTERS,
  nightInstants,
  RADIUS_CHOICES,
  TRIVIA_SORTS,
  venueTimeZone,
} from '@trivia/shared';
import type { CardControls } from '@/components/trivia-list/card-controls.tsx';
import { RadiusOptions, SortOptions } from '@/components/trivia-list/choice-options.tsx';
import { filterParams, type SearchLocation } from '@/components/trivia-list/list-params.ts';
import { OfflineNote } from '@/components/trivia-list/offline-note.tsx';
import { filterChoices, SORT_FIELD } from '@/components/trivia-list/trivia-filters.tsx';
import type { ListIslands, ListState } from '@/components/trivia-list/trivia-list.tsx';
import { WereComingButton } from '@/components/trivia-list/were-coming-button.tsx';
import type { ComingNight } from '@/components/trivia-list/were-coming-dialog.tsx';
import { BackLink } from '@/components/ui/back-link.tsx';
import { SaveButton } from '@/components/ui/save-button.tsx';
import { paths } from '@/config/paths.ts';
import { Island } from '@/islands/island.tsx';
import type { ClockMark } from '@/lib/night-clocks.ts';
import { useEarlyInput } from '@/lib/use-early-input.ts';

/**
 * A city page as a page of islands (decision 213): the server's list, whose tabs, day chips,
 * filters and List or Map are links; the radius and the sort are selects that load the list
 * they choose; each card's save star and "We're coming" are islands with the few props they need;
 * its clock is filled by the page's own script.
 */

const VIEW =
  'inline-flex min-h-9 flex-1 items-center justify-center rounded-lg px-3 text-sm font-semibold aria-[current=page]:bg-accent aria-[current=page]:text-accent-fg';

/** The radius or the sort: a choice loads the list it names (the whole app changes it in place). */
export function ListSelect({ name, value }: { name: 'radius' | 'sort'; value: string }) {
  const choose = (next: string) => {
    const choices: readonly (string | number)[] = name === 'radius' ? RADIUS_CHOICES : TRIVIA_SORTS;
    if (!choices.some((choice) => String(choice) === next)) return;
    const url = new URL(window.location.href);
    url.searchParams.set(name, next);
    window.location.assign(url);
  };
  const early = useEarlyInput<HTMLSelectElement>({ onChange: choose });
  const isRadius = name === 'radius';
  return (
    // Without script the form in the page's <noscript> chooses (decision 203): the label goes
    // with its field.
    <label className="flex shrink-0 items-center gap-1.5 text-sm text-muted" data-needs-script="">
      {isRadius ? 'Radius' : 'Sort'}
      <select
        {...early}
        name={name}
        value={value}
        onChange={(event) => choose(event.target.value)}
        className={
          isRadius
            ? 'min-h-11 rounded-xl border border-border bg-surface px-2 font-semibold text-fg'
            : SORT_FIELD
        }
      >
        {isRadius ? <RadiusOptions /> : <SortOptions />}
      </select>
    </label>
  );
}

/** The place's list in the whole app, on its map: the map needs that script (decision 054). */
function mapHref(location: SearchLocation, list: ListState): string {
  const query = new URLSearchParams({
    lat: String(location.latitude),
    lng: String(location.longitude),
    name: location.name,
  });
  const current = new URL(list.hrefWith({}), 'http://localhost').searchParams;
  for (const [name, value] of current) query.set(name, value);
  // The home page's list opens on Today; a city page's on This Week.
  if (!query.has('tab') && !query.has('day')) query.set('tab', 'week');
  query.set('view', 'map');
  return `/?${query}`;
}

export function cityListIslands(location: SearchLocation) {
  return (list: ListState): ListIslands => ({
    back: (
      <div className="flex min-h-11 items-center pr-14">
        <Island name="back" component={BackLink} props={{ href: paths.home }} />
      </div>
    ),
    tools: (
      <>
        <Island
          name="list-select"
          component={ListSelect}
          props={{ name: 'radius', value: String(list.radiusMiles) }}
        />
        <nav
          aria-label="View"
          className="flex gap-1 rounded-xl border border-border bg-surface p-1"
        >
          <a href={list.hrefWith({ view: 'list' })} aria-current="page" className={VIEW}>
            List
          </a>
          <a href={mapHref(location, list)} className={VIEW}>
            Map
          </a>
        </nav>
      </>
    ),
    filters: (
      <div className="chip-slot">
        <div className="chip-row">
          <Island
            name="list-select"
            component={ListSelect}
            props={{ name: 'sort', value: list.sort }}
          />
          <nav aria-label="Filters" className="flex shrink-0 items-center gap-2">
            {filterChoices(list.filters, list.eventTypes).map((choice) => (
              <a
                key={choice.label}
                href={list.hrefWith(filterParams(choice.change))}
                aria-current={choice.isPressed ? 'true' : undefined}
                className={choice.isClear ? 'chip chip-clear' : 'chip'}
              >
                {choice.label}
              </a>
            ))}
          </nav>
        </div>
      </div>
    ),
    // Read offline, the page is the service worker's copy: public-page.ts shows this (decision 023).
    offline: (
      <div hidden data-offline-note="">
        <OfflineNote loadedAt={null} />
      </div>
    ),
    noMatches: (
      <div className="rounded-2xl border border-border border-dashed bg-surface p-8 text-center">
        <h2 className="text-xl font-bold">No venues match these filters</h2>
        <a
          href={list.hrefWith(filterParams(NO_FILTERS))}
          className="mt-3 inline-block font-semibold text-link underline"
        >
          Clear all filters
        </a>
      </div>
    ),
  });
}

/** A card's "We're coming", in its place on the card. */
export function CardComing(props: { line: ComingNight; venueName: string; day: string }) {
  return <WereComingButton {...props} className="vc-coming" />;
}

/** A card's controls as islands, with only the props each needs (the page carries them). */
export const ISLAND_CARD_CONTROLS: CardControls = {
  Save: ({ venue }) => (
    <Island
      name="save"
      component={SaveButton}
      props={{ venue: { id: venue.id, slug: venue.slug, name: venue.name } }}
    />
  ),
  // Filled by the page's own script, without React (lib/night-clocks.ts, decisions 214 and 215).
  Clock: ({ line, timeZone }) => {
    const mark: ClockMark = {
      ...nightInstants(line, venueTimeZone(timeZone)),
      startMinute: minutesOf(line.startTime),
    };
    return <span className="vc-soon" data-clock={JSON.stringify(mark)} />;
  },
  Coming: ({ line, venueName, day }) => (
    <Island
      name="coming"
      component={CardComing}
      props={{
        venueName,
        day,
        line: {
          rsvpEventId: line.rsvpEventId,
          date: line.date,
          title: line.title,
          teams: line.teams,
          maxTeams: line.maxTeams,
        },
      }}
    />
  ),
};
