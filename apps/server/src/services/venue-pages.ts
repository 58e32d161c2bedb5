import {
  addDays,
  CALENDAR_FEED_WEEKS,
  citySlug,
  type IsoDate,
  occurrenceDates,
  type PublicVenue,
  paths,
  photoCategory,
  shortIdOfSlug,
  todayIn,
  US_STATES,
  VENUE_PAGE_WEEKS,
  type VenuePageResponse,
  venuePageSlug,
  venueTimeZone,
} from '@trivia/shared';
import { and, gt, inArray, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../db/client.ts';
import { PublicEvent, PublicNight } from '../db/read-model/venue-read-model.ts';
import { venueNameSql, venues } from '../db/schema/index.ts';
import { shortIdRange } from '../db/short-id-range.ts';
import type { Gazetteer } from '../geo/gazetteer.ts';
import { loadGazetteer } from '../geo/load-gazetteer.ts';
import type { SitemapEntry } from '../seo/sitemap.ts';
import { findKeptVenueIds, findKeptVenueOfSlug } from './merged-venues.ts';
import { flaggedNights, toNearbyEvent, upcomingEvents } from './nearby/index.ts';
import { NightRevisions, nightRevisionsOfVenueSql } from './night-revisions.ts';
import { findProviderLinks } from './public-providers.ts';
import { latestVenueResults } from './results/index.ts';
import { TeamCounts, teamCountMap, teamCountsOfVenueSql } from './rsvps/index.ts';
import { currentStandings } from './seasons/index.ts';
import { findMoreTriviaNearby } from './venue-page-nearby.ts';

/**
 * Public venue pages and calendar feeds (decision 050): the venue a slug names and its
 * active events with their nights, read from the venue's read model (decisions 014 and 030) — the
 * same events and night statuses the nearby search shows. What search engines and calendars read
 * of them is written by `src/seo/`.
 */

const VenueRow = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  timezone: z.string().nullable(),
  photoUrl: z.string().nullable(),
  website: z.string().nullable(),
  phone: z.string().nullable(),
  updatedAt: z.date(),
  events: z.array(PublicEvent).nullable(),
  nights: z.array(PublicNight).nullable(),
  teams: TeamCounts,
  revisions: NightRevisions,
});
type VenueRow = z.infer<typeof VenueRow>;

const VENUE_COLUMNS = {
  id: venues.id,
  nameOriginal: venues.nameOriginal,
  googleName: venues.googleName,
  addressOriginal: venues.addressOriginal,
  googleFormattedAddress: venues.googleFormattedAddress,
  latitude: venues.latitude,
  longitude: venues.longitude,
  timezone: venues.timezone,
  photoUrl: venues.thumbnailUrl,
  website: venues.googleWebsite,
  phone: venues.googlePhoneNumber,
  updatedAt: venues.updatedAt,
  events: venues.publicEvents,
  nights: venues.publicNights,
  /** Teams coming to its nights: one grouped count in the statement. */
  teams: sql<unknown>`${sql.raw(teamCountsOfVenueSql('"venues"."id"'))}`,
  /** Its events' and nights' revisions (decision 177), in the same snapshot as its read model. */
  revisions: sql<unknown>`${sql.raw(nightRevisionsOfVenueSql('"venues"."id"'))}`,
};

async function selectVenues(db: DbOrTx, where: SQL | undefined): Promise<VenueRow[]> {
  const rows = await db.select(VENUE_COLUMNS).from(venues).where(where);
  return rows.map((row) =>
    VenueRow.parse({
      ...row,
      name: row.googleName ?? row.nameOriginal,
      address: row.googleFormattedAddress ?? row.addressOriginal,
    }),
  );
}

/** A venue with its page's facts and its events' nights over a number of weeks from its today. */
export interface VenueWithNights {
  venue: PublicVenue;
  today: IsoDate;
  updatedAt: Date;
  events: VenuePageResponse['events'];
  /** What its nights' calendar SEQUENCEs are made of (`nightSequence`, decision 177). */
  revisions: NightRevisions;
}

function townOf(gazetteer: Gazetteer, row: VenueRow): PublicVenue['town'] {
  if (row.latitude === null || row.longitude === null) return undefined;
  const town = gazetteer.nearestTown(row.latitude, row.longitude);
  if (!town) return undefined;
  const stateName = US_STATES[town.stateCode];
  return {
    name: town.name,
    stateCode: town.stateCode,
    ...(stateName ? { stateName } : {}),
    citySlug: citySlug(town.name, town.stateCode),
  };
}

function withNights(
  gazetteer: Gazetteer,
  row: VenueRow,
  weeks: number,
  now: Date,
): VenueWithNights {
  const town = townOf(gazetteer, row);
  const timezone = venueTimeZone(row.timezone);
  const today = todayIn(timezone, now);
  const last = addDays(today, weeks * 7 - 1);
  const flagged = flaggedNights(row.nights, today, last);
  const teams = teamCountMap(row.teams);
  return {
    today,
    updatedAt: row.updatedAt,
    revisions: row.revisions,
    venue: {
      id: row.id,
      slug: venuePageSlug({ id: row.id, name: row.name, town }),
      name: row.name,
      address: row.address,
      ...(row.latitude !== null && row.longitude !== null
        ? { latitude: row.latitude, longitude: row.longitude }
        : {}),
      ...(row.photoUrl ? { photoUrl: row.photoUrl } : {}),
      photoCategory: photoCategory(row.name),
      ...(row.website ? { website: row.website } : {}),
      ...(row.phone ? { phone: row.phone } : {}),
      timezone,
      ...(town ? { town } : {}),
    },
    events: upcomingEvents(row.events, today).map((event) =>
      toNearbyEvent(event, today, (rule) => occurrenceDates(rule, today, last), flagged, teams),
    ),
  };
}

/** What a public page's data is read by: the slug of its address, and its weeks of nights. */
export interface SlugQuery {
  db: DbOrTx;
  slug: string;
  /** How many weeks of nights from today (a page's four unless said). */
  weeks?: number;
  /** The moment today is of (tests pass one). */
  now?: Date;
}

/**
 * The venue `/trivia-at-{slug}` names, with `weeks` of nights from its today; null when no venue
 * has that slug (unknown, deleted, or renamed since the link was made).
 */
export async function findVenueBySlug({
  db,
  slug,
  weeks = VENUE_PAGE_WEEKS,
  now = new Date(),
}: SlugQuery): Promise<VenueWithNights | null> {
  const rows = await selectVenues(db, shortIdRange(venues.id, shortIdOfSlug(slug)));
  if (rows.length === 0) return null;
  const gazetteer = await loadGazetteer();
  // Two venues of one name in one town whose uuids begin alike: the older keeps the slug.
  const match = rows
    .map((row) => withNights(gazetteer, row, weeks, now))
    .filter(({ venue }) => venue.slug === slug)
    .sort((a, b) => a.updatedAt.getTime() - b.updatedAt.getTime())[0];
  return match ?? null;
}

/**
 * The slug of the venue a merged venue's `slug` now leads to (decision 158): its page, calendar,
 * embed and API addresses answer with a permanent redirect there. Null when no merged venue had
 * that slug; asked only after no venue has it, so a live venue's address never moves.
 */
export async function findMovedVenueSlug(options: {
  db: DbOrTx;
  slug: string;
}): Promise<string | null> {
  const kept = await findKeptVenueOfSlug(options);
  return kept ? venueSlugOf(await loadGazetteer(), kept) : null;
}

/**
 * The venue page's answer (`GET /api/venue-pages/{slug}`), with more trivia nearby and its events'
 * providers' pages.
 */
export async function findVenuePage(options: Omit<SlugQuery, 'weeks'>): Promise<VenuePageResponse> {
  const found = await findVenueBySlug(options);
  if (!found) {
    return {
      today: todayIn('UTC', options.now),
      venue: null,
      events: [],
      nearby: [],
      providers: [],
      results: [],
      standings: [],
    };
  }
  const { today, venue, events } = found;
  const nearby = await findMoreTriviaNearby({ db: options.db, venue, today });
  const eventIds = events.map((event) => event.id);
  const providers = await findProviderLinks({ db: options.db, eventIds });
  const results = await latestVenueResults(options.db, venue.id);
  const standings = await currentStandings(options.db, { venueId: venue.id }, today);
  return { today, venue, events, nearby, providers, results, standings };
}

/**
 * The venues of a combined feed (`/calendar.ics?venues=`) or of a provider's page, in the order
 * asked, each once, with `weeks` of nights (a feed's by default); the ids no venue has are listed
 * apart so that the request can name them. An id merged away (a venue saved in a browser before
 * the merge) is the venue it was merged into (decision 158).
 */
export async function findVenuesForFeed({
  db,
  ids,
  weeks = CALENDAR_FEED_WEEKS,
  now = new Date(),
}: {
  db: DbOrTx;
  ids: readonly string[];
  weeks?: number;
  now?: Date;
}): Promise<{ found: VenueWithNights[]; unknown: string[] }> {
  const rows = await selectVenues(db, inArray(venues.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  // Merges are looked up only for ids no venue has: a page of live venues asks nothing more.
  const missing = ids.filter((id) => !byId.has(id));
  const keptOf = await findKeptVenueIds({ db, ids: missing });
  const keptToRead = [...new Set(keptOf.values())].filter((id) => !byId.has(id));
  if (keptToRead.length > 0) {
    for (const row of await selectVenues(db, inArray(venues.id, keptToRead))) {
      byId.set(row.id, row);
    }
  }
  const gazetteer = await loadGazetteer();
  const found: VenueWithNights[] = [];
  const unknown: string[] = [];
  const listed = new Set<string>();
  for (const id of ids) {
    const row = byId.get(keptOf.get(id) ?? id);
    if (!row) unknown.push(id);
    else if (!listed.has(row.id)) {
      listed.add(row.id);
      found.push(withNights(gazetteer, row, weeks, now));
    }
  }
  return { found, unknown };
}

/**
 * The sitemap's venue pages: every venue with an active event whose nights have not all passed
 * (decision 100), with the day it last changed.
 */
/** A venue's page slug from its row: its name, the town nearest its position, its id. */
export function venueSlugOf(
  gazetteer: Gazetteer,
  row: { id: string; name: string; latitude: number | null; longitude: number | null },
): string {
  return venuePageSlug({
    id: row.id,
    name: row.name,
    town:
      row.latitude === null || row.longitude === null
        ? null
        : gazetteer.nearestTown(row.latitude, row.longitude),
  });
}

export async function listVenueSitemapEntries({ db }: { db: DbOrTx }): Promise<SitemapEntry[]> {
  const rows = await db
    .select({
      id: venues.id,
      name: venueNameSql(),
      latitude: venues.latitude,
      longitude: venues.longitude,
      updatedAt: venues.updatedAt,
    })
    .from(venues)
    .where(and(gt(venues.activeEventCount, 0), gt(venues.listedUntil, sql`now()`)));
  const gazetteer = await loadGazetteer();
  return rows
    .map((row) => ({
      path: paths.venuePage(venueSlugOf(gazetteer, row)),
      lastmod: row.updatedAt.toISOString().slice(0, 10),
    }))
    .sort((a, b) => a.path.localeCompare(b.path));
}
