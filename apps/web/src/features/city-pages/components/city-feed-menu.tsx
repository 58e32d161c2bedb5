import { activeFilters, paths } from '@trivia/shared';
import { useMemo } from 'react';
import { triviaListParams, useTriviaListParams } from '@/components/trivia-list/list-params.ts';
import { useMenuDismiss } from '@/components/ui/disclosure-menu.tsx';
import { FeedSubscribeMenu } from '@/components/ui/subscribe-menu.tsx';
import { Island } from '@/islands/island.tsx';
import { searchWith } from '@/lib/url-state.ts';

/**
 * The city page's nights as a calendar feed (decision 147): the venue page's Subscribe
 * menu, for `/trivia-near-{slug}/calendar.ics` with the list's radius, day and filters as the
 * page's own URL writes them (a value at its default is left out, as it is there).
 */
export function CityFeedMenu({
  slug,
  name,
  isIsland,
}: {
  slug: string;
  name: string;
  /** On a page of islands (decision 213). */
  isIsland: boolean;
}) {
  const params = useMemo(() => triviaListParams('week'), []);
  const { radiusMiles, day, filters } = useTriviaListParams('week');
  useMenuDismiss();
  const query = searchWith(new URLSearchParams(), params, {
    radius: radiusMiles,
    day,
    after: filters.startsAfter,
    cash: filters.cashOnly,
    type: filters.eventType,
    themed: filters.themedOnly,
  }).toString();
  const filtered = activeFilters(filters).length > 0;
  const nights = day ? `${day} trivia nights` : filtered ? 'Trivia nights' : 'Every trivia night';
  const feedPath = paths.cityCalendar(slug, query);
  const text = `${nights} within ${radiusMiles} miles of ${name}${filtered ? ', with these filters,' : ''} in your calendar, kept up to date, cancellations included.`;
  return isIsland ? (
    <Island
      name="subscribe"
      component={FeedSubscribeMenu}
      props={{ feedPath, isCompact: true, children: text }}
    />
  ) : (
    <FeedSubscribeMenu feedPath={feedPath} isCompact>
      {text}
    </FeedSubscribeMenu>
  );
}
