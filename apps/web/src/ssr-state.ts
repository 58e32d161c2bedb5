import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * What the server hands to the browser with a page it rendered: the queries the page was rendered
 * from, as JSON in `<script type="application/json" id="ssr-state">` (not executed, so the
 * Content-Security-Policy needs no exception). Plain key/data pairs rather than TanStack Query's
 * dehydrated state: restoring them needs nothing beyond `setQueryData`, already in the bundle.
 */
export const SSR_STATE_ELEMENT_ID = 'ssr-state';

export type SsrState = { queryKey: QueryKey; data: unknown }[];

export function restoreSsrState(queryClient: QueryClient, state: SsrState): void {
  for (const { queryKey, data } of state) queryClient.setQueryData(queryKey, data);
}
