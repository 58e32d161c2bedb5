import {
  type Actor,
  changeScope,
  paths,
  providerPageSlug,
  type SeasonResponse,
  type SeasonsResponse,
  venuePageSlug,
} from '@trivia/shared';
import { asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  seasonEvents,
  seasons,
  triviaProviders,
  userVenues,
  venues,
} from '../../db/schema/index.ts';
import { loadGazetteer } from '../../geo/load-gazetteer.ts';
import type { SitemapEntry } from '../../seo/sitemap.ts';
import { displayName } from '../venue-name.ts';

export type SeasonRow = typeof seasons.$inferSelect;

export const SEASON_NOT_FOUND = 'No such season.';

/** The season's owner as its answers name it: the provider, or the venue by its shown name. */
export async function ownerOf(db: DbOrTx, season: SeasonRow): Promise<SeasonResponse['owner']> {
  if (season.providerId !== null) {
    const [provider] = await db
      .select({ name: triviaProviders.name })
      .from(triviaProviders)
      .where(eq(triviaProviders.id, season.providerId));
    return { kind: 'provider', id: season.providerId, name: provider?.name ?? '' };
  }
  const venueId = season.venueId ?? '';
  const [venue] = await db.select().from(venues).where(eq(venues.id, venueId));
  return { kind: 'venue', id: venueId, name: venue ? displayName(venue) : '' };
}

/** The season's owner as its public pages name it, with its page's slug (decision 211). */
export async function publicOwnerOf(
  db: DbOrTx,
  season: SeasonRow,
): Promise<{ kind: 'provider' | 'venue'; name: string; slug: string }> {
  const owner = await ownerOf(db, season);
  if (owner.kind === 'provider') {
    return { kind: owner.kind, name: owner.name, slug: providerPageSlug(owner) };
  }
  const [venue] = await db.select().from(venues).where(eq(venues.id, owner.id));
  const town =
    venue?.latitude == null || venue.longitude == null
      ? null
      : (await loadGazetteer()).nearestTown(venue.latitude, venue.longitude);
  return { kind: owner.kind, name: owner.name, slug: venuePageSlug({ ...owner, town }) };
}

/** The admin answer of one stored season. */
export async function seasonAnswer(db: DbOrTx, season: SeasonRow): Promise<SeasonResponse> {
  const counted = await db
    .select({ eventId: seasonEvents.eventId })
    .from(seasonEvents)
    .where(eq(seasonEvents.seasonId, season.id))
    .orderBy(asc(seasonEvents.eventId));
  return {
    id: season.id,
    slug: season.slug,
    name: season.name,
    owner: await ownerOf(db, season),
    startsOn: season.startsOn,
    endsOn: season.endsOn,
    eventIds: counted.map((row) => row.eventId),
    rule: season.rule,
  };
}

/** Seasons of the actor's providers, or of venues they manage (`canManageSeason` in SQL). */
function managedSeasonsCondition(actor: Actor): SQL {
  const ofManagedVenue = sql`exists (select 1 from ${userVenues} where ${userVenues.venueId} = ${seasons.venueId} and ${userVenues.userId} = ${actor.userId})`;
  if (actor.providerIds.length === 0) return ofManagedVenue;
  return or(ofManagedVenue, inArray(seasons.providerId, [...actor.providerIds])) ?? ofManagedVenue;
}

/**
 * `GET /api/admin/seasons`: the seasons the actor may manage (decision 207), latest first:
 * every one for platform admins, none for read-only staff.
 */
export async function listSeasons(options: { db: DbOrTx; actor: Actor }): Promise<SeasonsResponse> {
  const { db, actor } = options;
  const scope = changeScope(actor);
  if (scope === 'none') return { seasons: [] };
  const rows = await db
    .select()
    .from(seasons)
    .where(scope === 'all' ? undefined : managedSeasonsCondition(actor))
    .orderBy(sql`${seasons.startsOn} desc`, asc(seasons.name));
  return { seasons: await Promise.all(rows.map((row) => seasonAnswer(db, row))) };
}

/** The sitemap's standings pages: every season, with the day it last changed (decision 207). */
export async function listSeasonSitemapEntries({ db }: { db: DbOrTx }): Promise<SitemapEntry[]> {
  const rows = await db
    .select({ slug: seasons.slug, updatedAt: seasons.updatedAt })
    .from(seasons)
    .orderBy(asc(seasons.slug));
  return rows.map((row) => ({
    path: paths.standings(row.slug),
    lastmod: row.updatedAt.toISOString().slice(0, 10),
  }));
}
