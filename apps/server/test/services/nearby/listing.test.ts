import { addDays, dayOfWeekOf, todayIn } from '@trivia/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { readDataVersion } from '../../../src/db/data-version.ts';
import { createEvent, createVenue } from '../../../src/db/factories.ts';
import { events, venues } from '../../../src/db/schema/index.ts';
import { findNearbyVenues } from '../../../src/services/nearby/index.ts';
import {
  KeptListing,
  keptListingOf,
  type ListingQuery,
  loadListingIndex,
} from '../../../src/services/nearby/listing.ts';
import type { ListedRow } from '../../../src/services/nearby/ranking.ts';
import { listFromStatement } from '../../../src/services/nearby/statement.ts';
import { createTestDatabase } from '../../helpers/database.ts';
import { seeded } from '../../helpers/seeded.ts';

/** Two towns 80 miles apart with venues crowded at their centres, and some in between. */
const TOWNS = [
  { latitude: 40.0, longitude: -90.0, spread: 0.4 },
  { latitude: 40.6, longitude: -88.7, spread: 0.15 },
  { latitude: 40.3, longitude: -89.3, spread: 1.2 },
];

/** The listing as a comparable value: ids and row versions in order, distances to 1e-9 mile. */
function shape(rows: readonly ListedRow[]) {
  return rows.map(({ id, version, distance }) => `${id}@${version}:${distance.toFixed(9)}`);
}

describe('the nearby listing kept in memory (decision 090)', () => {
  let database: Database;
  const listed = new Set<string>();
  const notListed = new Set<string>();

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    const random = seeded(42);
    for (let index = 0; index < 240; index += 1) {
      const town = TOWNS[index % TOWNS.length] ?? TOWNS[0];
      if (!town) throw new Error('no town');
      const venue = await createVenue(db, {
        nameOriginal: `Venue ${index}`,
        latitude: town.latitude + (random() - 0.5) * town.spread,
        longitude: town.longitude + (random() - 0.5) * town.spread * 1.3,
      });
      // One venue in six has no active event (an inactive one, or none): never listed.
      if (index % 6 === 0) {
        if (index % 12 === 0) await createEvent(db, { venueId: venue.id, isActive: false });
        notListed.add(venue.id);
      } else if (index % 6 === 3) {
        // One in six has a one-time event whose night has passed (decision 100): listed only
        // when it has one to come as well.
        const today = todayIn(venue.timezone ?? 'UTC');
        for (const date of index % 12 === 3
          ? [addDays(today, -1)]
          : [addDays(today, -1), addDays(today, 9)]) {
          await createEvent(db, {
            venueId: venue.id,
            frequency: 'one-time',
            eventDate: date,
            dayOfWeek: dayOfWeekOf(date),
          });
        }
        (index % 12 === 3 ? notListed : listed).add(venue.id);
      } else {
        await createEvent(db, { venueId: venue.id });
        listed.add(venue.id);
      }
    }
    // A venue with an event but no place is not listed either.
    const nowhere = await createVenue(db, { latitude: null, longitude: null });
    await createEvent(db, { venueId: nowhere.id });
    notListed.add(nowhere.id);
  }, 120_000);

  afterAll(() => database.close());

  /** Query points on and around the towns, with radii and limits from tight to wide. */
  function queries(): ListingQuery[] {
    const random = seeded(7);
    const found: ListingQuery[] = [];
    for (let index = 0; index < 60; index += 1) {
      const town = TOWNS[index % TOWNS.length] ?? TOWNS[0];
      if (!town) throw new Error('no town');
      found.push({
        latitude: town.latitude + (random() - 0.5) * 2,
        longitude: town.longitude + (random() - 0.5) * 2,
        radiusMiles: [1, 5, 30, 100][index % 4] ?? 30,
        limit: [1, 10, 50][index % 3] ?? 50,
      });
    }
    return found;
  }

  it('keeps every venue with an active event to come and a place, and no other', async () => {
    const kept = new KeptListing();
    await kept.load(database.db);
    expect(kept.size).toBe(listed.size);
    // From a point that reaches them all: exactly the listed venues.
    const version = await readDataVersion(database.db);
    const all = kept.list(database.db, version, {
      latitude: 40.3,
      longitude: -89.3,
      radiusMiles: 500,
      limit: 500,
    });
    expect(new Set(all?.map(({ id }) => id))).toEqual(listed);
  });

  it('reads the venues in chunks, and gives up a load when data changed while it read', async () => {
    const db = database.db;
    const whole = await loadListingIndex(db);
    // 24 venues a chunk: the same snapshot in 10 statements and more.
    let chunks = 0;
    const chunked = await loadListingIndex(db, {
      chunkVenues: 24,
      afterChunk: async () => {
        chunks += 1;
      },
    });
    expect(chunks).toBeGreaterThan(listed.size / 24);
    expect(chunked?.size).toBe(whole?.size);
    expect(chunked?.version).toBe(whole?.version);
    const query = { latitude: 40.3, longitude: -89.3, radiusMiles: 100, limit: 100 };
    expect(chunked?.nearest(query)).toEqual(whole?.nearest(query));

    // A write between two chunks: the chunks are not one snapshot, so the load is given up.
    const kept = new KeptListing();
    const venue = await createVenue(db, {
      nameOriginal: 'Between Chunks',
      latitude: 48,
      longitude: -95,
    });
    let written = false;
    await kept.load(db, {
      chunkVenues: 24,
      afterChunk: async () => {
        if (written) return;
        written = true;
        await createEvent(db, { venueId: venue.id });
        listed.add(venue.id);
      },
    });
    expect(kept.size).toBeUndefined();
    expect(kept.counts.changedLoads).toBe(1);
    await kept.load(db, { chunkVenues: 24 });
    expect(kept.size).toBe((whole?.size ?? 0) + 1);
  });

  it('lists what the search statement lists, in its order, for each place, radius and limit', async () => {
    const kept = new KeptListing();
    await kept.load(database.db);
    const version = await readDataVersion(database.db);
    let compared = 0;
    for (const query of queries()) {
      const fromMemory = kept.list(database.db, version, query);
      const fromStatement = await listFromStatement(database.db, query);
      expect(fromMemory, JSON.stringify(query)).not.toBeNull();
      expect(shape(fromMemory ?? []), JSON.stringify(query)).toEqual(shape(fromStatement));
      compared += fromStatement.length;
    }
    // The comparison covered many venues, and every search was listed from memory.
    expect(compared).toBeGreaterThan(500);
    expect(kept.counts).toEqual({ memory: 60, database: 0, failedLoads: 0, changedLoads: 0 });
  });

  it('the statement finds the nearest venue in every direction (migration 0010)', async () => {
    // At 90° W: a hundred venues 24–25 miles due east, and one 21 miles due north. On the old
    // index's map the one north measured about 30 miles, behind all hundred, and was not listed.
    const db = database.db;
    const centre = { latitude: 43, longitude: -90 };
    const milesPerDegreeEast = 69.05 * Math.cos((centre.latitude * Math.PI) / 180);
    for (let index = 0; index < 100; index += 1) {
      const east = await createVenue(db, {
        nameOriginal: `East ${index}`,
        latitude: centre.latitude,
        longitude: centre.longitude + (24 + index / 100) / milesPerDegreeEast,
      });
      await createEvent(db, { venueId: east.id });
    }
    const north = await createVenue(db, {
      nameOriginal: 'North',
      latitude: centre.latitude + 21 / 69.05,
      longitude: centre.longitude,
    });
    await createEvent(db, { venueId: north.id });
    const listed = await listFromStatement(db, { ...centre, radiusMiles: 30, limit: 50 });
    expect(listed[0]?.id).toBe(north.id);
    expect(listed[0]?.distance).toBeCloseTo(21, 0);
  });

  it('leaves the search to the database while its snapshot is of another data version', async () => {
    const kept = new KeptListing();
    await kept.load(database.db);
    const query = { latitude: 40, longitude: -90, radiusMiles: 30, limit: 50 };
    // A version it does not hold: not listed here, and a new snapshot is asked for.
    expect(kept.list(database.db, '-1', query)).toBeNull();
    expect(kept.counts.database).toBe(1);
  });

  it('leaves venues at one point to the database, which orders them by name', async () => {
    const db = database.db;
    const at = { latitude: 45.5, longitude: -100.25 };
    const later = await createVenue(db, { nameOriginal: 'Zebra Room', ...at });
    const earlier = await createVenue(db, { nameOriginal: 'Aardvark Bar', ...at });
    await createEvent(db, { venueId: later.id });
    await createEvent(db, { venueId: earlier.id });
    const kept = new KeptListing();
    await kept.load(db);
    const version = await readDataVersion(db);
    const query = { ...at, radiusMiles: 10, limit: 50 };
    expect(kept.list(db, version, query)).toBeNull();
    const found = await findNearbyVenues({ db, query });
    expect(found.venues.map(({ name }) => name)).toEqual(['Aardvark Bar', 'Zebra Room']);
    // One of them alone within a limit of one is also a tie at the cut.
    expect(kept.list(db, version, { ...query, limit: 1 })).toBeNull();
  });

  it('shows a write on the very next search, then lists from a new snapshot', async () => {
    const db = database.db;
    const kept = keptListingOf(db);
    if (!kept) throw new Error('a database client keeps a listing');
    const at = { latitude: 47.25, longitude: -101.5 };
    const query = { ...at, radiusMiles: 20, limit: 50 };
    const names = async () =>
      (await findNearbyVenues({ db, query })).venues.map(({ name }) => name);
    const listedFromMemory = async (expected: string[]) => {
      await kept.settled();
      await kept.load(db); // the background load is spaced out; the test does not wait for it
      const before = kept.counts.memory;
      expect(await names()).toEqual(expected);
      expect(kept.counts.memory).toBe(before + 1);
    };

    const pub = await createVenue(db, { nameOriginal: 'Prairie Pub', ...at });
    await createEvent(db, { venueId: pub.id });
    await listedFromMemory(['Prairie Pub']);

    // Each write is seen by the search right after it, though the snapshot in memory is older.
    const inn = await createVenue(db, { nameOriginal: 'Prairie Inn', latitude: 47.3 });
    await db.update(venues).set({ longitude: at.longitude }).where(eq(venues.id, inn.id));
    await createEvent(db, { venueId: inn.id });
    const fromDatabase = kept.counts.database;
    expect(await names()).toEqual(['Prairie Pub', 'Prairie Inn']);
    expect(kept.counts.database).toBe(fromDatabase + 1);
    await listedFromMemory(['Prairie Pub', 'Prairie Inn']);

    await db.update(events).set({ isActive: false }).where(eq(events.venueId, pub.id));
    expect(await names()).toEqual(['Prairie Inn']);
    await listedFromMemory(['Prairie Inn']);

    await db.update(venues).set({ latitude: 20 }).where(eq(venues.id, inn.id));
    expect(await names()).toEqual([]);
    await listedFromMemory([]);

    await db.update(events).set({ isActive: true }).where(eq(events.venueId, pub.id));
    await db.update(venues).set({ nameOriginal: 'Prairie Tavern' }).where(eq(venues.id, pub.id));
    expect(await names()).toEqual(['Prairie Tavern']);
    await listedFromMemory(['Prairie Tavern']);

    await db.delete(venues).where(eq(venues.id, pub.id));
    expect(await names()).toEqual([]);
    await listedFromMemory([]);
  });
});
