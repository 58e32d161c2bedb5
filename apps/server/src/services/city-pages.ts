import {
  CITY_PAGE_RADIUS_MILES,
  type CityPlace,
  cityNameFromSlug,
  cityPageDescription,
  cityPageKeywords,
  cityPageTitle,
  citySlug,
  formatPrize,
  type NearbyVenuesResponse,
  paths,
  todayIn,
  US_STATES,
  zonedDateTime,
} from '@trivia/shared';
import { and, eq, isNotNull, max } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { events, venues } from '../db/schema/index.ts';
import { loadGazetteer } from '../geo/load-gazetteer.ts';
import { timezoneAt } from '../geo/timezone.ts';
import { findNearbyVenues } from './nearby-venues.ts';

/**
 * City landing pages (issue 5; DESIGN.md "City pages and search engines"): the place a slug
 * names, the page's search-engine metadata and structured data, and the sitemap's cities.
 */

/** The place of `/trivia-near-{slug}`, or null when the gazetteer knows no such town or ZIP. */
export async function findCityPlace({
  slug,
  now = new Date(),
}: {
  slug: string;
  now?: Date;
}): Promise<CityPlace | null> {
  const town = (await loadGazetteer()).findBySlug(slug);
  if (!town) return null;
  const timezone = timezoneAt(town.latitude, town.longitude);
  const stateName = US_STATES[town.stateCode];
  return {
    slug,
    name: cityNameFromSlug(slug),
    latitude: town.latitude,
    longitude: town.longitude,
    timezone,
    today: todayIn(timezone, now),
    stateCode: town.stateCode,
    ...(stateName ? { stateName } : {}),
  };
}

/** The nearby search a city page shows first: 30 miles from the place, its This Week. */
export function findCityPageVenues({
  db,
  place,
}: {
  db: DbOrTx;
  place: CityPlace;
}): Promise<NearbyVenuesResponse> {
  return findNearbyVenues({
    db,
    latitude: place.latitude,
    longitude: place.longitude,
    radiusMiles: CITY_PAGE_RADIUS_MILES,
    limit: 50,
    date: place.today,
  });
}

export interface PageHead {
  title: string;
  description: string;
  /** Further tags for `<head>`: keywords, canonical, Open Graph, robots, JSON-LD. */
  tags: string;
}

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? '',
  );

/** JSON inside `<script>`: `<` escaped so that no value can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, '');
}

const jsonLd = (value: unknown) =>
  `<script type="application/ld+json">${scriptJson({ '@context': 'https://schema.org', ...(value as object) })}</script>`;

/** schema.org `Event`s: one per occurrence of the week, at the venues within 30 miles. */
export function cityPageEvents(
  nearby: NearbyVenuesResponse,
  place: CityPlace,
  canonicalUrl: string,
): Record<string, unknown>[] {
  const events: Record<string, unknown>[] = [];
  for (const venue of nearby.venues) {
    const timezone = venue.timezone ?? place.timezone;
    for (const event of venue.events) {
      for (const occurrence of event.occurrences) {
        const endsLater = event.endTime !== undefined && event.endTime > event.startTime;
        events.push({
          '@type': 'Event',
          name: `${event.title} at ${venue.name}`,
          startDate: zonedDateTime(occurrence.date, event.startTime, timezone),
          ...(endsLater && event.endTime
            ? { endDate: zonedDateTime(occurrence.date, event.endTime, timezone) }
            : {}),
          eventStatus:
            occurrence.status === 'cancelled'
              ? 'https://schema.org/EventCancelled'
              : 'https://schema.org/EventScheduled',
          eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
          description: `${event.title} at ${venue.name}. Prize: ${formatPrize(event.prizeAmount ?? null, event.prizeDescription ?? null)}.`,
          location: {
            '@type': 'Place',
            name: venue.name,
            address: venue.address,
            geo: {
              '@type': 'GeoCoordinates',
              latitude: venue.latitude,
              longitude: venue.longitude,
            },
          },
          ...(event.providerName
            ? { organizer: { '@type': 'Organization', name: event.providerName } }
            : {}),
          ...(venue.photoUrl ? { image: [venue.photoUrl] } : {}),
          url: canonicalUrl,
        });
      }
    }
  }
  return events;
}

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
  const description = cityPageDescription(place.name, nearby.venues.length);
  const town = place.name.split(',')[0] ?? place.name;
  const breadcrumb = {
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${publicUrl}/` },
      // There are no state pages: the state is a crumb without a link (decision 025).
      ...(place.stateName ? [{ '@type': 'ListItem', position: 2, name: place.stateName }] : []),
      {
        '@type': 'ListItem',
        position: place.stateName ? 3 : 2,
        name: town,
        item: canonicalUrl,
      },
    ],
  };
  const tags = [
    `<meta name="keywords" content="${escapeHtml(cityPageKeywords(place.name, place.stateName))}" />`,
    `<link rel="canonical" href="${escapeHtml(canonicalUrl)}" />`,
    ...(nearby.venues.length === 0 ? ['<meta name="robots" content="noindex" />'] : []),
    '<meta property="og:type" content="website" />',
    '<meta property="og:site_name" content="Trivia Near Me" />',
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(canonicalUrl)}" />`,
    `<meta property="og:image" content="${escapeHtml(`${publicUrl}/icons/icon-512.png`)}" />`,
    '<meta name="twitter:card" content="summary" />',
    jsonLd(breadcrumb),
    ...cityPageEvents(nearby, place, canonicalUrl).map(jsonLd),
  ];
  return { title, description, tags: tags.join('\n    ') };
}

/** The head of a city page whose place is unknown (answered with 404). */
export function unknownCityHead(slug: string): PageHead {
  const name = cityNameFromSlug(slug);
  return {
    title: `We couldn't find ${name} | Trivia Near Me`,
    description: `We couldn't find a place called ${name}. Search for a city or ZIP code to find trivia nights near you.`,
    tags: '<meta name="robots" content="noindex" />',
  };
}

export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/**
 * The sitemap's pages: the home page and the city page of every town that has a venue with an
 * active event (the town each such venue is in or nearest to), with the newest change among
 * those venues' events.
 */
export async function listSitemapEntries({ db }: { db: DbOrTx }): Promise<SitemapEntry[]> {
  const gazetteer = await loadGazetteer();
  const list = await db
    .select({
      latitude: venues.latitude,
      longitude: venues.longitude,
      changed: max(events.updatedAt),
    })
    .from(venues)
    .innerJoin(events, and(eq(events.venueId, venues.id), eq(events.isActive, true)))
    .where(and(isNotNull(venues.latitude), isNotNull(venues.longitude)))
    .groupBy(venues.id);
  const cities = new Map<string, number>();
  for (const row of list) {
    if (row.latitude === null || row.longitude === null || row.changed === null) continue;
    const town = gazetteer.nearestTown(row.latitude, row.longitude);
    if (!town) continue;
    const slug = citySlug(town.name, town.stateCode);
    const changed = row.changed.getTime();
    cities.set(slug, Math.max(cities.get(slug) ?? 0, changed));
  }
  return [
    { path: paths.home },
    ...[...cities]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([slug, changed]) => ({
        path: paths.cityPage(slug),
        lastmod: new Date(changed).toISOString().slice(0, 10),
      })),
  ];
}

export function sitemapXml(entries: SitemapEntry[], publicUrl: string): string {
  const urls = entries.map(
    ({ path, lastmod }) =>
      `  <url>\n    <loc>${escapeHtml(`${publicUrl}${path}`)}</loc>${lastmod ? `\n    <lastmod>${lastmod}</lastmod>` : ''}\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(publicUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
}
