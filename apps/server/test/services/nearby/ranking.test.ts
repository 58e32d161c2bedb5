import { VENUE_LIMIT_MAX } from '@trivia/shared';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from '../../../src/db/client.ts';
import { createEvent, createVenue } from '../../../src/db/factories.ts';
import { loadListingIndex } from '../../../src/services/nearby/listing.ts';
import {
  compareRank,
  distanceMiles,
  distanceSql,
  type ListedRow,
} from '../../../src/services/nearby/ranking.ts';
import { listFromStatement, type NearbyQuery } from '../../../src/services/nearby/statement.ts';
import { createTestDatabase } from '../../helpers/database.ts';
import { seeded } from '../../helpers/seeded.ts';

/**
 * The ranking is defined once (`ranking.ts`, decision 106): the statement's SQL and the listing
 * kept in memory rank the same generated venues alike, ties included, and both agree with
 * `compareRank`.
 */
describe('the nearby ranking', () => {
  let database: Database;
  const names = new Map<string, string>();
  const CENTRE = { latitude: 44.5, longitude: -93.25 };
  /** Names that sort differently by case, accents and length, some shared by several venues. */
  const NAMES = ['Alpha', 'alpha', 'Älpha', 'Beta Bar', 'beta', 'Zed', 'Éclair', 'Alph', 'ﬁsh'];

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    // Places a few hundred feet to tens of miles apart, and beyond their north edge three
    // points holding three venues each (exact ties), which only some searches reach.
    const random = seeded(7);
    const places = Array.from({ length: 150 }, () => ({
      north: (random() - 0.5) * 1,
      east: (random() - 0.5) * 1.2,
    }));
    const tied = [-0.3, 0, 0.3].flatMap((east) => [0, 1, 2].map(() => ({ north: 0.6, east })));
    for (const [index, place] of [...places, ...tied].entries()) {
      const name = NAMES[index % NAMES.length] ?? 'Alpha';
      const venue = await createVenue(db, {
        nameOriginal: name,
        latitude: CENTRE.latitude + place.north,
        longitude: CENTRE.longitude + place.east,
      });
      await createEvent(db, { venueId: venue.id });
      names.set(venue.id, name);
    }
  }, 120_000);

  afterAll(() => database?.close());

  /** A listing as a comparable value: ids and row versions in order, distances to 1e-9 mile. */
  const shape = (rows: readonly ListedRow[]) =>
    rows.map(({ id, version, distance }) => `${id}@${version}:${distance.toFixed(9)}`);
  const ranked = (rows: readonly ListedRow[]) =>
    rows.map((row) => ({ ...row, name: names.get(row.id) ?? '' }));

  it('the statement and the memory list alike, and memory leaves only ties to the statement', async () => {
    const index = await loadListingIndex(database.db);
    if (!index) throw new Error('the listing did not load');
    const random = seeded(11);
    const queries: NearbyQuery[] = Array.from({ length: 120 }, (_, index) => ({
      latitude: CENTRE.latitude + (random() - 0.5) * 1.2,
      longitude: CENTRE.longitude + (random() - 0.5) * 1.4,
      radiusMiles: [1, 5, 15, 30][index % 4] ?? 30,
      limit: [1, 3, 10, 50][index % 4 === 3 ? 3 : index % 3] ?? 50,
    }));
    let compared = 0;
    let ties = 0;
    for (const query of queries) {
      const statement = await listFromStatement(database.db, query);
      const memory = index.nearest(query);
      if (memory === null) {
        // Left to the statement only when two venues at the cut or within it are as far.
        const wider = await listFromStatement(database.db, { ...query, limit: query.limit + 1 });
        const distances = wider.map(({ distance }) => distance);
        expect(new Set(distances).size, JSON.stringify(query)).toBeLessThan(distances.length);
        ties += 1;
      } else {
        expect(shape(memory), JSON.stringify(query)).toEqual(shape(statement));
        compared += statement.length;
      }
    }
    expect(compared).toBeGreaterThan(300);
    expect(ties).toBeGreaterThan(0);
  });

  it('the statement’s order is compareRank’s, names breaking ties byte for byte', async () => {
    // Near the north edge: the tied points are within reach.
    const query: NearbyQuery = {
      latitude: CENTRE.latitude + 0.5,
      longitude: CENTRE.longitude,
      radiusMiles: 30,
      limit: VENUE_LIMIT_MAX,
    };
    const statement = ranked(await listFromStatement(database.db, query));
    expect(statement.length).toBeGreaterThan(20);
    expect(statement).toEqual(statement.toSorted(compareRank));
    // Ties were there to break.
    const distances = statement.map(({ distance }) => distance);
    expect(new Set(distances).size).toBeLessThan(distances.length);
  });

  it('measures the distance in SQL and in JavaScript alike, to a billionth of a mile', async () => {
    const pairs = fc.sample(
      fc.tuple(
        fc.double({ min: 18, max: 71, noNaN: true }),
        fc.double({ min: -170, max: -65, noNaN: true }),
        fc.double({ min: -2, max: 2, noNaN: true }),
        fc.double({ min: -2, max: 2, noNaN: true }),
      ),
      { seed: 3, numRuns: 50 },
    );
    for (const [latitude, longitude, north, east] of pairs) {
      const venue = { latitude: latitude + north, longitude: longitude + east };
      const [row] = await queryRows<{ distance: number }>(
        database.db,
        sql`select ${distanceSql(latitude, longitude, 'v')} as distance
          from (select ${venue.latitude}::float8 as latitude, ${venue.longitude}::float8 as longitude) v`,
      );
      // The same operations; PostgreSQL's and V8's sine may round the last bit apart.
      const here = distanceMiles(latitude, longitude, venue.latitude, venue.longitude);
      expect(Math.abs(here - Number(row?.distance))).toBeLessThan(1e-9);
    }
    // Nashville to Franklin, TN.
    expect(distanceMiles(36.1627, -86.7816, 35.9251, -86.8689)).toBeCloseTo(17.126, 3);
  });
});
