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
import type { DataVersionReader } from '../../db/data-version.ts';
import { loadGazetteer } from '../../geo/load-gazetteer.ts';
import type { PageCache, RenderedPage } from '../page-cache.ts';
import { toNearbyVenue } from './answer.ts';
import { listNearbyVenues, type NearbyQuery } from './statement.ts';

export type { NearbyQuery } from './statement.ts';

/**
 * The public nearby search (DESIGN.md "Public search", decision 180): one statement lists the
 * venues with their read models (`statement.ts`), and each is shown with its events' dates in the
 * week from `date` (`answer.ts`). The routes send its JSON, which @fastify/compress compresses;
 * a search from a named place is kept as the pages are (`searchNearby`).
 */

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

/** The search's answer as an object, for the pages rendered on the server (city pages, embeds). */
export async function findNearbyVenues(options: {
  db: DbOrTx;
  query: NearbyQuery;
}): Promise<NearbyVenuesResponse> {
  const { db, query } = options;
  const date = query.date ?? todayIn('UTC');
  const [rows, gazetteer] = await Promise.all([listNearbyVenues(db, query), loadGazetteer()]);
  const week = weekOf(date);
  return {
    date,
    radiusMiles: query.radiusMiles,
    venues: rows.map((row) => toNearbyVenue(row, week, gazetteer)),
  };
}

/** Where a route keeps the searches of named places: with its pages, by the data version. */
export interface KeptSearches {
  pages: PageCache;
  dataVersion: DataVersionReader;
}

/**
 * The answer to a route's search (`/api/venues/nearby`, `/api/v1/nearby`) as its JSON text. With
 * `kept`, a search from a named place (a town or ZIP of the gazetteer, at its exact position: an
 * autocomplete pick, a city page) is answered as a kept page instead, by place, radius, limit, date
 * and data version, compressed once and with its ETag (decision 180); a visitor's own position is
 * not kept (they are not bounded).
 */
export function searchNearby(options: { db: DbOrTx; query: NearbyVenuesQuery }): Promise<string>;
export function searchNearby(options: {
  db: DbOrTx;
  query: NearbyVenuesQuery;
  kept: KeptSearches;
}): Promise<string | RenderedPage>;
export async function searchNearby(options: {
  db: DbOrTx;
  query: NearbyVenuesQuery;
  kept?: KeptSearches;
}): Promise<string | RenderedPage> {
  const { db, query: asked, kept } = options;
  const query = {
    latitude: asked.lat,
    longitude: asked.lng,
    radiusMiles: asked.radius_miles,
    limit: asked.limit,
    date: asked.date ?? todayIn('UTC'),
  };
  const search = async () => JSON.stringify(await findNearbyVenues({ db, query }));
  if (!kept || !(await loadGazetteer()).isPlaceAt(query.latitude, query.longitude)) return search();
  const { latitude, longitude, radiusMiles, limit, date } = query;
  return kept.pages.page(
    `nearby|${latitude},${longitude}|${radiusMiles}|${limit}|${date}`,
    await kept.dataVersion.read(),
    async () => ({ status: 200, html: await search(), keep: true, contentType: JSON_TYPE }),
  );
}

const JSON_TYPE = 'application/json; charset=utf-8';

export { flaggedNights, toNearbyEvent, upcomingEvents } from './answer.ts';
