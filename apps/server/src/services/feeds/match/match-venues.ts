import { EARTH_RADIUS_MILES, haversineMiles, type LatLng } from '@trivia/shared';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../../db/client.ts';
import { venues } from '../../../db/schema/index.ts';
import { eventLoopTurns } from '../../../lib/event-loop-turns.ts';
import { locateAddress } from '../../venues/index.ts';
import {
  classifyMatch,
  MATCH_THRESHOLDS,
  type PreparedVenue,
  prepareVenue,
  scorePrepared,
} from './score.ts';

/**
 * Which of our venues a feed's venues are: each incoming venue is scored against
 * the venues we hold within a mile of it and those at its house number in its ZIP code or town, and
 * classified by `classifyMatch`. Nothing is written: the caller links a certain match and queues
 * an uncertain one for review.
 */

export interface IncomingVenue {
  key: string;
  name: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
}

export type VenueMatch =
  | { kind: 'certain'; venueId: string; score: number }
  /** Best first, at most MAX_CANDIDATES. */
  | { kind: 'uncertain'; candidates: { venueId: string; score: number }[] }
  | { kind: 'none' };

export const MAX_CANDIDATES = 3;

/** The columns of a held venue the matcher reads. */
export interface HeldVenue {
  id: string;
  nameOriginal: string;
  addressOriginal: string;
  googleName: string | null;
  googleFormattedAddress: string | null;
  latitude: number | null;
  longitude: number | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const number = (value: unknown) => (typeof value === 'number' ? value : null);

/** Venues read per query: each query and each page's indexing stays a short turn of the loop. */
const PAGE = 1_000;

/**
 * Every venue we hold (the matcher looks at them all, in memory), a page of PAGE at a time by id,
 * each page as one JSON value: PGlite hands each row over to JavaScript separately, which is slow
 * by the hundred thousand, and one query for all of them would hold the embedded database (and
 * the event loop) for the whole read.
 */
export async function readHeldVenues(
  db: DbOrTx,
  onPage: (page: HeldVenue[]) => void = () => {},
): Promise<HeldVenue[]> {
  const held: HeldVenue[] = [];
  let after: string | null = null;
  for (;;) {
    const [row] = await queryRows<{ venues: string | null }>(
      db,
      sql`select json_agg(json_build_array(id, name_original, address_original, google_name,
          google_formatted_address, latitude, longitude) order by id)::text as venues
        from (select * from ${venues} ${after === null ? sql`` : sql`where id > ${after}`}
          order by id limit ${PAGE}) page`,
    );
    const page = heldVenuesOf(row?.venues ?? null);
    if (page.length === 0) return held;
    held.push(...page);
    onPage(page);
    after = page.at(-1)?.id ?? null;
    if (page.length < PAGE) return held;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

function heldVenuesOf(json: string | null): HeldVenue[] {
  const tuples: unknown = JSON.parse(json ?? '[]');
  if (!Array.isArray(tuples)) return [];
  return tuples.flatMap((tuple: unknown) => {
    if (!Array.isArray(tuple)) return [];
    const id = text(tuple[0]);
    const nameOriginal = text(tuple[1]);
    const addressOriginal = text(tuple[2]);
    if (!id || nameOriginal === null || addressOriginal === null) return [];
    const latitude = number(tuple[5]);
    const longitude = number(tuple[6]);
    const hasPosition = latitude !== null && longitude !== null;
    return [
      {
        id,
        nameOriginal,
        addressOriginal,
        googleName: text(tuple[3]),
        googleFormattedAddress: text(tuple[4]),
        latitude: hasPosition ? latitude : null,
        longitude: hasPosition ? longitude : null,
      },
    ];
  });
}

const ZIP_AT_END = /\b(\d{5})(?:-\d{4})?(?:\s*,?\s*(?:usa|us|united states))?\s*$/i;
const TOWN_STATE_AT_END =
  /,\s*([^,\d]+?)(?:,\s*|\s+)([a-z]{2})\.?(?:\s+\d{5}(?:-\d{4})?)?(?:\s*,\s*(?:usa|us|united states))?\s*$/i;
/** A number opening a comma-separated part and followed by a word: '123 Main St', not '2nd Fl'. */
const HOUSE_NUMBER = /(?:^|,)\s*(\d+)[a-z]?\s+[^\d\s,]/i;

/**
 * The address index's keys: house number and ZIP code ('123|z|37203'), and house number, town and
 * state ('123|t|nashville|TN'). Venues at one address share one whatever their coordinates (a
 * ZIP's centre, a wrong pin). Read with regular expressions, not the full normalisation, since
 * every held venue needs them; the scorer compares the streets.
 */
export function addressKeys(address: string | null): string[] {
  const house = address ? HOUSE_NUMBER.exec(address) : null;
  if (!address || !house?.[1]) return [];
  const keys: string[] = [];
  const zip = ZIP_AT_END.exec(address);
  if (zip?.[1] && zip.index > house.index) keys.push(`${house[1]}|z|${zip[1]}`);
  const townState = TOWN_STATE_AT_END.exec(address);
  if (townState?.[1] && townState[2] && townState.index > house.index) {
    const town = townState[1]
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
    keys.push(`${house[1]}|t|${town}|${townState[2].toUpperCase()}`);
  }
  return keys;
}

const RADIUS_MILES = MATCH_THRESHOLDS.apartMiles;
const MILES_PER_DEGREE = (EARTH_RADIUS_MILES * Math.PI) / 180;
/** Grid rows are a mile of latitude; a row's cells are about a mile of longitude at its latitude. */
const ROW_DEGREES = RADIUS_MILES / MILES_PER_DEGREE;

const rowOf = (latitude: number) => Math.floor(latitude / ROW_DEGREES);

function columnDegrees(row: number): number {
  const latitude = Math.min(89, Math.abs((row + 0.5) * ROW_DEGREES));
  return ROW_DEGREES / Math.cos((latitude * Math.PI) / 180);
}

/**
 * A cell's key, a small integer (V8 keeps those unboxed): rows span ±6,300 and columns ±12,500,
 * within the offsets.
 */
const cellKey = (row: number, column: number) => (row + 8_192) * 32_768 + (column + 16_384);

/** The venues we hold, findable by position and by address, each prepared on first use. */
export interface VenueIndex {
  venues: readonly HeldVenue[];
  /** Grid cell → positions in `venues`. */
  cells: Map<number, number[]>;
  /** addressKeys → positions in `venues`. */
  byAddress: Map<string, number[]>;
  /** The address keys of each venue (its own address and Google's). */
  addressKeys: (readonly string[])[];
  prepared: (PreparedVenue | undefined)[];
}

function push<K>(map: Map<K, number[]>, key: K, at: number): void {
  const list = map.get(key);
  if (list) list.push(at);
  else map.set(key, [at]);
}

/** Pure, as is `findCandidates`: the benchmark builds and searches one without a database. */
export function buildVenueIndex(held: readonly HeldVenue[]): VenueIndex {
  const index = emptyVenueIndex();
  addToVenueIndex(index, held);
  return index;
}

function emptyVenueIndex(): VenueIndex & { venues: HeldVenue[] } {
  return { venues: [], cells: new Map(), byAddress: new Map(), addressKeys: [], prepared: [] };
}

/** Indexes more venues (a page as it is read). */
function addToVenueIndex(index: VenueIndex & { venues: HeldVenue[] }, held: readonly HeldVenue[]) {
  for (const venue of held) {
    const at = index.venues.length;
    index.venues.push(venue);
    index.prepared.push(undefined);
    if (venue.latitude !== null && venue.longitude !== null) {
      const row = rowOf(venue.latitude);
      push(index.cells, cellKey(row, Math.floor(venue.longitude / columnDegrees(row))), at);
    }
    const keys = addressKeys(venue.addressOriginal);
    for (const key of addressKeys(venue.googleFormattedAddress)) {
      if (!keys.includes(key)) keys.push(key);
    }
    index.addressKeys.push(keys);
    for (const key of keys) push(index.byAddress, key, at);
  }
}

export function preparedHeldVenue(index: VenueIndex, at: number): PreparedVenue {
  let prepared = index.prepared[at];
  if (!prepared) {
    const venue = index.venues[at];
    if (!venue) throw new Error(`preparedHeldVenue: no venue at ${at}`);
    prepared = prepareVenue({
      names: [venue.nameOriginal, venue.googleName],
      addresses: [venue.addressOriginal, venue.googleFormattedAddress],
      latitude: venue.latitude,
      longitude: venue.longitude,
    });
    index.prepared[at] = prepared;
  }
  return prepared;
}

/**
 * The held venues (positions in `index.venues`) within a mile of a position, and those sharing
 * one of the address keys; each once.
 */
export function findCandidates(
  index: VenueIndex,
  query: { position: LatLng | null; addressKeys: readonly string[] },
): number[] {
  const found = new Set<number>();
  const { position } = query;
  if (position) {
    const latitudeSpan = ROW_DEGREES;
    // Longitude degrees shrink towards the pole: widen by the circle's most poleward latitude.
    const poleward = Math.min(89, Math.abs(position.latitude) + latitudeSpan);
    const longitudeSpan = latitudeSpan / Math.cos((poleward * Math.PI) / 180);
    for (
      let row = rowOf(position.latitude - latitudeSpan);
      row <= rowOf(position.latitude + latitudeSpan);
      row += 1
    ) {
      const width = columnDegrees(row);
      const last = Math.floor((position.longitude + longitudeSpan) / width);
      for (
        let column = Math.floor((position.longitude - longitudeSpan) / width);
        column <= last;
        column += 1
      ) {
        for (const at of index.cells.get(cellKey(row, column)) ?? []) {
          const venue = index.venues[at];
          if (venue?.latitude == null || venue.longitude == null) continue;
          const miles = haversineMiles(position, {
            latitude: venue.latitude,
            longitude: venue.longitude,
          });
          if (miles <= RADIUS_MILES) found.add(at);
        }
      }
    }
  }
  for (const key of query.addressKeys) {
    for (const at of index.byAddress.get(key) ?? []) found.add(at);
  }
  return [...found];
}

const byScore = (a: { venueId: string; score: number }, b: { venueId: string; score: number }) =>
  b.score - a.score || (a.venueId < b.venueId ? -1 : a.venueId > b.venueId ? 1 : 0);

/**
 * One incoming venue against the index. `position` is where to look: its own coordinates, or the
 * gazetteer's place for its ZIP or town. Only its own coordinates are scored, since a ZIP's
 * centre may be miles from the venue. 'certain' needs exactly one certain candidate.
 */
export function matchIncomingVenue(
  index: VenueIndex,
  venue: IncomingVenue & { position: LatLng | null },
  different: ReadonlySet<string> = new Set(),
): VenueMatch {
  const prepared = prepareVenue({
    names: [venue.name],
    addresses: [venue.address],
    latitude: venue.latitude,
    longitude: venue.longitude,
  });
  const certain: { venueId: string; score: number }[] = [];
  const uncertain: { venueId: string; score: number }[] = [];
  for (const at of findCandidates(index, {
    position: venue.position,
    addressKeys: addressKeys(venue.address),
  })) {
    const venueId = index.venues[at]?.id;
    if (!venueId || different.has(`${venue.key}|${venueId}`)) continue;
    const pair = scorePrepared(prepared, preparedHeldVenue(index, at));
    const kind = classifyMatch(pair);
    if (kind === 'certain') certain.push({ venueId, score: pair.score });
    else if (kind === 'uncertain') uncertain.push({ venueId, score: pair.score });
  }
  certain.sort(byScore);
  uncertain.sort(byScore);
  const [only] = certain;
  if (only && certain.length === 1) return { kind: 'certain', ...only };
  const candidates = [...certain, ...uncertain].slice(0, MAX_CANDIDATES);
  return candidates.length > 0 ? { kind: 'uncertain', candidates } : { kind: 'none' };
}

/**
 * Matches a feed's venues against every venue we hold. `different` holds the
 * "key|venueId" pairs a person said are different: they are never offered again.
 */
export async function matchVenues(options: {
  db: DbOrTx;
  incoming: readonly IncomingVenue[];
  different?: ReadonlySet<string>;
}): Promise<Map<string, VenueMatch>> {
  const { db, incoming, different = new Set<string>() } = options;
  const matches = new Map<string, VenueMatch>();
  if (incoming.length === 0) return matches;
  const index = emptyVenueIndex();
  await readHeldVenues(db, (page) => addToVenueIndex(index, page));
  const turns = eventLoopTurns();
  for (const venue of incoming) {
    await turns.maybeYield();
    const position =
      venue.latitude !== null && venue.longitude !== null
        ? { latitude: venue.latitude, longitude: venue.longitude }
        : await locateAddress(venue.address);
    matches.set(venue.key, matchIncomingVenue(index, { ...venue, position }, different));
  }
  return matches;
}
