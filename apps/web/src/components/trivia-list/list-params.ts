import {
  DAYS_OF_WEEK,
  isTriviaTab,
  type LatLng,
  type ListWhen,
  RADIUS_CHOICES,
  SEARCH_RADIUS_MILES,
  START_AFTER_CHOICES,
  TRIVIA_SORTS,
  TRIVIA_TABS,
  type TriviaFilters,
  type TriviaSort,
  type TriviaTab,
} from '@trivia/shared';
import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { oneOf, searchWith, type UrlParam, type UrlValues, useUrlState } from '@/lib/url-state.ts';

/** Where a trivia list is about: the home page's search, or a city page's place. */
export interface SearchLocation extends LatLng {
  name: string;
}

export { RADIUS_CHOICES };

/** `?after=19`: Starts after 7 pm. */
const startsAfter: UrlParam<TriviaFilters['startsAfter']> = {
  defaultValue: null,
  parse: (text) => START_AFTER_CHOICES.find((time) => time === `${text}:00`),
  format: (time) => (time ?? '').slice(0, 2),
};

/** `?cash=1`: Cash prize only. */
const cashOnly: UrlParam<boolean> = {
  defaultValue: false,
  parse: (text) => (text === '1' ? true : undefined),
  format: () => '1',
};

/** `?themed=1`: Themed nights (decision 208). */
const themedOnly: UrlParam<boolean> = {
  defaultValue: false,
  parse: (text) => (text === '1' ? true : undefined),
  format: () => '1',
};

/** `?type=music%20bingo`: one event type, as the list names it (compared without case). */
const eventType: UrlParam<string | null> = {
  defaultValue: null,
  parse: (text) => text.trim().slice(0, 80).toLowerCase() || undefined,
  format: (type) => (type ?? '').toLowerCase(),
};

/**
 * A trivia list's tab or day, radius, sort and filters in the URL
 * (`?tab=week&radius=50&day=Monday&sort=time&after=19&cash=1&type=trivia&themed=1`), on whichever page
 * shows it; an unknown value is the default. The home page opens on Today, a city page on This
 * Week. A day (`?day=`, once a filter) is one of the day chips beside the tabs and wins over the
 * tab (`resolveWhen`).
 */
export function triviaListParams(defaultTab: TriviaTab) {
  return {
    tab: oneOf(TRIVIA_TABS, defaultTab),
    radius: oneOf(RADIUS_CHOICES, SEARCH_RADIUS_MILES),
    day: oneOf(DAYS_OF_WEEK, null),
    sort: oneOf(TRIVIA_SORTS, 'distance'),
    after: startsAfter,
    cash: cashOnly,
    type: eventType,
    themed: themedOnly,
    view: oneOf(['list', 'map'] as const, 'list'),
  };
}

/** A change of filters as the URL's parameters. */
export const filterParams = (next: Partial<TriviaFilters>) => ({
  ...('startsAfter' in next ? { after: next.startsAfter } : {}),
  ...('cashOnly' in next ? { cash: next.cashOnly } : {}),
  ...('eventType' in next ? { type: next.eventType } : {}),
  ...('themedOnly' in next ? { themed: next.themedOnly } : {}),
});

const whenOf = (next: ListWhen) => (isTriviaTab(next) ? { tab: next, day: null } : { day: next });

/** The tab and radius, and their setters; a change replaces the history entry (decision 012). */
export function useTriviaListParams(defaultTab: TriviaTab) {
  const params = useMemo(() => triviaListParams(defaultTab), [defaultTab]);
  const [{ tab, radius, day, sort, after, cash, type, themed, view }, setParams] =
    useUrlState(params);
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const hrefWith = (changes: Partial<UrlValues<typeof params>>) => {
    const search = searchWith(searchParams, params, changes).toString();
    return search ? `${pathname}?${search}` : pathname;
  };
  const filters: TriviaFilters = {
    startsAfter: after,
    cashOnly: cash,
    eventType: type,
    themedOnly: themed,
  };
  return {
    tab,
    /** The day chip chosen, if any (`?day=Thursday`). */
    day,
    sort,
    onSortChange: (next: TriviaSort) => setParams({ sort: next }, { replace: true }),
    radiusMiles: radius,
    filters,
    /** List or Map (`?view=map`). */
    view,
    onViewChange: (next: 'list' | 'map') => setParams({ view: next }, { replace: true }),
    /** A filter changes (or is loosened); like the tab, it replaces the history entry. */
    onFiltersChange: (next: Partial<TriviaFilters>) =>
      setParams(filterParams(next), { replace: true }),
    /** A tab (which lets go of a day) or a day chip. */
    onWhenChange: (next: ListWhen) => setParams(whenOf(next), { replace: true }),
    /** A tab's or a day's link, for before the page's script runs (decision 093). */
    whenHref: (next: ListWhen) => hrefWith(whenOf(next)),
    /** This list's link with `changes` (a page of islands' filters are links, decision 213). */
    hrefWith,
    onRadiusChange: (next: number) =>
      setParams({ radius: params.radius.parse(String(next)) }, { replace: true }),
  };
}
