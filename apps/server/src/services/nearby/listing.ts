import { EARTH_RADIUS_MILES } from '@trivia/shared';
import { sql } from 'drizzle-orm';
import { around } from 'geokdbush';
import KDBush from 'kdbush';
import { type DbOrTx, queryRows } from '../../db/client.ts';
import { readDataVersion } from '../../db/data-version.ts';
import { perClient } from '../../db/per-client.ts';
import { distanceMiles, type ListedRow, rankWithoutNames } from './ranking.ts';

/**
 * The venues the nearby search can list, kept in memory with the data version they are of
 * (decision 090): a search that reads the same data version lists its venues here, without asking
 * the database to walk its index; any other search asks the statement (`statement.ts`) and has a
 * fresh copy loaded in the background.
 *
 * A listed venue is one with an active event and a place: its id, its row version (`xmin`, which
 * the answer's fragments key on), latitude, longitude, and until when it is listed
 * (`listed_until`, decision 100: infinity with a weekly or monthly event). They are held in typed
 * arrays with a k-d tree over the points (kdbush), walked nearest first on the sphere (geokdbush).
 * Time passes without a write, so the walk skips the venues whose nights have passed at the
 * search's moment, as the statement does.
 */

/**
 * A listed venue's bytes in the snapshot: id (16), row version (8), latitude (8), longitude (8),
 * listed until (8, milliseconds since 1970 or infinity).
 */
const RECORD_BYTES = 48;

/** geokdbush measures in kilometres on a sphere of this radius (its `earthRadius`). */
const GEOKDBUSH_EARTH_RADIUS_KM = 6371;

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/** A UUID's 16 bytes as PostgreSQL writes it: lowercase hex in groups of 8-4-4-4-12. */
function uuidText(bytes: Uint8Array, offset: number): string {
  let text = '';
  for (let index = 0; index < 16; index += 1) {
    if (index === 4 || index === 6 || index === 8 || index === 10) text += '-';
    text += HEX[bytes[offset + index] ?? 0];
  }
  return text;
}

export interface ListingQuery {
  latitude: number;
  longitude: number;
  radiusMiles: number;
  limit: number;
  /**
   * The moment of the search, as the statement's `now()`: venues listed until then or before are
   * skipped. Default: now.
   */
  now?: Date;
}

/** The listed venues of one data version. */
export class ListingIndex {
  /** The data version the snapshot is of. */
  readonly version: string;
  readonly #ids: Uint8Array;
  readonly #rowVersions: Float64Array;
  readonly #latitudes: Float64Array;
  readonly #longitudes: Float64Array;
  readonly #listedUntil: Float64Array;
  readonly #tree: KDBush | null;
  /**
   * Each listed venue's id and row version as text, made the first time it is listed and kept:
   * the fragment cache's lookups then hash one string a venue once, not a new one every search.
   */
  readonly #idTexts: (string | undefined)[];
  readonly #versionTexts: (string | undefined)[];

  /**
   * @param version the data version the snapshot is of
   * @param records `RECORD_BYTES` a venue, big-endian, as `loadListingIndex` reads them
   */
  constructor(version: string, records: Uint8Array) {
    this.version = version;
    if (records.length % RECORD_BYTES !== 0) {
      throw new Error(`A listing snapshot of ${records.length} bytes`);
    }
    const size = records.length / RECORD_BYTES;
    const view = new DataView(records.buffer, records.byteOffset, records.byteLength);
    this.#ids = new Uint8Array(size * 16);
    this.#rowVersions = new Float64Array(size);
    this.#latitudes = new Float64Array(size);
    this.#longitudes = new Float64Array(size);
    this.#listedUntil = new Float64Array(size);
    this.#tree = size === 0 ? null : new KDBush(size);
    this.#idTexts = new Array(size);
    this.#versionTexts = new Array(size);
    for (let index = 0; index < size; index += 1) {
      const at = index * RECORD_BYTES;
      this.#ids.set(records.subarray(at, at + 16), index * 16);
      this.#rowVersions[index] = Number(view.getBigInt64(at + 16));
      const latitude = view.getFloat64(at + 24);
      const longitude = view.getFloat64(at + 32);
      this.#latitudes[index] = latitude;
      this.#longitudes[index] = longitude;
      this.#listedUntil[index] = view.getFloat64(at + 40);
      this.#tree?.add(longitude, latitude);
    }
    this.#tree?.finish();
  }

  get size(): number {
    return this.#latitudes.length;
  }

  /**
   * The venues within the radius by rank, at most `limit`: what the search statement answers.
   * Null when two of them are exactly as far: names are not kept here (`rankWithoutNames`).
   */
  nearest({ latitude, longitude, radiusMiles, limit, now }: ListingQuery): ListedRow[] | null {
    if (!this.#tree) return [];
    const at = (now ?? new Date()).getTime();
    const listedUntil = this.#listedUntil;
    // The same angle in geokdbush's kilometres, a hair wider; the exact cut is made below.
    const maxKm = ((radiusMiles * GEOKDBUSH_EARTH_RADIUS_KM) / EARTH_RADIUS_MILES) * (1 + 1e-9);
    // One more than the limit, to see a tie at the cut.
    const found = around(
      this.#tree,
      longitude,
      latitude,
      limit + 1,
      maxKm,
      (index) => (listedUntil[index] ?? 0) > at,
    );
    const kept: { index: number; distance: number }[] = [];
    for (const index of found) {
      const distance = distanceMiles(
        latitude,
        longitude,
        this.#latitudes[index] ?? Number.NaN,
        this.#longitudes[index] ?? Number.NaN,
      );
      if (distance <= radiusMiles) kept.push({ index, distance });
    }
    const ranked = rankWithoutNames(kept, limit);
    return (
      ranked?.map(({ index, distance }) => ({
        id: this.#idText(index),
        version: this.#versionText(index),
        distance,
      })) ?? null
    );
  }

  #idText(index: number): string {
    let text = this.#idTexts[index];
    if (text === undefined) {
      text = uuidText(this.#ids, index * 16);
      this.#idTexts[index] = text;
    }
    return text;
  }

  #versionText(index: number): string {
    let text = this.#versionTexts[index];
    if (text === undefined) {
      text = String(this.#rowVersions[index]);
      this.#versionTexts[index] = text;
    }
    return text;
  }
}

/**
 * The listed venues after `after` in id order, at most `count` of them, as one byte string
 * (`RECORD_BYTES` a venue) rather than rows to parse.
 */
function chunkQuery(after: string, count: number) {
  return sql`
    select string_agg(
      uuid_send(c.id) || int8send(c.xmin::text::bigint)
        || float8send(c.latitude) || float8send(c.longitude)
        || float8send((extract(epoch from c.listed_until) * 1000)::float8),
      ''::bytea order by c.id
    ) as venues
    from (
      select v.id, v.xmin, v.latitude, v.longitude, v.listed_until
      from venues v
      where v.id > ${after}::uuid and v.active_event_count > 0
        and v.latitude is not null and v.longitude is not null
        -- Passed by now, passed at every later search: until a write, which loads anew.
        and v.listed_until > now()
      order by v.id
      limit ${count}
    ) c
  `;
}

/** Venues read by one statement of a load (decision 090). */
export const LOAD_CHUNK_VENUES = 1_000;

export interface LoadOptions {
  /** Venues a statement reads (tests make it small). */
  chunkVenues?: number;
  /** Called after each statement of the load (tests write there). */
  afterChunk?: () => Promise<void>;
}

/**
 * The listed venues now, or null when data changed while they were read.
 *
 * The venues are read in chunks by id, with the event loop let in between, so that no statement
 * holds the process (an embedded database runs in it) or the database for long (decision 090).
 * The chunks are one snapshot when the data version is the same before the first and after the
 * last: every write that can change a listed venue bumps it in its own transaction (decision 080).
 */
export async function loadListingIndex(
  db: DbOrTx,
  { chunkVenues = LOAD_CHUNK_VENUES, afterChunk }: LoadOptions = {},
): Promise<ListingIndex | null> {
  const version = await readDataVersion(db);
  const chunks: Uint8Array[] = [];
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const [row] = await queryRows<{ venues: Uint8Array | null }>(
      db,
      chunkQuery(after, chunkVenues),
    );
    const bytes = row?.venues ?? new Uint8Array(0);
    if (bytes.length > 0) {
      chunks.push(bytes);
      after = uuidText(bytes, bytes.length - RECORD_BYTES);
    }
    await afterChunk?.();
    if (bytes.length < chunkVenues * RECORD_BYTES) break;
    // PGlite answers without returning to the event loop: let waiting requests in between.
    await new Promise((resolve) => setImmediate(resolve));
  }
  if ((await readDataVersion(db)) !== version) return null;
  return new ListingIndex(version, Buffer.concat(chunks));
}

/**
 * A load costs the database a scan of the venues: after one, the next waits this many times as
 * long, so that while data changes without pause loads take at most a twentieth of the time, and
 * the statement answers searches meanwhile (decision 090).
 */
const LOAD_SPACING = 20;

/** The listing a process keeps for one database, and how its searches were listed. */
export class KeptListing {
  #index: ListingIndex | null = null;
  #loading: Promise<void> | null = null;
  #notBefore = 0;
  /**
   * Searches listed here, searches listed by the database, loads that failed, and loads given up
   * because data changed while they read.
   */
  readonly counts = { memory: 0, database: 0, failedLoads: 0, changedLoads: 0 };

  /** The venues kept, when a snapshot is. */
  get size(): number | undefined {
    return this.#index?.size;
  }

  /**
   * The search listed from memory when the snapshot is of `version` (the data version now) and
   * has no tie; otherwise null, for the database to list it, and a stale snapshot is replaced in
   * the background.
   */
  list(db: DbOrTx, version: string, query: ListingQuery): ListedRow[] | null {
    const index = this.#index;
    if (index?.version === version) {
      const listed = index.nearest(query);
      if (listed) {
        this.counts.memory += 1;
        return listed;
      }
    } else if (this.#loading === null && performance.now() >= this.#notBefore) {
      void this.load(db);
    }
    this.counts.database += 1;
    return null;
  }

  /** Load a snapshot now (or join the load in progress). A failed load keeps the last one. */
  load(db: DbOrTx, options?: LoadOptions): Promise<void> {
    if (this.#loading !== null) return this.#loading;
    const started = performance.now();
    this.#loading = loadListingIndex(db, options)
      .then(
        (index) => {
          if (!index) {
            this.counts.changedLoads += 1;
            return;
          }
          // Data versions only grow; a load that started earlier may end later.
          if (!this.#index || BigInt(index.version) >= BigInt(this.#index.version)) {
            this.#index = index;
          }
        },
        () => {
          this.counts.failedLoads += 1;
        },
      )
      .finally(() => {
        const ended = performance.now();
        this.#notBefore = ended + (ended - started) * LOAD_SPACING;
        this.#loading = null;
      });
    return this.#loading;
  }

  /** Until the load in progress, if any, has ended. */
  async settled(): Promise<void> {
    await this.#loading;
  }
}

const listings = new WeakMap<object, KeptListing>();

/** The listing kept for `db`'s client, or null for a transaction (`perClient`). */
export function keptListingOf(db: DbOrTx): KeptListing | null {
  return perClient(listings, db, () => new KeptListing());
}
