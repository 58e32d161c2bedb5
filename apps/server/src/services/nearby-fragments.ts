import { type IsoDate, todayIn, type Week, weekFrom } from '@trivia/shared';
import type { DbOrTx } from '../db/client.ts';
import { perClient } from '../db/per-client.ts';
import { loadGazetteer } from '../geo/load-gazetteer.ts';
import { ByteLru } from '../lib/byte-lru.ts';
import { type DeflatedPiece, deflatedPiece, gzipOfPieces } from '../lib/gzip-pieces.ts';
import {
  type FindNearbyVenuesOptions,
  listVenues,
  readVenues,
  roundDistance,
  toNearbyVenue,
  type VenueRow,
} from './nearby-venues.ts';

/**
 * The nearby search's answer assembled from ready fragments (issue 18 point 5, decision 070).
 *
 * Each listed venue's JSON, but its distance, depends only on its row (place, names, read model),
 * the static gazetteer (its slug's town) and the week asked for. So it is serialised once per row
 * version and week: `{"id":…,"longitude":…` and `"photoUrl":…}` around the distance. The row version
 * is PostgreSQL's `xmin`, which every write of the venue row changes, including the triggers that
 * keep its read model (events, nights, providers' names): a change shows on the very next search,
 * in every process, with no invalidation message. The search statement answers each listed
 * venue's id, version and distance; only the venues without a fragment of that version are read.
 */

/**
 * What a process keeps: about 32,000 venues' fragments (≈1.5 KB each with their compressed bytes),
 * more than the 21,000 venues the bench's 500 places list at 100,000 venues.
 */
export const FRAGMENT_CACHE_BYTES = 48 * 1024 * 1024;

/**
 * A venue's answer around its distance, as UTF-8 bytes (the answer is written without encoding)
 * and as raw deflate, compressed once for every gzip answer that lists it (decision 087).
 */
interface Fragment {
  version: string;
  head: DeflatedPiece;
  tail: DeflatedPiece;
}

/** A fragment and the first day of the week it is for. */
interface Kept extends Fragment {
  from: IsoDate;
}

/**
 * Fragments by venue, each for one week, the least recently used dropped first past `maxBytes`.
 * Keyed by the venue's id alone: a key made per read (`id|week`) cost a new string, flattened and
 * hashed, 50 times a search (decision 085). A venue asked for in two weeks at once (visitors
 * either side of midnight) has its fragment made again when the week changes.
 */
export class FragmentCache {
  readonly #entries: ByteLru<Kept>;

  constructor(maxBytes = FRAGMENT_CACHE_BYTES) {
    this.#entries = new ByteLru(maxBytes, sizeOf);
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#entries.bytes;
  }

  /** The fragment of `venueId` for the week from `from`, when it is of `version`. */
  get(venueId: string, from: IsoDate, version: string): Fragment | undefined {
    const kept = this.#entries.get(venueId);
    return kept?.version === version && kept.from === from ? kept : undefined;
  }

  set(venueId: string, from: IsoDate, fragment: Fragment): void {
    this.#entries.set(venueId, { ...fragment, from });
  }
}

function sizeOf({ head, tail, version }: Kept): number {
  return (
    head.plain.length +
    head.deflated.length +
    tail.plain.length +
    tail.deflated.length +
    version.length +
    64
  );
}

/** One cache per database client. */
const caches = new WeakMap<object, FragmentCache>();

/** The fragments kept for `db`'s client, or null for a transaction (`perClient`). */
export function fragmentCacheOf(db: DbOrTx): FragmentCache | null {
  return perClient(caches, db, () => new FragmentCache());
}

const DISTANCE_KEY = ',"distanceMiles":0,';

/** The fragment of a venue for `week`, serialised from its read model. */
export function venueFragment(
  row: VenueRow,
  week: Week,
  gazetteer: Parameters<typeof toNearbyVenue>[3],
): Fragment {
  const text = JSON.stringify(toNearbyVenue(row, 0, week, gazetteer));
  // The first match is the key: the strings before it (id, slug, name, address) are serialised
  // with their quotes escaped.
  const at = text.indexOf(DISTANCE_KEY);
  if (at < 0) throw new Error('A nearby venue without its distance');
  return {
    version: row.version,
    head: deflatedPiece(Buffer.from(text.slice(0, at))),
    tail: deflatedPiece(Buffer.from(text.slice(at + DISTANCE_KEY.length))),
  };
}

/** The last weeks asked for, by first day: a week's dates are computed once, not per search. */
const weeks = new Map<IsoDate, Week>();

function weekOf(from: IsoDate): Week {
  let week = weeks.get(from);
  if (!week) {
    if (weeks.size >= 16) weeks.clear();
    week = weekFrom(from);
    weeks.set(from, week);
  }
  return week;
}

/** The pieces' bytes as they are, copied once into one buffer. */
function joinPieces(pieces: readonly (string | DeflatedPiece)[]): Buffer {
  let length = 0;
  for (const piece of pieces)
    length += typeof piece === 'string' ? piece.length : piece.plain.length;
  const bytes = Buffer.allocUnsafe(length);
  let offset = 0;
  for (const piece of pieces) {
    offset +=
      typeof piece === 'string'
        ? bytes.write(piece, offset, 'latin1')
        : piece.plain.copy(bytes, offset);
  }
  return bytes;
}

/** How the answer is sent: as it is, or gzip assembled from the compressed fragments. */
export type NearbyEncoding = 'identity' | 'gzip';

/**
 * The nearby search's answer as UTF-8 JSON, or that JSON gzipped: the same as
 * `JSON.stringify(await findNearbyVenues(…))` (a test holds them equal), from fragments kept per
 * database client.
 */
export async function findNearbyVenuesJson(
  options: FindNearbyVenuesOptions,
  encoding: NearbyEncoding = 'identity',
): Promise<Buffer> {
  const { db, radiusMiles, date = todayIn('UTC') } = options;
  const listed = await listVenues(options);
  const week = weekOf(date);
  const cache = fragmentCacheOf(db);
  // By the listed venue's index: most searches find every fragment kept, with no map to fill.
  const fragments: (Fragment | undefined)[] = listed.map(({ id, version }) =>
    cache?.get(id, week.from, version),
  );
  const missing = listed.filter((_, index) => fragments[index] === undefined).map(({ id }) => id);
  if (missing.length > 0) {
    const [rows, gazetteer] = await Promise.all([readVenues(db, missing), loadGazetteer()]);
    listed.forEach(({ id }, index) => {
      const row = fragments[index] === undefined ? rows.get(id) : undefined;
      if (!row) return;
      const fragment = venueFragment(row, week, gazetteer);
      fragments[index] = fragment;
      cache?.set(id, week.from, fragment);
    });
  }
  // The date is a checked ISO date and the numbers are finite: all ASCII.
  const pieces: (string | DeflatedPiece)[] = [
    `{"date":${JSON.stringify(date)},"radiusMiles":${radiusMiles},"venues":[`,
  ];
  let first = true;
  for (const [index, { distance }] of listed.entries()) {
    const fragment = fragments[index];
    if (!fragment) continue;
    if (!first) pieces.push(',');
    first = false;
    pieces.push(fragment.head, `,"distanceMiles":${roundDistance(distance)},`, fragment.tail);
  }
  pieces.push(']}');
  return encoding === 'gzip' ? gzipOfPieces(pieces) : joinPieces(pieces);
}
