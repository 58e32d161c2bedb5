import type { IsoDate, NearbyVenue, Week } from '@trivia/shared';
import { LRUCache } from 'lru-cache';
import type { DbOrTx } from '../../db/client.ts';
import { perClient } from '../../db/per-client.ts';
import type { Gazetteer } from '../../geo/gazetteer.ts';
import { type DeflatedPiece, deflatedPiece, gzipOfPieces } from '../../lib/gzip-pieces.ts';
import { roundDistance, toNearbyVenue } from './answer.ts';
import type { ListedRow } from './ranking.ts';
import type { VenueRow } from './statement.ts';

/**
 * The nearby answer assembled from ready fragments (decisions 070 and 087).
 *
 * A listed venue's JSON, but its distance, depends only on its row (place, names, read model), the
 * static gazetteer (its slug's town) and the week asked for. So it is serialised once per row
 * version and week, in two pieces either side of the distance, each also compressed once for
 * every gzip answer that lists it. The row version is PostgreSQL's `xmin`, which every write of the
 * venue row changes, the read model's triggers included: a change shows on the very next search.
 */

type Field = keyof NearbyVenue;
/** The fields before the distance, in the answer's order. */
const HEAD_FIELDS = [
  'id',
  'slug',
  'name',
  'address',
  'latitude',
  'longitude',
] as const satisfies readonly Field[];
/** The fields after the distance, in the answer's order. */
const TAIL_FIELDS = [
  'photoUrl',
  'photoCategory',
  'timezone',
  'events',
] as const satisfies readonly Field[];
type Listed = (typeof HEAD_FIELDS)[number] | (typeof TAIL_FIELDS)[number] | 'distanceMiles';
/** Fails to compile when `NearbyVenue` gains a field that neither list places. */
const UNPLACED: Record<Exclude<Field, Listed>, never> = {};
void UNPLACED;

/** A venue's answer around its distance, for the row version it was made from. */
export interface Fragment {
  version: string;
  /** `{"id":…,"longitude":…` */
  head: DeflatedPiece;
  /** `,"photoUrl":…}` */
  tail: DeflatedPiece;
}

/** `fields` of `venue` as JSON members, without the braces: `"id":"…","slug":"…"`. */
function members(venue: NearbyVenue, fields: readonly Field[]): string {
  const picked: Partial<Record<Field, unknown>> = {};
  for (const field of fields) picked[field] = venue[field];
  return JSON.stringify(picked).slice(1, -1);
}

/** The fragment of a venue for `week`, serialised from its read model, field list by field list. */
export function venueFragment(
  row: VenueRow,
  week: Week,
  gazetteer: Pick<Gazetteer, 'nearestTown'>,
): Fragment {
  const venue = toNearbyVenue(row, 0, week, gazetteer);
  const tail = members(venue, TAIL_FIELDS);
  return {
    version: row.version,
    head: deflatedPiece(Buffer.from(`{${members(venue, HEAD_FIELDS)}`)),
    tail: deflatedPiece(Buffer.from(`${tail ? `,${tail}` : ''}}`)),
  };
}

/**
 * What a process keeps of fragments (sized for the venues the bench's places list; decision 085).
 */
export const FRAGMENT_CACHE_BYTES = 48 * 1024 * 1024;

/** A fragment and the first day of the week it is for. */
interface Kept extends Fragment {
  from: IsoDate;
}

/**
 * Fragments by venue id, each for one week, the least recently used dropped first past
 * `maxBytes`. A venue asked for in two weeks at once (visitors either side of midnight) has its
 * fragment made again when the week changes.
 */
export class FragmentCache {
  readonly #entries: LRUCache<string, Kept>;

  constructor(maxBytes = FRAGMENT_CACHE_BYTES) {
    this.#entries = new LRUCache({ maxSize: maxBytes, sizeCalculation: sizeOf });
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#entries.calculatedSize;
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

const caches = new WeakMap<object, FragmentCache>();

/** The fragments kept for `db`'s client, or null for a transaction (`perClient`). */
export function fragmentCacheOf(db: DbOrTx): FragmentCache | null {
  return perClient(caches, db, () => new FragmentCache());
}

/** How the answer is sent: as it is, or gzip assembled from the compressed fragments. */
export type NearbyEncoding = 'identity' | 'gzip';

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

/** An answer's text as pieces: strings (ASCII) and kept fragments' pieces, in order. */
export type AnswerPieces = (string | DeflatedPiece)[];

/**
 * The answer (`NearbyVenuesResponse`) as pieces: the listed venues in rank order, each from its
 * fragment and its distance. `fragments[i]` is `listed[i]`'s; a venue without one (deleted
 * meanwhile) is left out.
 */
export function answerPieces(options: {
  date: IsoDate;
  radiusMiles: number;
  listed: readonly ListedRow[];
  fragments: readonly (Fragment | undefined)[];
}): AnswerPieces {
  const { date, radiusMiles, listed, fragments } = options;
  // The date is a checked ISO date and the numbers are finite: all ASCII.
  const pieces: AnswerPieces = [
    `{"date":${JSON.stringify(date)},"radiusMiles":${radiusMiles},"venues":[`,
  ];
  let first = true;
  for (const [index, { distance }] of listed.entries()) {
    const fragment = fragments[index];
    if (!fragment) continue;
    if (!first) pieces.push(',');
    first = false;
    pieces.push(fragment.head, `,"distanceMiles":${roundDistance(distance)}`, fragment.tail);
  }
  pieces.push(']}');
  return pieces;
}

/** The answer's bytes: its JSON as it is, or gzipped from the compressed fragments. */
export function answerBytes(pieces: AnswerPieces, encoding: NearbyEncoding): Buffer {
  return encoding === 'gzip' ? gzipOfPieces(pieces) : joinPieces(pieces);
}

/** The answer's JSON bytes, piece by piece, whatever it is sent in (its ETag's input). */
export function* plainPieces(pieces: AnswerPieces): Generator<Buffer | string> {
  for (const piece of pieces) yield typeof piece === 'string' ? piece : piece.plain;
}
