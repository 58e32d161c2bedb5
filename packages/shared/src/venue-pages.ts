import { citySlug } from './city-pages.ts';

/**
 * Public venue pages, `/trivia-at-{slug}` (decision 050). The slug is the venue's name,
 * its town and state, and a short id — the first four hex digits of the venue's uuid — so that two
 * venues of one name differ: `/trivia-at-the-crown-pub-franklin-tn-3f9a`. Nothing is stored: the
 * server finds the venue by the short id (a range of its primary key) and checks the rest.
 */

/** How many hex digits of the uuid the slug ends with. */
export const VENUE_SHORT_ID_LENGTH = 4;
/** The nights a venue page shows, and the calendar feed's nights. */
export const VENUE_PAGE_WEEKS = 4;
export const CALENDAR_FEED_WEEKS = 8;
/** The most venues one combined feed (`/calendar.ics?venues=`) may hold. */
export const CALENDAR_FEED_MAX_VENUES = 50;

/** `/trivia-at-{slug}`: lower-case words and dashes, ending in the four-digit short id. */
export const VENUE_PAGE_PATTERN = /^\/trivia-at-((?:[a-z0-9]+-)+[0-9a-f]{4})$/;

/** A name's words for an address: lower case, no accents or apostrophes, dashes between. */
export function slugWords(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’.]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** ("The Crown Pub", Franklin TN, "3f9a…") → "the-crown-pub-franklin-tn-3f9a". */
export function venuePageSlug(venue: {
  id: string;
  name: string;
  town?: { name: string; stateCode: string } | null;
}): string {
  const name = slugWords(venue.name).slice(0, 60).replace(/-+$/, '') || 'venue';
  const town = venue.town ? `${citySlug(venue.town.name, venue.town.stateCode)}-` : '';
  return `${name}-${town}${venue.id.slice(0, VENUE_SHORT_ID_LENGTH).toLowerCase()}`;
}

/**
 * `/trivia-by-{slug}`: a provider's page. As a venue's, its slug is its name's words
 * and the first four hex digits of its uuid, and nothing is stored:
 * `/trivia-by-geeks-who-drink-3f9a`.
 */
export const PROVIDER_PAGE_PATTERN = /^\/trivia-by-((?:[a-z0-9]+-)+[0-9a-f]{4})$/;

/** ("Geeks Who Drink", "3f9a…") → "geeks-who-drink-3f9a". */
export function providerPageSlug(provider: { id: string; name: string }): string {
  const name = slugWords(provider.name).slice(0, 60).replace(/-+$/, '') || 'provider';
  return `${name}-${provider.id.slice(0, VENUE_SHORT_ID_LENGTH).toLowerCase()}`;
}

/** How many weeks of nights an embed shows. */
export const EMBED_WEEKS = 2;

/** The short id a venue page's slug ends with. */
export function shortIdOfSlug(slug: string): string {
  return slug.slice(-VENUE_SHORT_ID_LENGTH);
}

/** The page title, the same in the server's HTML and after React takes over. */
export function venuePageTitle(venue: {
  name: string;
  town?: { name: string; stateCode: string };
}): string {
  const where = venue.town ? ` in ${venue.town.name}, ${venue.town.stateCode}` : '';
  return `Trivia at ${venue.name}${where} | Trivia Near Me`;
}

export function venuePageDescription(
  venue: { name: string; address: string },
  events: readonly { title: string; dayOfWeek: string }[],
): string {
  if (events.length === 0) {
    return `${venue.name}, ${venue.address}, has no trivia nights listed right now. Find trivia nights near you on Trivia Near Me.`;
  }
  const nights = [...new Set(events.map((event) => `${event.title} on ${event.dayOfWeek}s`))];
  return `${nights.join(', ')} at ${venue.name}, ${venue.address}: the next four weeks of nights, prizes, directions and a calendar to subscribe to.`;
}
