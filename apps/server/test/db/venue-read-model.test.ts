import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import {
  createEvent,
  createOccurrence,
  createProvider,
  createVenue,
} from '../../src/db/factories.ts';
import { eventOccurrences, events, triviaProviders, venues } from '../../src/db/schema/index.ts';
import { findNearbyVenues, searchNearby } from '../../src/services/nearby/index.ts';
import { createTestDatabase } from '../helpers/database.ts';

/**
 * The public search reads each venue's read model (decision 014), which database triggers keep in
 * step with every change. Each case changes the data the way the application would and checks what
 * the search then answers.
 */
describe('the venues’ read model follows every change', () => {
  let database: Database;
  // A quiet corner of the map, so that nothing else is near.
  const HERE = { latitude: 47.1, longitude: -100.4 };
  const DATE = '2031-12-01'; // a Monday

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  /**
   * The object answer, and the JSON the routes send (decision 180): after every change they must
   * be the same text.
   */
  const search = async () => {
    const query = { ...HERE, radiusMiles: 30, limit: 50, date: DATE };
    const answer = await findNearbyVenues({ db: database.db, query });
    const json = await searchNearby({
      db: database.db,
      query: { lat: HERE.latitude, lng: HERE.longitude, radius_miles: 30, limit: 50, date: DATE },
    });
    expect(json).toBe(JSON.stringify(answer));
    return answer;
  };
  const found = async (venueId: string) =>
    (await search()).venues.find((venue) => venue.id === venueId);
  const place = (offset: number) => ({
    latitude: HERE.latitude + offset,
    longitude: HERE.longitude,
  });

  it('writes names beyond ASCII, quotes and emoji as the object answer does', async () => {
    const venue = await createVenue(database.db, {
      ...place(0.003),
      nameOriginal: 'Café "Zoë" 🍺 Taverne',
    });
    await createEvent(database.db, { venueId: venue.id, eventType: 'Quiz – Déjà vu' });
    for (let time = 0; time < 2; time += 1) {
      expect((await found(venue.id))?.name).toBe('Café "Zoë" 🍺 Taverne');
    }
  });

  it('lists a venue once it has an active event, and drops it when it has none', async () => {
    const venue = await createVenue(database.db, { ...place(0.01), nameOriginal: 'Prairie Pub' });
    expect(await found(venue.id)).toBeUndefined();
    const event = await createEvent(database.db, {
      venueId: venue.id,
      dayOfWeek: 'Tuesday',
      eventType: 'Prairie Quiz',
    });
    expect((await found(venue.id))?.events.map((e) => e.eventType)).toEqual(['Prairie Quiz']);

    await database.db.update(events).set({ isActive: false }).where(eq(events.id, event.id));
    expect(await found(venue.id)).toBeUndefined();
    await database.db
      .update(events)
      .set({ isActive: true, startTime: '20:15' })
      .where(eq(events.id, event.id));
    expect((await found(venue.id))?.events[0]?.startTime).toBe('20:15');

    await database.db.delete(events).where(eq(events.id, event.id));
    expect(await found(venue.id)).toBeUndefined();
  });

  it('follows an event moved to another venue', async () => {
    const from = await createVenue(database.db, { ...place(0.02) });
    const to = await createVenue(database.db, { ...place(0.03) });
    const event = await createEvent(database.db, {
      venueId: from.id,
      eventType: 'Travelling Quiz',
    });
    await database.db.update(events).set({ venueId: to.id }).where(eq(events.id, event.id));
    expect(await found(from.id)).toBeUndefined();
    expect((await found(to.id))?.events.map((e) => e.eventType)).toEqual(['Travelling Quiz']);
  });

  it('shows a provider’s new name', async () => {
    const provider = await createProvider(database.db, { name: 'Old Name Quizzes' });
    const venue = await createVenue(database.db, { ...place(0.04) });
    await createEvent(database.db, { venueId: venue.id, providerId: provider.id });
    expect((await found(venue.id))?.events[0]?.providerName).toBe('Old Name Quizzes');
    await database.db
      .update(triviaProviders)
      .set({ name: 'New Name Quizzes' })
      .where(eq(triviaProviders.id, provider.id));
    expect((await found(venue.id))?.events[0]?.providerName).toBe('New Name Quizzes');
  });

  it('marks a cancelled night, and forgets it when it is rescheduled or deleted', async () => {
    const venue = await createVenue(database.db, { ...place(0.05) });
    const event = await createEvent(database.db, { venueId: venue.id, dayOfWeek: 'Wednesday' });
    const statusOn = async (date: string) =>
      (await found(venue.id))?.events[0]?.occurrences.find((night) => night.date === date)?.status;

    // Storing 'scheduled' nights (the schedule page) changes nothing the public sees.
    const night = await createOccurrence(database.db, {
      eventId: event.id,
      occurrenceDate: '2031-12-03',
    });
    expect(await statusOn('2031-12-03')).toBe('scheduled');

    await database.db
      .update(eventOccurrences)
      .set({ status: 'cancelled' })
      .where(eq(eventOccurrences.id, night.id));
    expect(await statusOn('2031-12-03')).toBe('cancelled');
    await database.db
      .update(eventOccurrences)
      .set({ status: 'scheduled' })
      .where(eq(eventOccurrences.id, night.id));
    expect(await statusOn('2031-12-03')).toBe('scheduled');

    // Confirmed by the platform for its host: not the public's "confirmed" (decision 123).
    await database.db
      .update(eventOccurrences)
      .set({ status: 'confirmed', confirmedBy: 'platform' })
      .where(eq(eventOccurrences.id, night.id));
    expect(await statusOn('2031-12-03')).toBe('scheduled');
    await database.db
      .update(eventOccurrences)
      .set({ confirmedBy: 'host' })
      .where(eq(eventOccurrences.id, night.id));
    expect(await statusOn('2031-12-03')).toBe('confirmed');
    await database.db.delete(eventOccurrences).where(eq(eventOccurrences.id, night.id));
    expect(await statusOn('2031-12-03')).toBe('scheduled');
  });

  it('does not count bookkeeping on events as a change', async () => {
    const venue = await createVenue(database.db, { ...place(0.06) });
    const event = await createEvent(database.db, { venueId: venue.id });
    const before = await database.db.execute(
      sql`select public_events::text as model from venues where id = ${venue.id}`,
    );
    await database.db
      .update(events)
      .set({ occurrencesFrom: '2031-12-01', occurrencesThrough: '2031-12-31' })
      .where(eq(events.id, event.id));
    const after = await database.db.execute(
      sql`select public_events::text as model from venues where id = ${venue.id}`,
    );
    expect(JSON.stringify(after)).toBe(JSON.stringify(before));
    const [row] = await database.db
      .select({ count: venues.activeEventCount })
      .from(venues)
      .where(eq(venues.id, venue.id));
    expect(row?.count).toBe(1);
  });
});
