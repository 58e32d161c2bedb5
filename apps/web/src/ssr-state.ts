import type { QueryClient, QueryKey } from '@tanstack/react-query';
import {
  type NearbyVenuesParams,
  nearbyVenuesQueryOptions,
} from './components/trivia-list/get-nearby-venues.ts';

/**
 * What the server hands to the browser with a page it rendered: the queries the page was rendered
 * from, as JSON in `<script type="application/json" id="ssr-state">` (not executed, so the
 * Content-Security-Policy needs no exception). Plain key/data pairs rather than TanStack Query's
 * dehydrated state: restoring them needs nothing beyond `setQueryData`, already in the bundle.
 *
 * A nearby search goes by its parameters alone (decision 081): its answer was most of a city
 * page's weight, and the markup shows it without JavaScript. The browser asks the API for it while
 * the page's code loads, and the list hydrates once it is there (`ServerData`).
 */
export const SSR_STATE_ELEMENT_ID = 'ssr-state';

export type SsrQuery = { queryKey: QueryKey; data: unknown } | { nearby: NearbyVenuesParams };

export type SsrState = SsrQuery[];

/**
 * Puts the server's data into the query client, and asks for what the server named without data.
 * The promise settles when every such answer is in (or has failed).
 */
export function restoreSsrState(queryClient: QueryClient, state: SsrState): Promise<void> {
  const fetches: Promise<void>[] = [];
  for (const query of state) {
    if ('nearby' in query) {
      fetches.push(queryClient.prefetchQuery(nearbyVenuesQueryOptions(query.nearby)));
    } else {
      queryClient.setQueryData(query.queryKey, query.data);
    }
  }
  return Promise.all(fetches).then(() => undefined);
}
