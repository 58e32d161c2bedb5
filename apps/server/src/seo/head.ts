import {
  type CityPlace,
  cityNameFromSlug,
  cityPageDescription,
  cityPageKeywords,
  cityPageTitle,
  type NearbyVenuesResponse,
  PAGE_TITLES,
  type ProviderPageResponse,
  type PublicProvider,
  type PublicVenue,
  paths,
  providerPageDescription,
  providerPageTitle,
  type StandingsResponse,
  seasonRuleSentence,
  standingsPageTitle,
  type TeamPageResponse,
  teamPageTitle,
  type VenuePageResponse,
  venuePageDescription,
  venuePageTitle,
} from '@trivia/shared';
import { html, joinHtml, type SafeHtml } from '../lib/html.ts';
import {
  cityPageBreadcrumb,
  cityPageEvents,
  jsonLd,
  jsonLdGraph,
  providerPageNodes,
  venueEvents,
  venuePageBreadcrumb,
} from './json-ld.ts';

/** What a page puts in `<head>` for search engines and link previews. */
export interface PageHead {
  title: string;
  description: string;
  /** Further tags for `<head>`: keywords, canonical, Open Graph, robots, JSON-LD. */
  tags: string;
}

/**
 * The tags a public page's `<head>` shares with the others: its canonical URL, `noindex` when it
 * lists nothing, and its link preview (Open Graph; the app's icon unless it has a picture).
 */
function previewTags({
  canonicalUrl,
  title,
  description,
  noindex,
  imageUrl,
}: {
  canonicalUrl: string;
  title: string;
  description: string;
  noindex: boolean;
  imageUrl: string;
}): SafeHtml[] {
  return [
    html`<link rel="canonical" href="${canonicalUrl}" />`,
    ...(noindex ? [html`<meta name="robots" content="noindex" />`] : []),
    html`<meta property="og:type" content="website" />`,
    html`<meta property="og:site_name" content="Trivia Near Me" />`,
    html`<meta property="og:title" content="${title}" />`,
    html`<meta property="og:description" content="${description}" />`,
    html`<meta property="og:url" content="${canonicalUrl}" />`,
    html`<meta property="og:image" content="${imageUrl}" />`,
    html`<meta name="twitter:card" content="summary" />`,
  ];
}

/** A page whose head is its preview alone, with the app's icon (standings, team pages). */
function plainPageHead(
  page: { path: string; title: string; description: string },
  publicUrl: string,
) {
  const tags = previewTags({
    canonicalUrl: `${publicUrl}${page.path}`,
    title: page.title,
    description: page.description,
    noindex: false,
    imageUrl: `${publicUrl}/icons/icon-512.png`,
  });
  return { title: page.title, description: page.description, tags: joinHtml(tags, '\n    ').value };
}

/** The link to a page's calendar feed, which calendar apps and browsers find. */
const calendarLink = (title: string, url: string) =>
  html`<link rel="alternate" type="text/calendar" title="${title}" href="${url}" />`;

/**
 * A city page's `<head>`: title, description, keywords, canonical URL, Open Graph, the
 * breadcrumb (Home › State › City) and the week's events as JSON-LD; `noindex` when no venue is
 * near, so that empty pages stay out of search results.
 */
export function cityPageHead({
  place,
  nearby,
  publicUrl,
}: {
  place: CityPlace;
  nearby: NearbyVenuesResponse;
  publicUrl: string;
}): PageHead {
  const canonicalUrl = `${publicUrl}${paths.cityPage(place.slug)}`;
  const title = cityPageTitle(place.name);
  // The list's radius: 30 miles unless the page's address chose another (`?radius=`).
  const description = cityPageDescription(place.name, nearby.venues.length, nearby.radiusMiles);
  const tags = [
    html`<meta name="keywords" content="${cityPageKeywords(place.name, place.stateName)}" />`,
    ...previewTags({
      canonicalUrl,
      title,
      description,
      noindex: nearby.venues.length === 0,
      imageUrl: `${publicUrl}/icons/icon-512.png`,
    }),
    jsonLdGraph([
      cityPageBreadcrumb(place, publicUrl, canonicalUrl),
      ...cityPageEvents(nearby, place, publicUrl),
    ]),
  ];
  return { title, description, tags: joinHtml(tags, '\n    ').value };
}

/**
 * A venue page's `<head>`: title, description, canonical URL, Open Graph (with the
 * venue's photo), the breadcrumb (Home › State › Town › Venue) and an `Event` per night of the next
 * four weeks, organised by its provider (with its page); `noindex` when the venue has no
 * active event.
 */
export function venuePageHead({
  page,
  publicUrl,
}: {
  page: VenuePageResponse & { venue: PublicVenue };
  publicUrl: string;
}): PageHead {
  const { venue, events } = page;
  const canonicalUrl = `${publicUrl}${paths.venuePage(venue.slug)}`;
  const title = venuePageTitle(venue);
  const description = venuePageDescription(venue, events);
  const tags = [
    ...previewTags({
      canonicalUrl,
      title,
      description,
      noindex: events.length === 0,
      imageUrl: venue.photoUrl ?? `${publicUrl}/icons/icon-512.png`,
    }),
    calendarLink(`${venue.name} trivia nights`, `${publicUrl}${paths.venueCalendar(venue.slug)}`),
    jsonLd(venuePageBreadcrumb(venue, publicUrl, canonicalUrl)),
    ...venueEvents(venue, events, canonicalUrl, {
      organizerUrl: (eventId) => {
        const provider = page.providers.find((each) => each.eventIds.includes(eventId));
        return provider && `${publicUrl}${paths.providerPage(provider.slug)}`;
      },
    }).map(jsonLd),
  ];
  return { title, description, tags: joinHtml(tags, '\n    ').value };
}

/**
 * A provider's page's `<head>`: title, description, canonical URL, Open Graph, its
 * calendar feed, and the provider as an `Organization` with an `Event` per night of its own.
 */
export function providerPageHead({
  page,
  publicUrl,
}: {
  page: ProviderPageResponse & { provider: PublicProvider };
  publicUrl: string;
}): PageHead {
  const { provider } = page;
  const canonicalUrl = `${publicUrl}${paths.providerPage(provider.slug)}`;
  const title = providerPageTitle(provider);
  const description = providerPageDescription(provider, page.venues);
  const tags = [
    ...previewTags({
      canonicalUrl,
      title,
      description,
      noindex: false,
      imageUrl: `${publicUrl}/icons/icon-512.png`,
    }),
    calendarLink(
      `Trivia by ${provider.name}`,
      `${publicUrl}${paths.providerCalendar(provider.slug)}`,
    ),
    jsonLdGraph(providerPageNodes(page, publicUrl, canonicalUrl)),
  ];
  return { title, description, tags: joinHtml(tags, '\n    ').value };
}

/** A season's standings page (decision 207): a table people link to, so it is indexed. */
export function standingsPageHead({
  standings,
  publicUrl,
}: {
  standings: StandingsResponse;
  publicUrl: string;
}): PageHead {
  const { season } = standings;
  return plainPageHead(
    {
      path: paths.standings(season.slug),
      title: standingsPageTitle(season),
      description: `${season.name}, a trivia league by ${season.owner.name}: the standings so far. ${seasonRuleSentence(season.rule)}.`,
    },
    publicUrl,
  );
}

/** A team's page (decision 211). */
export function teamPageHead({
  page,
  publicUrl,
}: {
  page: TeamPageResponse;
  publicUrl: string;
}): PageHead {
  return plainPageHead(
    {
      path: paths.teamPage(page.owner, page.team.slug),
      title: teamPageTitle(page),
      description: `${page.team.name}, a trivia team at ${page.owner.name}: its latest nights and its league standings.`,
    },
    publicUrl,
  );
}

/** The head of a page that names nothing we have (answered with 404): not indexed. */
const notFoundHead = (what: string, title: string): PageHead => ({
  title: `${title} not found | Trivia Near Me`,
  description: `We couldn’t find this ${what}. Find trivia nights near you on Trivia Near Me.`,
  tags: '<meta name="robots" content="noindex" />',
});

/** A team that never played there (answered with 404). */
export const UNKNOWN_TEAM_HEAD = notFoundHead('team', 'Team');

/** A season that does not exist (answered with 404). */
export const UNKNOWN_STANDINGS_HEAD = notFoundHead('league', 'League');

/** A provider page that does not exist, or a provider with no night now (answered with 404). */
export const UNKNOWN_PROVIDER_HEAD = notFoundHead('trivia host', 'Trivia host');

/** A venue page that does not exist (unknown, deleted or renamed; answered with 404). */
export const UNKNOWN_VENUE_HEAD = notFoundHead('venue', 'Venue');

/** The head of a city page whose place is unknown (answered with 404). */
export function unknownCityHead(slug: string): PageHead {
  const name = cityNameFromSlug(slug);
  return {
    title: `We couldn't find ${name} | Trivia Near Me`,
    description: `We couldn't find a place called ${name}. Search for a city or ZIP code to find trivia nights near you.`,
    tags: '<meta name="robots" content="noindex" />',
  };
}

/** The install guide (`/beta`). */
export const BETA_HEAD: PageHead = {
  title: PAGE_TITLES.beta,
  description:
    'Install Trivia Near Me on your iPhone, Android phone or computer: find trivia nights near you in one tap, even with a weak signal.',
  tags: '',
};

/** One night's Report a problem page (decision 093): not for search engines. */
export const REPORT_HEAD: PageHead = {
  title: 'Report a problem | Trivia Near Me',
  description: 'Tell the people who run a trivia night that something about it is wrong.',
  tags: '<meta name="robots" content="noindex" />',
};

/** Any path that is no page of ours (answered with 404). */
export const NOT_FOUND_HEAD: PageHead = {
  title: PAGE_TITLES.notFound,
  description: 'This page does not exist. Find trivia nights near you on Trivia Near Me.',
  tags: '<meta name="robots" content="noindex" />',
};
