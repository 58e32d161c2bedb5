import type { DehydratedState } from '@tanstack/react-query';

/**
 * What the server hands to the browser with a page it rendered: the query cache the page was
 * rendered from, as JSON in `<script type="application/json" id="ssr-state">` (not executed, so
 * the Content-Security-Policy needs no exception).
 */
export const SSR_STATE_ELEMENT_ID = 'ssr-state';

export type SsrState = DehydratedState;
