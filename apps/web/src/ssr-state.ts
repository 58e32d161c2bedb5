import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * What the server hands to the browser with a page of the whole app it rendered: the queries the
 * page was rendered from, as JSON in `<script type="application/json" id="ssr-state">` (not
 * executed, so the Content-Security-Policy needs no exception). Plain key/data pairs rather than
 * TanStack Query's dehydrated state: restoring them needs nothing beyond `setQueryData`, already in
 * the bundle. Pages of islands carry none: their islands carry their props (decision 189).
 */
export const SSR_STATE_ELEMENT_ID = 'ssr-state';

export type SsrQuery = { queryKey: QueryKey; data: unknown };

export type SsrState = SsrQuery[];

/** Puts the server's data into the query client. */
export function restoreSsrState(queryClient: QueryClient, state: SsrState): void {
  for (const query of state) queryClient.setQueryData(query.queryKey, query.data);
}
