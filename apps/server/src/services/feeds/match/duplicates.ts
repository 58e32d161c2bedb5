import type { DbOrTx } from '../../../db/client.ts';
import { eventLoopTurns } from '../../../lib/event-loop-turns.ts';
import {
  buildVenueIndex,
  findCandidates,
  preparedHeldVenue,
  readHeldVenues,
} from './match-venues.ts';
import { classifyMatch, scorePrepared } from './score.ts';

export interface DuplicateVenuePair {
  /** The smaller id first, as in `distinct_venue_pairs`. */
  a: string;
  b: string;
  score: number;
  kind: 'certain' | 'uncertain';
}

const DEFAULT_LIMIT = 100;

/**
 * Venues we hold that may be one venue: each pair within a mile of each other or at
 * one house number and ZIP, scored and classified as a feed's venue is, each pair once. Certain
 * pairs first, then by score. `distinct` holds "idA|idB" pairs (idA < idB) an admin said are
 * different: never offered again.
 */
export async function findDuplicateVenues(options: {
  db: DbOrTx;
  limit?: number;
  distinct?: ReadonlySet<string>;
}): Promise<DuplicateVenuePair[]> {
  const { db, limit = DEFAULT_LIMIT, distinct = new Set<string>() } = options;
  const index = buildVenueIndex(await readHeldVenues(db));
  const turns = eventLoopTurns();
  const pairs: DuplicateVenuePair[] = [];
  for (const [at, venue] of index.venues.entries()) {
    await turns.maybeYield();
    const position =
      venue.latitude !== null && venue.longitude !== null
        ? { latitude: venue.latitude, longitude: venue.longitude }
        : null;
    for (const other of findCandidates(index, {
      position,
      addressKeys: index.addressKeys[at] ?? [],
    })) {
      // The search is symmetric: each pair is found from both sides and kept from the first.
      const otherId = index.venues[other]?.id;
      if (other <= at || !otherId) continue;
      const [a, b] = venue.id < otherId ? [venue.id, otherId] : [otherId, venue.id];
      if (distinct.has(`${a}|${b}`)) continue;
      const pair = scorePrepared(preparedHeldVenue(index, at), preparedHeldVenue(index, other));
      const kind = classifyMatch(pair);
      if (kind !== 'none') pairs.push({ a, b, score: pair.score, kind });
    }
  }
  const rank = (pair: DuplicateVenuePair) => (pair.kind === 'certain' ? 0 : 1);
  pairs.sort(
    (x, y) =>
      rank(x) - rank(y) ||
      y.score - x.score ||
      (x.a < y.a ? -1 : x.a > y.a ? 1 : x.b < y.b ? -1 : x.b > y.b ? 1 : 0),
  );
  return pairs.slice(0, limit);
}
