/** Text for HTML content and attribute values: the one escape of `lib/html.ts` (decision 188). */
export { escapeText as escapeHtml } from './html.ts';
