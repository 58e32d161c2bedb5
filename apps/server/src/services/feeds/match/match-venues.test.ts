import { haversineMiles } from '@trivia/shared';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../test/helpers/database.ts';
import type { Database } from '../../../db/client.ts';
import { createVenue } from '../../../db/factories.ts';
import { loadGazetteer } from '../../../geo/load-gazetteer.ts';
import {
  addressKeys,
  buildVenueIndex,
  findCandidates,
  type HeldVenue,
  type IncomingVenue,
  matchVenues,
} from './match-venues.ts';

/** Downtown Nashville, and a point about 10 m east of it. */
const HERE = { latitude: 36.1627, longitude: -86.7816 };
const NEXT_DOOR = { latitude: 36.1627, longitude: -86.7815 };
/** About `miles` north of a point. */
const north = (point: { latitude: number; longitude: number }, miles: number) => ({
  latitude: point.latitude + miles / 69.09,
  longitude: point.longitude,
});

const incoming = (overrides: Partial<IncomingVenue> & { name: string }): IncomingVenue => ({
  key: 'feed-1',
  address: '',
  latitude: null,
  longitude: null,
  ...overrides,
});

describe('findCandidates', () => {
  const held = (
    at: number,
    position: { latitude: number; longitude: number } | null,
  ): HeldVenue => ({
    id: `venue-${at}`,
    nameOriginal: `Venue ${at}`,
    addressOriginal: '',
    googleName: null,
    googleFormattedAddress: null,
    latitude: position?.latitude ?? null,
    longitude: position?.longitude ?? null,
  });

  /** A point `north` and `east` miles from a centre (flat-earth offsets, fine at this scale). */
  const offset = (
    centre: { latitude: number; longitude: number },
    north: number,
    east: number,
  ) => ({
    latitude: centre.latitude + north / 69.09,
    longitude: centre.longitude + east / (69.09 * Math.cos((centre.latitude * Math.PI) / 180)),
  });

  const withinAMile = (
    query: { latitude: number; longitude: number },
    positions: { latitude: number; longitude: number }[],
  ) => {
    const index = buildVenueIndex(positions.map((position, at) => held(at, position)));
    const found = findCandidates(index, { position: query, addressKeys: [] });
    return found.sort((a, b) => a - b);
  };

  it('finds exactly the venues within a mile, at any latitude', () => {
    const miles = fc.integer({ min: -3_000, max: 3_000 }).map((thousandths) => thousandths / 1_000);
    const centres = fc.record({
      latitude: fc.integer({ min: -70_000, max: 70_000 }).map((value) => value / 1_000),
      longitude: fc.integer({ min: -170_000, max: 170_000 }).map((value) => value / 1_000),
    });
    fc.assert(
      fc.property(
        centres,
        fc.tuple(miles, miles),
        fc.array(fc.tuple(miles, miles), { minLength: 20, maxLength: 60 }),
        (centre, [queryNorth, queryEast], offsets) => {
          const query = offset(centre, queryNorth, queryEast);
          const positions = offsets.map(([north, east]) => offset(centre, north, east));
          const expected = positions.flatMap((position, at) =>
            haversineMiles(query, position) <= 1 ? [at] : [],
          );
          expect(withinAMile(query, positions)).toEqual(expected);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('draws the line at a mile in every direction', () => {
    for (const latitude of [25, 36.16, 48, 64]) {
      const centre = { latitude, longitude: -86.78 };
      const directions = Array.from({ length: 16 }, (_, at) => (at * Math.PI) / 8);
      const positions = directions.flatMap((angle) =>
        [0.995, 1.005].map((miles) =>
          offset(centre, miles * Math.sin(angle), miles * Math.cos(angle)),
        ),
      );
      const expected = positions.flatMap((position, at) =>
        haversineMiles(centre, position) <= 1 ? [at] : [],
      );
      expect(expected.length).toBe(16);
      expect(withinAMile(centre, positions)).toEqual(expected);
    }
  });

  it('finds venues without coordinates by house number and ZIP or town', () => {
    const index = buildVenueIndex([
      { ...held(0, null), addressOriginal: '123 Main St, Nashville, TN 37203' },
      { ...held(1, null), addressOriginal: '123 Main St, Franklin, TN 37064' },
      { ...held(2, null), addressOriginal: 'Crown & Anchor, 123 Main Street, Nashville TN' },
    ]);
    const search = (address: string) =>
      findCandidates(index, { position: null, addressKeys: addressKeys(address) }).sort(
        (a, b) => a - b,
      );
    expect(search('123 Main Street, Suite 100, Nashville, TN 37203, USA')).toEqual([0, 2]);
    expect(search('123 Main St Franklin TN 37064')).toEqual([1]);
    expect(search('125 Main St, Nashville, TN 37203')).toEqual([]);
  });
});

describe('matchVenues', () => {
  let database: Database;

  beforeEach(async () => {
    database = await createTestDatabase();
  });

  afterEach(() => database?.close());

  it('links a venue spelled another way, and never one that is merely next door', async () => {
    const { db } = database;
    const crown = await createVenue(db, {
      nameOriginal: 'Crown and Anchor',
      addressOriginal: '123 Main St, Nashville, TN 37203',
      ...HERE,
    });
    await createVenue(db, {
      nameOriginal: 'Honky Tonk Central',
      addressOriginal: '329 Broadway, Nashville, TN 37201',
      ...NEXT_DOOR,
    });

    const matches = await matchVenues({
      db,
      incoming: [
        incoming({
          key: 'crown',
          name: 'The Crown & Anchor Pub',
          address: '123 Main Street, Suite 100, Nashville, TN 37203',
          ...NEXT_DOOR,
        }),
        incoming({
          key: 'tin-roof',
          name: 'Tin Roof',
          address: '316 Broadway, Nashville, TN 37201',
          ...NEXT_DOOR,
        }),
      ],
    });

    expect(matches.get('crown')).toEqual({
      kind: 'certain',
      venueId: crown.id,
      score: expect.any(Number),
    });
    expect(matches.get('tin-roof')).toEqual({ kind: 'none' });
  });

  it('asks about up to three venues at the same address, best first', async () => {
    const { db } = database;
    const names = ['Assembly Food Hall', 'Hattie B', 'Martin BBQ', 'Slim and Husky'];
    for (const name of names) {
      await createVenue(db, {
        nameOriginal: name,
        addressOriginal: '5055 Broadway Pl, Nashville, TN 37203',
        ...HERE,
      });
    }

    const match = (
      await matchVenues({
        db,
        incoming: [
          incoming({
            name: "Hattie B's Hot Chicken",
            address: '5055 Broadway Place, Suite 100, Nashville, TN 37203',
            ...HERE,
          }),
        ],
      })
    ).get('feed-1');

    expect(match?.kind).toBe('uncertain');
    if (match?.kind !== 'uncertain') return;
    expect(match.candidates).toHaveLength(3);
    const scores = match.candidates.map((candidate) => candidate.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const venues = await Promise.all(
      match.candidates.map((candidate) =>
        db.query.venues.findFirst({ where: (venue, { eq }) => eq(venue.id, candidate.venueId) }),
      ),
    );
    expect(venues[0]?.nameOriginal).toBe('Hattie B');
  });

  it('asks, rather than links, when two held venues are both certain', async () => {
    const { db } = database;
    const first = await createVenue(db, {
      nameOriginal: 'Crown and Anchor',
      addressOriginal: '123 Main St, Nashville, TN 37203',
      ...HERE,
    });
    const second = await createVenue(db, {
      nameOriginal: 'The Crown & Anchor',
      addressOriginal: '123 Main Street, Nashville, TN 37203',
      ...NEXT_DOOR,
    });
    const feedVenue = incoming({
      name: 'Crown & Anchor Pub',
      address: '123 Main St, Nashville, TN 37203',
      ...HERE,
    });

    const match = (await matchVenues({ db, incoming: [feedVenue] })).get('feed-1');
    expect(match?.kind).toBe('uncertain');
    if (match?.kind !== 'uncertain') return;
    expect(new Set(match.candidates.map((candidate) => candidate.venueId))).toEqual(
      new Set([first.id, second.id]),
    );

    // A person said the feed's venue is not the first: the second is then the one.
    const answered = await matchVenues({
      db,
      incoming: [feedVenue],
      different: new Set([`feed-1|${first.id}`]),
    });
    expect(answered.get('feed-1')).toMatchObject({ kind: 'certain', venueId: second.id });

    const both = await matchVenues({
      db,
      incoming: [feedVenue],
      different: new Set([`feed-1|${first.id}`, `feed-1|${second.id}`]),
    });
    expect(both.get('feed-1')).toEqual({ kind: 'none' });
  });

  it('finds a held venue without coordinates by its address', async () => {
    const { db } = database;
    const held = await createVenue(db, {
      nameOriginal: 'Crown and Anchor',
      addressOriginal: '123 Main St, Nashville, TN 37203',
      latitude: null,
      longitude: null,
    });

    const matches = await matchVenues({
      db,
      incoming: [
        incoming({
          name: 'Crown & Anchor',
          address: '123 Main Street #5, Nashville, TN 37203',
          ...HERE,
        }),
      ],
    });

    expect(matches.get('feed-1')).toMatchObject({ kind: 'certain', venueId: held.id });
  });

  it('compares with the Google name and address too', async () => {
    const { db } = database;
    const held = await createVenue(db, {
      nameOriginal: 'C&A',
      addressOriginal: 'Main and 2nd, Nashville',
      googleName: 'The Crown & Anchor',
      googleFormattedAddress: '123 Main St, Nashville, TN 37203, USA',
      ...HERE,
    });

    const matches = await matchVenues({
      db,
      incoming: [incoming({ name: 'Crown and Anchor', address: '123 Main Street, Nashville, TN' })],
    });

    expect(matches.get('feed-1')).toMatchObject({ kind: 'certain', venueId: held.id });
  });

  it("places a venue without coordinates at its ZIP's centre to look for candidates", async () => {
    const { db } = database;
    const [zip] = (await loadGazetteer()).search('37203', 1);
    if (!zip) throw new Error('the gazetteer has no ZIP 37203');
    const centre = { latitude: Number(zip.lat), longitude: Number(zip.lon) };
    // No town or ZIP in the held addresses: only the search around the ZIP's centre finds them.
    const near = await createVenue(db, {
      nameOriginal: 'Crown and Anchor',
      addressOriginal: '123 Main St',
      ...north(centre, 0.3),
    });
    await createVenue(db, {
      nameOriginal: 'Crown and Anchor',
      addressOriginal: '123 Main St',
      ...north(centre, 5),
    });

    const matches = await matchVenues({
      db,
      incoming: [
        incoming({ name: 'Crown & Anchor', address: '123 Main Street, Nashville, TN 37203' }),
      ],
    });

    expect(matches.get('feed-1')).toMatchObject({ kind: 'certain', venueId: near.id });
  });

  it("scores a venue's own coordinates, not its ZIP's centre", async () => {
    const { db } = database;
    const [zip] = (await loadGazetteer()).search('37203', 1);
    if (!zip) throw new Error('the gazetteer has no ZIP 37203');
    const held = await createVenue(db, {
      nameOriginal: 'Crown and Anchor',
      addressOriginal: '123 Main St, Nashville, TN 37203',
      ...north({ latitude: Number(zip.lat), longitude: Number(zip.lon) }, 3),
    });

    const matches = await matchVenues({
      db,
      incoming: [
        incoming({ name: 'Crown & Anchor', address: '123 Main Street, Nashville, TN 37203' }),
      ],
    });

    expect(matches.get('feed-1')).toMatchObject({ kind: 'certain', venueId: held.id });
  });

  it('answers none for a venue with nothing near it, and nothing for no venues', async () => {
    const { db } = database;
    await createVenue(db, {
      nameOriginal: 'Crown and Anchor',
      addressOriginal: '123 Main St, Nashville, TN 37203',
      ...HERE,
    });

    const matches = await matchVenues({
      db,
      incoming: [
        incoming({
          name: 'Crown and Anchor',
          address: '123 Main St, Franklin, TN 37064',
          ...north(HERE, 15),
        }),
        incoming({ key: 'nowhere', name: 'Crown and Anchor', address: 'somewhere' }),
      ],
    });

    expect(matches.get('feed-1')).toEqual({ kind: 'none' });
    expect(matches.get('nowhere')).toEqual({ kind: 'none' });
    expect((await matchVenues({ db, incoming: [] })).size).toBe(0);
  });
});
