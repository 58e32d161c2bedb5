import {
  type IsoDate,
  type NearbyVenuesQuery,
  type NearbyVenuesResponse,
  todayIn,
  type Week,
  weekFrom,
} from '@trivia/shared';
import { LRUCache } from 'lru-cache';
import type { DbOrTx } from '../../db/client.ts';
import { dataVersionReaderOf } from '../../db/data-version.ts';
import { loadGazetteer } from '../../geo/load-gazetteer.ts';
import { chooseEncoding } from '../../lib/accept-encoding.ts';
import { weakEtagOf } from '../../lib/etag.ts';
import { toNearbyVenue } from './answer.ts';
import {
  answerBytes,
  answerPieces,
  type Fragment,
  fragmentCacheOf,
  plainPieces,
  venueFragment,
} from './fragments.ts';
import { keptListingOf } from './listing.ts';
import type { ListedRow } from './ranking.ts';
import { listFromStatement, type NearbyQuery, readVenues } from './statement.ts';

export type { NearbyQuery } from './statement.ts';

/**
 * The public nearby search (DESIGN.md "Public search"): venues with an active event within the
 * radius, ranked (`ranking.ts`), each with its events' dates of the week from `date`.
 *
 *   query → list: the listing kept in memory when it is of the data version now (`listing.ts`,
 *           decision 090), else the statement (`statement.ts`)
 *         → answer: each listed venue's fragment, kept per row version and week (`fragments.ts`),
 *           made from its read model (`answer.ts`) when missing
 *         → bytes, gzipped from the fragments' compressed pieces when the browser takes gzip
 */

/** The listed venues: from memory when the listing there is of the data version now. */
async function listNearby(db: DbOrTx, query: NearbyQuery): Promise<ListedRow[]> {
  const kept = keptListingOf(db);
  if (kept) {
    const listed = kept.list(db, await dataVersionReaderOf(db).read(), query);
    if (listed) return listed;
  }
  return listFromStatement(db, query);
}

/** The last weeks asked for, by first day: a week's dates are computed once, not per search. */
const weeks = new LRUCache<IsoDate, Week>({ max: 16 });

function weekOf(from: IsoDate): Week {
  let week = weeks.get(from);
  if (!week) {
    week = weekFrom(from);
    weeks.set(from, week);
  }
  return week;
}

/** The answer to a search and the headers it goes with (`GET /api/venues/nearby`). */
export interface NearbyAnswer {
  body: Buffer;
  headers: Record<string, string>;
  /** Asked for with `etag`: a weak tag of the JSON, the same for every encoding (decision 177). */
  etag?: string;
}

/**
 * The search's answer as bytes (`NearbyVenuesResponse` as JSON), gzipped when `acceptEncoding`
 * takes gzip (decision 087): the one entry of the route.
 */
export async function searchNearby(options: {
  db: DbOrTx;
  query: NearbyQuery;
  acceptEncoding?: string | undefined;
  /** Tag the answer (the public API's revalidation). */
  etag?: boolean;
}): Promise<NearbyAnswer> {
  const { db, query } = options;
  const encoding = chooseEncoding(options.acceptEncoding, ['gzip'] as const);
  const date = query.date ?? todayIn('UTC');
  const listed = await listNearby(db, query);
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
  const pieces = answerPieces({ date, radiusMiles: query.radiusMiles, listed, fragments });
  const body = answerBytes(pieces, encoding ?? 'identity');
  return {
    body,
    ...(options.etag ? { etag: weakEtagOf(plainPieces(pieces)) } : {}),
    headers: {
      'content-type': 'application/json; charset=utf-8',
      vary: 'accept-encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    },
  };
}

/**
 * The answer to a route's request: its query as the app's `/api/venues/nearby` and the public
 * `/api/v1/nearby` spell it, in the compression the request accepts.
 */
export function searchNearbyFor(
  db: DbOrTx,
  request: { query: NearbyVenuesQuery; headers: { 'accept-encoding'?: string | undefined } },
  { etag = false }: { etag?: boolean } = {},
): Promise<NearbyAnswer> {
  const { query } = request;
  return searchNearby({
    db,
    query: {
      latitude: query.lat,
      longitude: query.lng,
      radiusMiles: query.radius_miles,
      limit: query.limit,
      date: query.date,
    },
    acceptEncoding: request.headers['accept-encoding'],
    etag,
  });
}

/** The same answer as an object, for the pages rendered on the server (city pages). */
export async function findNearbyVenues(options: {
  db: DbOrTx;
  query: NearbyQuery;
}): Promise<NearbyVenuesResponse> {
  const { db, query } = options;
  const date = query.date ?? todayIn('UTC');
  const listed = await listNearby(db, query);
  const [rows, gazetteer] = await Promise.all([
    readVenues(
      db,
      listed.map(({ id }) => id),
    ),
    loadGazetteer(),
  ]);
  const week = weekOf(date);
  return {
    date,
    radiusMiles: query.radiusMiles,
    venues: listed.flatMap(({ id, distance }) => {
      const row = rows.get(id);
      return row ? [toNearbyVenue(row, distance, week, gazetteer)] : [];
    }),
  };
}
