import { shortIdOfSlug } from '@trivia/shared';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { venueMerges, venueNameSql, venues } from '../db/schema/index.ts';
import { shortIdRange } from '../db/short-id-range.ts';

/**
 * What a merged venue's old addresses lead to (decision 158). A merge deletes the merged venue,
 * but links to it live on: its page and calendar subscription, the embed on a bar's site, the
 * public API, the ids of "saved venues" kept in browsers. `venue_merges` keeps each merged id
 * with its page slug and the venue that holds it now (always one hop: a later merge of the kept
 * venue moves the rows on).
 */

/** The venue that now holds each of `ids` that was merged away; ids never merged are absent. */
export async function findKeptVenueIds(options: {
  db: DbOrTx;
  ids: readonly string[];
}): Promise<Map<string, string>> {
  const ids = [...new Set(options.ids)];
  if (ids.length === 0) return new Map();
  const rows = await options.db
    .select({ mergedId: venueMerges.mergedVenueId, keptId: venueMerges.keptVenueId })
    .from(venueMerges)
    .where(inArray(venueMerges.mergedVenueId, ids));
  return new Map(rows.map((row) => [row.mergedId, row.keptId]));
}

/**
 * The venue now holding a merged venue whose page slug was `slug`, as a venue page's slug is
 * made from it (name, position, id); null when no merged venue had that slug. Found through the
 * merged id's short id, a range of the primary key, as a live venue's slug is.
 */
export async function findKeptVenueOfSlug(options: { db: DbOrTx; slug: string }): Promise<{
  id: string;
  name: string;
  latitude: number | null;
  longitude: number | null;
} | null> {
  const { db, slug } = options;
  const [row] = await db
    .select({
      id: venues.id,
      name: venueNameSql(),
      latitude: venues.latitude,
      longitude: venues.longitude,
    })
    .from(venueMerges)
    .innerJoin(venues, eq(venues.id, venueMerges.keptVenueId))
    .where(
      and(
        shortIdRange(venueMerges.mergedVenueId, shortIdOfSlug(slug)),
        eq(venueMerges.mergedSlug, slug),
      ),
    )
    .orderBy(desc(venueMerges.mergedAt))
    .limit(1);
  return row ?? null;
}
