import {
  haversineMiles,
  NEAREST_TRIVIA_LIMIT,
  type NearestTriviaResponse,
  venuePageSlug,
} from '@trivia/shared';
import { and, gt, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { searchIndexPoint, VENUE_INDEX_POINT, venueNameSql, venues } from '../db/schema/venues.ts';
import { loadGazetteer } from '../geo/load-gazetteer.ts';

/** The index orders by a flat projection; this many candidates leave room to re-rank by miles. */
const CANDIDATES = NEAREST_TRIVIA_LIMIT * 4;

/**
 * The nearest venues with active trivia, however far (the empty list says "The nearest
 * trivia is 212 mi away in Rapid City, SD"). Kept apart from the nearby search, which has its own
 * radius, limits and read model: this walks the same partial GiST index (`active_event_count > 0`)
 * for a handful of rows and measures them here.
 */
export async function findNearestTrivia(options: {
  db: DbOrTx;
  latitude: number;
  longitude: number;
}): Promise<NearestTriviaResponse> {
  const { db, latitude, longitude } = options;
  const rows = await db
    .select({
      id: venues.id,
      name: venueNameSql(),
      latitude: venues.latitude,
      longitude: venues.longitude,
    })
    .from(venues)
    // Exactly the partial index's predicate and expression, so the walk uses it; the venues
    // whose nights have all passed are skipped as it goes (decision 100).
    .where(
      and(
        gt(venues.activeEventCount, 0),
        isNotNull(venues.latitude),
        gt(venues.listedUntil, sql`now()`),
      ),
    )
    .orderBy(sql`${VENUE_INDEX_POINT} <-> ${searchIndexPoint(latitude, longitude)}`)
    .limit(CANDIDATES);
  const gazetteer = await loadGazetteer();
  const nearest = rows
    .flatMap((row) =>
      row.latitude === null || row.longitude === null
        ? []
        : [{ ...row, latitude: row.latitude, longitude: row.longitude }],
    )
    .map((row) => {
      const town = gazetteer.nearestTown(row.latitude, row.longitude);
      return {
        id: row.id,
        name: row.name,
        town: town ? `${town.name}, ${town.stateCode}` : null,
        distanceMiles: haversineMiles({ latitude, longitude }, row),
        slug: venuePageSlug({ id: row.id, name: row.name, town }),
      };
    })
    .sort((a, b) => a.distanceMiles - b.distanceMiles || a.name.localeCompare(b.name))
    .slice(0, NEAREST_TRIVIA_LIMIT);
  return { venues: nearest };
}
