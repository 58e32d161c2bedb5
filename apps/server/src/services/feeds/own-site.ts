import { SITE_GENERATOR } from '@trivia/shared';

/**
 * Decision 152: our own pages are not a feed source. A feed's address on this site is refused
 * before it is fetched (`lib/safe-fetch.ts`); a document we made that reached the reader another
 * way (a copy on another host, a proxy, an uploaded file) is refused by the marks we put in it:
 * the `<meta name="generator">` of every page (`lib/html-shell.ts`) and our calendars' PRODID
 * (`seo/calendar.ts`, "-//Trivia Near Me//…").
 */

export const MADE_HERE_MESSAGE = `This is a page or calendar of ${SITE_GENERATOR} itself, not the provider's own schedule; nothing was changed.`;

const escaped = SITE_GENERATOR.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const META_TAG = /<meta\b[^>]*>/gi;
const GENERATOR = /\bname\s*=\s*["']?generator\b/i;
const OURS = new RegExp(`\\bcontent\\s*=\\s*["']?${escaped}\\b`, 'i');
const PRODID = new RegExp(`^PRODID:[^\\r\\n]*//${escaped}//`, 'im');

/** The problem with a feed's text when this site made it, else null. */
export function madeHereProblem(text: string): string | null {
  if (PRODID.test(text)) return MADE_HERE_MESSAGE;
  for (const [tag] of text.matchAll(META_TAG)) {
    if (GENERATOR.test(tag) && OURS.test(tag)) return MADE_HERE_MESSAGE;
  }
  return null;
}
