import {
  type ProviderPageResponse,
  type PublicProvider,
  paths,
  providerPageSlug,
  shortIdOfSlug,
  VENUE_PAGE_WEEKS,
} from '@trivia/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { events, triviaProviders } from '../db/schema/index.ts';
import { shortIdRange } from '../db/short-id-range.ts';
import type { SitemapEntry } from '../seo/sitemap.ts';
import { PUBLIC_PROVIDER } from './public-providers.ts';
import { currentStandings } from './seasons/index.ts';
import { findVenuesForFeed, type SlugQuery, type VenueWithNights } from './venue-pages.ts';

/**
 * Public provider pages: `/trivia-by-{slug}`, its calendar feed, its embed and the
 * public API read the provider a slug names, with its venues and, at each, only its own events.
 * A provider is public while it is active and not rejected (decision 137), and has a page while
 * it has an active event.
 */

function toPublicProvider(row: {
  id: string;
  name: string;
  website: string | null;
  description: string | null;
}): PublicProvider {
  return {
    id: row.id,
    slug: providerPageSlug(row),
    name: row.name,
    ...(row.website ? { website: row.website } : {}),
    ...(row.description ? { description: row.description } : {}),
  };
}

/** The public provider `/trivia-by-{slug}` names; null when none does (or it is not public). */
export async function findPublicProvider({
  db,
  slug,
}: {
  db: DbOrTx;
  slug: string;
}): Promise<PublicProvider | null> {
  const rows = await db
    .select({
      id: triviaProviders.id,
      name: triviaProviders.name,
      website: triviaProviders.website,
      description: triviaProviders.description,
    })
    .from(triviaProviders)
    .where(and(PUBLIC_PROVIDER, shortIdRange(triviaProviders.id, shortIdOfSlug(slug))))
    // Two providers of one name whose uuids begin alike: the older keeps the slug.
    .orderBy(asc(triviaProviders.createdAt));
  const match = rows.map(toPublicProvider).find((provider) => provider.slug === slug);
  return match ?? null;
}

/**
 * The provider and every venue where it has an active event, by venue name, each with `weeks` of
 * that provider's nights from the venue's today, as its calendar feed reads them (with their
 * revisions, decision 177). A provider without one active event has none (`provider: null`).
 */
export async function findProviderNights({
  db,
  slug,
  weeks = VENUE_PAGE_WEEKS,
  now = new Date(),
}: SlugQuery): Promise<{ provider: PublicProvider | null; venues: VenueWithNights[] }> {
  const provider = await findPublicProvider({ db, slug });
  if (!provider) return { provider: null, venues: [] };
  const own = await db
    .select({ id: events.id, venueId: events.venueId })
    .from(events)
    .where(and(eq(events.providerId, provider.id), eq(events.isActive, true)));
  const eventIds = new Set(own.map((event) => event.id));
  const venueIds = [...new Set(own.map((event) => event.venueId))];
  const { found } = await findVenuesForFeed({ db, ids: venueIds, weeks, now });
  const venues = found
    .map((entry) => ({ ...entry, events: entry.events.filter((event) => eventIds.has(event.id)) }))
    // A one-time event whose night has passed is not upcoming: its venue leaves the page.
    .filter((entry) => entry.events.length > 0)
    .sort((a, b) => a.venue.name.localeCompare(b.venue.name));
  if (venues.length === 0) return { provider: null, venues: [] };
  return { provider, venues };
}

/**
 * The provider's page: `findProviderNights` as the page, its embed and the public API show it,
 * and its leagues running today (by its first venue's date).
 */
export async function findProviderPage(options: SlugQuery): Promise<ProviderPageResponse> {
  const { provider, venues } = await findProviderNights(options);
  const [first] = venues;
  if (!provider || !first) return { provider, venues: [] };
  return {
    provider,
    venues: venues.map(({ venue, today, events }) => ({ venue, today, events })),
    standings: await currentStandings(options.db, { providerId: provider.id }, first.today),
  };
}

/** The sitemap's provider pages: every public provider with an active event. */
export async function listProviderSitemapEntries({ db }: { db: DbOrTx }): Promise<SitemapEntry[]> {
  const rows = await db
    .selectDistinct({
      id: triviaProviders.id,
      name: triviaProviders.name,
      updatedAt: triviaProviders.updatedAt,
    })
    .from(triviaProviders)
    .innerJoin(events, and(eq(events.providerId, triviaProviders.id), eq(events.isActive, true)))
    .where(PUBLIC_PROVIDER);
  return rows
    .map((row) => ({
      path: paths.providerPage(providerPageSlug(row)),
      lastmod: row.updatedAt.toISOString().slice(0, 10),
    }))
    .sort((a, b) => a.path.localeCompare(b.path));
}
