import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../test/helpers/database.ts';
import type { Database } from '../../../db/client.ts';
import { createVenue, type VenueRow } from '../../../db/factories.ts';
import { findDuplicateVenues } from './duplicates.ts';

const at = (latitude: number, longitude: number) => ({ latitude, longitude });
const ordered = (a: VenueRow, b: VenueRow) => (a.id < b.id ? [a.id, b.id] : [b.id, a.id]);

describe('findDuplicateVenues', () => {
  let database: Database;
  let crown: [VenueRow, VenueRow];
  let foodHall: [VenueRow, VenueRow];
  let noPosition: [VenueRow, VenueRow];
  let answered: [VenueRow, VenueRow];

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    // The same venue twice: one spelled another way, next door.
    crown = [
      await createVenue(db, {
        nameOriginal: 'Crown and Anchor',
        addressOriginal: '123 Main St, Nashville, TN 37203',
        ...at(36.1627, -86.7816),
      }),
      await createVenue(db, {
        nameOriginal: 'The Crown & Anchor Pub',
        addressOriginal: '123 Main Street, Suite 100, Nashville, TN 37203',
        ...at(36.1627, -86.7815),
      }),
    ];
    // Two venues at one address: a person decides.
    foodHall = [
      await createVenue(db, {
        nameOriginal: 'Assembly Food Hall',
        addressOriginal: '5055 Broadway Pl, Nashville, TN 37203',
        ...at(36.1585, -86.7835),
      }),
      await createVenue(db, {
        nameOriginal: 'Hattie B',
        addressOriginal: '5055 Broadway Pl, Ste 2, Nashville, TN 37203',
        ...at(36.1585, -86.7836),
      }),
    ];
    // One without coordinates, found by its address.
    noPosition = [
      await createVenue(db, {
        nameOriginal: 'Tailgate Brewery',
        addressOriginal: '7300 Charlotte Pike, Nashville, TN 37209',
        ...at(36.1337, -86.9081),
      }),
      await createVenue(db, {
        nameOriginal: 'TailGate Brewing Co.',
        addressOriginal: '7300 Charlotte Pike, Nashville, TN 37209',
        latitude: null,
        longitude: null,
      }),
    ];
    // The same venue, but an admin said they are different.
    answered = [
      await createVenue(db, {
        nameOriginal: 'Pinewood Social',
        addressOriginal: '33 Peabody St, Nashville, TN 37210',
        ...at(36.1564, -86.7702),
      }),
      await createVenue(db, {
        nameOriginal: 'Pinewood Social',
        addressOriginal: '33 Peabody Street, Nashville, TN 37210',
        ...at(36.1564, -86.7701),
      }),
    ];
    // Not duplicates: the same chain miles apart; another name next door.
    await createVenue(db, {
      nameOriginal: 'Buffalo Wild Wings',
      addressOriginal: '322 Broadway, Nashville, TN 37201',
      ...at(36.1612, -86.7775),
    });
    await createVenue(db, {
      nameOriginal: 'Buffalo Wild Wings',
      addressOriginal: '2400 West End Ave, Nashville, TN 37203',
      ...at(36.1497, -86.8079),
    });
    await createVenue(db, {
      nameOriginal: 'Honky Tonk Central',
      addressOriginal: '329 Broadway, Nashville, TN 37201',
      ...at(36.1612, -86.7774),
    });
  });

  afterAll(() => database?.close());

  it('offers each likely pair once, smaller id first, certain ones first', async () => {
    const pairs = await findDuplicateVenues({
      db: database.db,
      distinct: new Set([ordered(...answered).join('|')]),
    });

    const key = (pair: { a: string; b: string }) => `${pair.a}|${pair.b}`;
    expect(pairs.map((pair) => pair.kind)).toEqual(['certain', 'certain', 'uncertain']);
    expect(new Set(pairs.slice(0, 2).map(key))).toEqual(
      new Set([crown, noPosition].map((pair) => ordered(...pair).join('|'))),
    );
    expect(pairs[2] && key(pairs[2])).toBe(ordered(...foodHall).join('|'));
    expect(pairs[0]?.score).toBeGreaterThanOrEqual(pairs[1]?.score ?? 1);
    for (const pair of pairs) expect(pair.score).toBeGreaterThan(0);
  });

  it('offers the pair an admin has not answered', async () => {
    const pairs = await findDuplicateVenues({ db: database.db });
    expect(pairs).toContainEqual(
      expect.objectContaining({ a: ordered(...answered)[0], b: ordered(...answered)[1] }),
    );
    expect(pairs).toHaveLength(4);
  });

  it('returns at most `limit` pairs, the best', async () => {
    const [best, ...rest] = await findDuplicateVenues({ db: database.db, limit: 1 });
    expect(rest).toEqual([]);
    expect(best?.kind).toBe('certain');
  });
});
