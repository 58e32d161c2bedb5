import {
  type CityPlace,
  cityNameFromSlug,
  cityPageSearch,
  citySlug,
  type NearbyVenuesResponse,
  paths,
  todayIn,
  US_STATES,
  VENUE_LIMIT,
} from '@trivia/shared';
import { and, eq, gt, isNotNull, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { events, venues } from '../db/schema/index.ts';
import { loadGazetteer } from '../geo/load-gazetteer.ts';
import { timezoneAt } from '../geo/timezone.ts';
import type { SitemapEntry } from '../seo/sitemap.ts';
import { findNearbyVenues } from './nearby/index.ts';

/**
 * City landing pages (DESIGN.md "City pages and search engines"): the place a slug
 * names, the venues its page shows first, and the sitemap's cities. What search engines read of
 * them (head, JSON-LD, sitemap XML) is written by `src/seo/`.
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

/**
 * The nearby search a city page shows: 30 miles from the place, its This Week, unless its address
 * names another of the list's radii (`?radius=50`, the list's form without script).
 */
export function findCityPageVenues({
  db,
  place,
  radiusMiles,
}: {
  db: DbOrTx;
  place: CityPlace;
  radiusMiles?: number;
}): Promise<NearbyVenuesResponse> {
  // The same search the browser asks for when the page hydrates (decision 081).
  return findNearbyVenues({
    db,
    query: { ...cityPageSearch(place, radiusMiles), limit: VENUE_LIMIT },
  });
}

/**
 * The sitemap's pages: the home page and the city page of every town that has a venue with an
 * active event whose nights have not all passed (decision 100; the town each such venue is in or
 * nearest to), with the newest change among those venues' events.
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
    .where(
      and(
        isNotNull(venues.latitude),
        isNotNull(venues.longitude),
        gt(venues.listedUntil, sql`now()`),
      ),
    )
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
