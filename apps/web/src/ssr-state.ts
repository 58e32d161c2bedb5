import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { NearbyVenuesResponse } from '@trivia/shared';
import {
  type NearbyVenuesParams,
  nearbyVenuesQueryOptions,
} from './components/trivia-list/get-nearby-venues.ts';
import { markServerDataStale } from './lib/server-data.tsx';

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

export type SsrQuery =
  | { queryKey: QueryKey; data: unknown }
  | {
      nearby: NearbyVenuesParams;
      /** `answerFingerprint` of the answer the page was rendered from (decision 086). */
      rendered: string;
    };

/**
 * A short fingerprint of a nearby answer's venues (FNV-1a over their JSON): the same on the server
 * and in the browser for the same answer, so the browser can tell that the answer it fetched is
 * not the one the page was rendered from.
 */
export function answerFingerprint(answer: Pick<NearbyVenuesResponse, 'venues'>): string {
  const text = JSON.stringify(answer.venues);
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

export type SsrState = SsrQuery[];

/**
 * Puts the server's data into the query client, and asks for what the server named without data.
 * The promise settles when every such answer is in (or has failed).
 */
export function restoreSsrState(queryClient: QueryClient, state: SsrState): Promise<void> {
  const fetches: Promise<void>[] = [];
  for (const query of state) {
    if ('nearby' in query) {
      const options = nearbyVenuesQueryOptions(query.nearby);
      fetches.push(
        queryClient.prefetchQuery(options).then(() => {
          // Changed since the page was rendered, or not answered: the list renders afresh.
          const answer = queryClient.getQueryData(options.queryKey);
          if (!answer || answerFingerprint(answer) !== query.rendered) markServerDataStale();
        }),
      );
    } else {
      queryClient.setQueryData(query.queryKey, query.data);
    }
  }
  return Promise.all(fetches).then(() => undefined);
}
