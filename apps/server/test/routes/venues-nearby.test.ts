import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { addDays, dayOfWeekOf, NearbyVenuesResponse, todayIn } from '@trivia/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createEvent,
  createOccurrence,
  createProvider,
  createVenue,
} from '../../src/db/factories.ts';
import { eventOccurrences, events, teamRsvps } from '../../src/db/schema/index.ts';
import { findCityPlace } from '../../src/services/city-pages.ts';
import { findNearbyVenues } from '../../src/services/nearby/index.ts';
import { useTestApp } from '../helpers/app.ts';

/** Miles in a degree of latitude (for placing venues at a known distance due north). */
const MILES_PER_DEGREE_LAT = 69.05;

/** Each test works in its own area, far from the others, so that one database serves them all. */
let nextArea = 0;
function area() {
  nextArea += 1;
  return { latitude: 30 + nextArea * 2, longitude: -100 };
}
const north = (from: { latitude: number; longitude: number }, miles: number) => ({
  latitude: from.latitude + miles / MILES_PER_DEGREE_LAT,
  longitude: from.longitude,
});

describe('GET /api/venues/nearby', () => {
  const testApp = useTestApp();

  async function search(query: Record<string, string | number>) {
    const params = new URLSearchParams(
      Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
    );
    return testApp.app.inject({ url: `/api/venues/nearby?${params}` });
  }

  async function venueWithEvent(name: string, at: { latitude: number; longitude: number }) {
    const venue = await createVenue(testApp.database.db, { nameOriginal: name, ...at });
    await createEvent(testApp.database.db, { venueId: venue.id });
    return venue;
  }

  async function names(query: Record<string, string | number>): Promise<string[]> {
    const response = await search(query);
    expect(response.statusCode).toBe(200);
    return (response.json() as NearbyVenuesResponse).venues.map((venue) => venue.name);
  }

  it('answers the venues within the radius, nearest first, with their distance', async () => {
    const centre = area();
    await venueWithEvent('Twenty', north(centre, 20));
    await venueWithEvent('Five', north(centre, 5));
    await venueWithEvent('Forty', north(centre, 40));
    const response = await search({ lat: centre.latitude, lng: centre.longitude });
    expect(response.statusCode).toBe(200);
    const body = response.json() as NearbyVenuesResponse;
    expect(body.radiusMiles).toBe(30);
    expect(body.venues.map((venue) => venue.name)).toEqual(['Five', 'Twenty']);
    expect(body.venues[0]?.distanceMiles).toBeCloseTo(5, 1);
    expect(body.venues[1]?.distanceMiles).toBeCloseTo(20, 1);
    expect(await names({ lat: centre.latitude, lng: centre.longitude, radius_miles: 50 })).toEqual([
      'Five',
      'Twenty',
      'Forty',
    ]);
    expect(await names({ lat: centre.latitude, lng: centre.longitude, radius_miles: 4 })).toEqual(
      [],
    );
  });

  it('measures east-west distances on the ground, not in degrees', async () => {
    // At 60° north a degree of longitude is half as long: 0.55° east is about 19 miles.
    await venueWithEvent('East 19', { latitude: 60, longitude: -149.45 });
    await venueWithEvent('West 40', { latitude: 60, longitude: -151.16 });
    const body = (
      await search({ lat: 60, lng: -150, radius_miles: 30 })
    ).json() as NearbyVenuesResponse;
    expect(body.venues.map((venue) => venue.name)).toEqual(['East 19']);
    expect(body.venues[0]?.distanceMiles).toBeCloseTo(19, 0);
  });

  it('honours the limit, keeping the nearest', async () => {
    const centre = area();
    for (const miles of [9, 3, 7, 1, 5]) await venueWithEvent(`At ${miles}`, north(centre, miles));
    expect(await names({ lat: centre.latitude, lng: centre.longitude, limit: 2 })).toEqual([
      'At 1',
      'At 3',
    ]);
    expect(await names({ lat: centre.latitude, lng: centre.longitude, limit: 100 })).toHaveLength(
      5,
    );
  });

  it('orders venues at the same distance by name', async () => {
    const centre = area();
    const spot = north(centre, 2);
    await venueWithEvent('Charlie', spot);
    await venueWithEvent('Alpha', spot);
    await venueWithEvent('Bravo', spot);
    expect(await names({ lat: centre.latitude, lng: centre.longitude })).toEqual([
      'Alpha',
      'Bravo',
      'Charlie',
    ]);
  });

  it('lists only venues with an active event, and only their active events', async () => {
    const centre = area();
    const db = testApp.database.db;
    const mixed = await createVenue(db, { nameOriginal: 'Mixed', ...north(centre, 1) });
    await createEvent(db, { venueId: mixed.id, eventType: 'Active Trivia' });
    await createEvent(db, { venueId: mixed.id, eventType: 'Retired Trivia', isActive: false });
    const retired = await createVenue(db, { nameOriginal: 'Retired', ...north(centre, 2) });
    await createEvent(db, { venueId: retired.id, isActive: false });
    await createVenue(db, { nameOriginal: 'No Events', ...north(centre, 3) });
    await createVenue(db, { nameOriginal: 'Nowhere', latitude: null, longitude: null });

    const body = (
      await search({ lat: centre.latitude, lng: centre.longitude })
    ).json() as NearbyVenuesResponse;
    expect(body.venues.map((venue) => venue.name)).toEqual(['Mixed']);
    expect(body.venues[0]?.events.map((event) => event.eventType)).toEqual(['Active Trivia']);
  });

  it('keeps the nearest venues with events even when closer ones have none', async () => {
    // The candidates are taken among venues with an active event, so empty venues nearby cannot
    // crowd out the ones with trivia.
    const centre = area();
    const db = testApp.database.db;
    for (let index = 0; index < 12; index += 1) {
      await createVenue(db, { nameOriginal: `Empty ${index}`, ...north(centre, 0.1) });
    }
    await venueWithEvent('Farther With Trivia', north(centre, 10));
    expect(await names({ lat: centre.latitude, lng: centre.longitude, limit: 3 })).toEqual([
      'Farther With Trivia',
    ]);
  });

  it('shows each venue as the public sees it', async () => {
    const centre = area();
    const db = testApp.database.db;
    const nerdyTalk = await createProvider(db, { name: 'Nerdy Talk' });
    const venue = await createVenue(db, {
      nameOriginal: 'old name',
      addressOriginal: 'old address',
      googleName: 'Harpeth River Pub',
      googleFormattedAddress: '130 2nd Ave N, Franklin, TN 37064, USA',
      thumbnailUrl: 'https://images.example/pub.jpg',
      ...north(centre, 1),
    });
    const trivia = await createEvent(db, {
      venueId: venue.id,
      providerId: nerdyTalk.id,
      eventType: 'trivia',
      dayOfWeek: 'Thursday',
      startTime: '19:30:00',
      endTime: '21:00',
      prizeAmount: 50,
      maxTeams: 12,
    });
    await createEvent(db, {
      venueId: venue.id,
      providerId: nerdyTalk.id,
      eventType: 'Bingo',
      dayOfWeek: 'Friday',
      startTime: '20:00',
      prizeDescription: 'Free pints',
    });
    await db
      .update(events)
      .set({ verifiedAt: new Date('2026-11-20T15:30:00Z') })
      .where(eq(events.id, trivia.id));
    const body = (
      await search({ lat: centre.latitude, lng: centre.longitude, date: '2026-11-23' })
    ).json() as NearbyVenuesResponse;
    const [shown] = body.venues;
    expect(shown).toMatchObject({
      id: venue.id,
      name: 'Harpeth River Pub',
      address: '130 2nd Ave N, Franklin, TN 37064, USA',
      latitude: venue.latitude,
      longitude: venue.longitude,
      photoUrl: 'https://images.example/pub.jpg',
      photoCategory: 'pub',
      timezone: 'America/Chicago',
    });
    expect(shown?.events).toEqual([
      {
        id: expect.any(String),
        eventType: 'trivia',
        title: 'TRIVIA - Nerdy Talk',
        dayOfWeek: 'Thursday',
        startTime: '19:30',
        endTime: '21:00',
        frequency: 'weekly',
        prizeAmount: 50,
        maxTeams: 12,
        providerName: 'Nerdy Talk',
        verifiedAt: '2026-11-20T15:30:00.000Z',
        occurrences: [{ date: '2026-11-26', status: 'scheduled' }],
      },
      expect.objectContaining({
        title: 'BALLAD BINGO - Nerdy Talk',
        prizeDescription: 'Free pints',
        occurrences: [{ date: '2026-11-27', status: 'scheduled' }],
      }),
    ]);
    // Facts a venue has not given are left out of the answer rather than sent as null.
    expect(shown?.events[1]).not.toHaveProperty('prizeAmount');
    expect(shown?.events[1]).not.toHaveProperty('endTime');
  });

  it('gives the dates of the next 7 days from each rule, and the status of stored ones', async () => {
    const centre = area();
    const db = testApp.database.db;
    const venue = await createVenue(db, { nameOriginal: 'Schedules', ...north(centre, 1) });
    const weekly = await createEvent(db, {
      venueId: venue.id,
      eventType: 'Weekly',
      dayOfWeek: 'Tuesday',
    });
    await createEvent(db, {
      venueId: venue.id,
      eventType: 'Last Friday',
      dayOfWeek: 'Friday',
      frequency: 'monthly',
      weekOfMonth: 'last',
    });
    await createEvent(db, {
      venueId: venue.id,
      eventType: 'Second Tuesday',
      dayOfWeek: 'Tuesday',
      frequency: 'monthly',
      weekOfMonth: '2',
    });
    await createEvent(db, {
      venueId: venue.id,
      eventType: 'Championship',
      dayOfWeek: 'Saturday',
      frequency: 'one-time',
      eventDate: '2026-11-28',
    });
    await createEvent(db, {
      venueId: venue.id,
      eventType: 'Pop-up',
      dayOfWeek: 'Tuesday',
      frequency: 'one-time',
      // Created on Monday evening the 23rd in the venue's time zone (already Tuesday in UTC):
      // the next Tuesday after that Monday is the 24th (in UTC it would be December 1st).
      createdAt: new Date('2026-11-24T04:30:00Z'),
    });
    await createOccurrence(db, {
      eventId: weekly.id,
      occurrenceDate: '2026-11-24',
      status: 'cancelled',
    });
    // Outside the week: not answered.
    await createOccurrence(db, { eventId: weekly.id, occurrenceDate: '2026-12-01' });

    const body = (
      await search({ lat: centre.latitude, lng: centre.longitude, date: '2026-11-22' })
    ).json() as NearbyVenuesResponse;
    expect(body.date).toBe('2026-11-22');
    const byType = Object.fromEntries(
      (body.venues[0]?.events ?? []).map((event) => [event.eventType, event.occurrences]),
    );
    expect(byType).toEqual({
      Weekly: [{ date: '2026-11-24', status: 'cancelled' }],
      'Last Friday': [{ date: '2026-11-27', status: 'scheduled' }],
      'Second Tuesday': [],
      Championship: [{ date: '2026-11-28', status: 'scheduled' }],
      'Pop-up': [{ date: '2026-11-24', status: 'scheduled' }],
    });

    const december = (
      await search({ lat: centre.latitude, lng: centre.longitude, date: '2026-12-06' })
    ).json() as NearbyVenuesResponse;
    const decemberByType = Object.fromEntries(
      (december.venues[0]?.events ?? []).map((event) => [
        event.eventType,
        event.occurrences.map((occurrence) => occurrence.date),
      ]),
    );
    // The one-time events' nights were before that week: they are not answered (decision 100).
    expect(decemberByType).toEqual({
      Weekly: ['2026-12-08'],
      'Last Friday': [],
      'Second Tuesday': ['2026-12-08'],
    });
  });

  it('answers what the response schema accepts, and a change on the next request', async () => {
    const centre = area();
    const db = testApp.database.db;
    const venue = await createVenue(db, { nameOriginal: 'Fragments "Pub"', ...north(centre, 2) });
    const event = await createEvent(db, { venueId: venue.id, dayOfWeek: 'Tuesday' });
    const query = { lat: centre.latitude, lng: centre.longitude, date: '2026-11-22' };
    const first = await search(query);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const parsed = NearbyVenuesResponse.parse(first.json());
    // Byte for byte what the object answer serialises to (decision 070).
    const asked = { latitude: query.lat, longitude: query.lng, radiusMiles: 30, limit: 50 };
    expect(first.body).toBe(
      JSON.stringify(await findNearbyVenues({ db, query: { ...asked, date: query.date } })),
    );
    expect(parsed.venues[0]?.events[0]?.occurrences).toEqual([
      { date: '2026-11-24', status: 'scheduled' },
    ]);
    expect((await search(query)).body).toBe(first.body);

    const night = await createOccurrence(db, {
      eventId: event.id,
      occurrenceDate: '2026-11-24',
      status: 'cancelled',
    });
    expect(
      NearbyVenuesResponse.parse((await search(query)).json()).venues[0]?.events[0]?.occurrences,
    ).toEqual([{ date: '2026-11-24', status: 'cancelled' }]);
    await db
      .update(eventOccurrences)
      .set({ publicNote: 'closed for Thanksgiving' })
      .where(eq(eventOccurrences.id, night.id));
    const next = NearbyVenuesResponse.parse((await search(query)).json());
    expect(next.venues[0]?.events[0]?.occurrences).toEqual([
      { date: '2026-11-24', status: 'cancelled', note: 'closed for Thanksgiving' },
    ]);
    await db.update(events).set({ startTime: '21:30' }).where(eq(events.id, event.id));
    const moved = NearbyVenuesResponse.parse((await search(query)).json());
    expect(moved.venues[0]?.events[0]?.startTime).toBe('21:30');
  });

  it('answers compressed as the browser asks, the same JSON byte for byte', async () => {
    const centre = area();
    for (const [name, miles] of [
      ['Zipped "Zoë" 🍺', 1],
      ['Second Zipped', 3],
    ] as const) {
      // Three nights a week, as a busy venue has: its answer repeats itself and compresses.
      const venue = await venueWithEvent(name, north(centre, miles));
      for (const dayOfWeek of ['Tuesday', 'Thursday'] as const) {
        await createEvent(testApp.database.db, { venueId: venue.id, dayOfWeek });
      }
    }
    const url = `/api/venues/nearby?lat=${centre.latitude}&lng=${centre.longitude}&date=2026-11-22`;
    const plain = await testApp.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    // What Chrome sends: gzip, which the compress plugin prefers for answers made per request.
    const decoders = { gzip: gunzipSync, br: brotliDecompressSync } as const;
    for (const [accepted, encoding] of [
      ['gzip, deflate, br, zstd', 'gzip'],
      ['br', 'br'],
    ] as const) {
      const zipped = await testApp.app.inject({ url, headers: { 'accept-encoding': accepted } });
      expect(zipped.statusCode, accepted).toBe(200);
      expect(zipped.headers['content-encoding']).toBe(encoding);
      expect(zipped.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(zipped.headers.vary).toContain('accept-encoding');
      expect(decoders[encoding](zipped.rawPayload).toString('utf8')).toBe(plain.body);
      expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length * 0.7);
    }
    const identity = await testApp.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain.body);
  });

  it('compresses an answer made for the request in one call, at gzip level 3', async () => {
    const centre = area();
    for (let venue = 0; venue < 12; venue += 1) {
      await venueWithEvent(`One Call Pub ${venue}`, north(centre, 1 + venue));
    }
    const url = `/api/venues/nearby?lat=${centre.latitude}&lng=${centre.longitude}&date=2026-11-22`;
    const plain = await testApp.app.inject({ url });
    expect(plain.rawPayload.length).toBeGreaterThan(4096);
    const zipped = await testApp.app.inject({
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    // Decision 183: gzip level 3 in one call, so its length is known (not a chunked stream).
    expect(zipped.headers['content-length']).toBe(String(zipped.rawPayload.length));
    expect(zipped.rawPayload.equals(gzipSync(plain.rawPayload, { level: 3 }))).toBe(true);
  });

  it('keeps the search of a named place with its ETag, renewed by the next write, a team coming included', async () => {
    const franklin = await findCityPlace({ slug: 'franklin-tn' });
    if (!franklin) throw new Error('the gazetteer has Franklin, TN');
    const db = testApp.database.db;
    const venue = await venueWithEvent('Kept Franklin Pub', north(franklin, 1));
    const [event] = await db.select().from(events).where(eq(events.venueId, venue.id));
    const date = '2031-12-01'; // a Monday: the event's Tuesday is the 2nd
    const url = `/api/venues/nearby?lat=${franklin.latitude}&lng=${franklin.longitude}&date=${date}`;
    const first = await testApp.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['content-encoding']).toBe('br');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    const plain = await testApp.app.inject({ url });
    expect(brotliDecompressSync(first.rawPayload).toString('utf8')).toBe(plain.body);
    expect(plain.body).toBe(
      JSON.stringify(
        await findNearbyVenues({
          db,
          query: { ...franklin, radiusMiles: 30, limit: 50, date },
        }),
      ),
    );
    const again = await testApp.app.inject({
      url,
      headers: { 'accept-encoding': 'br, gzip', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);

    // A team says it is coming: the kept answer is renewed on the next request (decision 180).
    await db.insert(teamRsvps).values({
      eventId: event?.id ?? '',
      occurrenceDate: '2031-12-02',
      teamName: 'Kept Quizzers',
      withdrawTokenHash: 'kept-search-test',
      visitorKey: 'kept-search-test',
    });
    const renewed = await testApp.app.inject({
      url,
      headers: { 'accept-encoding': 'br, gzip', 'if-none-match': etag },
    });
    expect(renewed.statusCode).toBe(200);
    const answer = JSON.parse(brotliDecompressSync(renewed.rawPayload).toString('utf8'));
    const shown = NearbyVenuesResponse.parse(answer).venues[0];
    expect(shown?.events[0]?.occurrences).toEqual([
      { date: '2031-12-02', status: 'scheduled', teams: 1 },
    ]);

    // A position that is no named place is answered afresh, without a kept page's ETag.
    const elsewhere = await search({ lat: franklin.latitude + 0.0001, lng: franklin.longitude });
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.headers.etag).toBeUndefined();
  });

  it("starts the week today in UTC when the visitor's date is not given", async () => {
    const centre = area();
    await venueWithEvent('Today', north(centre, 1));
    const body = (
      await search({ lat: centre.latitude, lng: centre.longitude })
    ).json() as NearbyVenuesResponse;
    const today = todayIn('UTC');
    expect([today, addDays(today, -1)]).toContain(body.date); // a run across midnight
    const dates = body.venues[0]?.events[0]?.occurrences.map((occurrence) => occurrence.date);
    expect(dates).toHaveLength(1);
    expect(dayOfWeekOf(dates?.[0] ?? '')).toBe('Tuesday');
  });

  it.each([
    ['lat', { lng: -86.78 }],
    ['lat', { lat: '', lng: -86.78 }],
    ['lat', { lat: 'north', lng: -86.78 }],
    ['lat', { lat: 91, lng: -86.78 }],
    ['lng', { lat: 36.16 }],
    ['lng', { lat: 36.16, lng: -180.5 }],
    ['radius_miles', { lat: 36.16, lng: -86.78, radius_miles: 101 }],
    ['radius_miles', { lat: 36.16, lng: -86.78, radius_miles: 0 }],
    ['limit', { lat: 36.16, lng: -86.78, limit: 101 }],
    ['limit', { lat: 36.16, lng: -86.78, limit: 2.5 }],
    ['date', { lat: 36.16, lng: -86.78, date: '2026-02-30' }],
    ['date', { lat: 36.16, lng: -86.78, date: 'tomorrow' }],
  ])('refuses a bad %s with 400 naming it', async (field, query) => {
    const response = await search(query);
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details).toEqual([{ field, message: expect.any(String) }]);
    expect(error.message).toMatch(new RegExp(`^${field}: `));
  });
});
