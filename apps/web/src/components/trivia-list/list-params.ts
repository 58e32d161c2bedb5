import {
  type LatLng,
  SEARCH_RADIUS_MAX_MILES,
  SEARCH_RADIUS_MILES,
  TRIVIA_TABS,
  type TriviaTab,
} from '@trivia/shared';
import { useMemo } from 'react';
import { oneOf, useUrlState } from '@/lib/url-state.ts';

/** Where a trivia list is about: the home page's search, or a city page's place. */
export interface SearchLocation extends LatLng {
  name: string;
}

export const RADIUS_CHOICES = [5, 10, 30, 50, SEARCH_RADIUS_MAX_MILES] as const;

/**
 * A trivia list's tab and radius in the URL (`?tab=week&radius=50`), on whichever page shows it;
 * an unknown value is the default. The home page opens on Today, a city page on This Week.
 */
export function triviaListParams(defaultTab: TriviaTab) {
  return {
    tab: oneOf(TRIVIA_TABS, defaultTab),
    radius: oneOf(RADIUS_CHOICES, SEARCH_RADIUS_MILES),
  };
}

/** The tab and radius, and their setters; a change replaces the history entry (decision 012). */
export function useTriviaListParams(defaultTab: TriviaTab) {
  const params = useMemo(() => triviaListParams(defaultTab), [defaultTab]);
  const [{ tab, radius }, setParams] = useUrlState(params);
  return {
    tab,
    radiusMiles: radius,
    onTabChange: (next: TriviaTab) => setParams({ tab: next }, { replace: true }),
    onRadiusChange: (next: number) =>
      setParams({ radius: params.radius.parse(String(next)) }, { replace: true }),
  };
}
