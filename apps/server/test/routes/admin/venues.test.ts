import { GOOGLE_DATA_READ_ONLY, haversineMiles, VENUE_IMPORT_ADMIN_ONLY } from '@trivia/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createEvent,
  createOccurrence,
  createVenue,
  linkUserToVenue,
} from '../../../src/db/factories.ts';
import { eventOccurrences, events, userVenues, venues } from '../../../src/db/schema/index.ts';
import { ADDRESS_NOT_FOUND } from '../../../src/services/venues/create-venue.ts';
import { signInNewUser, useAdminApp, useSignedInClient } from '../../helpers/auth.ts';

const FRANKLIN_TN = { latitude: 35.925, longitude: -86.869 };

describe('admin venue endpoints', () => {
  const { testApp, admin, db } = useAdminApp();
  const owner = useSignedInClient(testApp);

  describe('creating', () => {
    it('geocodes a ZIP address offline; the venue is pending, not imported, owned by its non-admin creator', async () => {
      const response = await owner.post('/api/admin/venues', {
        nameOriginal: 'Main Street Quiz House',
        addressOriginal: '100 Main St, Franklin, TN 37064',
      });
      expect(response.statusCode).toBe(201);
      const venue = response.json();
      expect(venue).toMatchObject({
        verificationStatus: 'pending',
        isImported: false,
        timezone: 'America/Chicago',
      });
      expect(haversineMiles(FRANKLIN_TN, venue)).toBeLessThan(10);
      const [row] = await db().select().from(venues).where(eq(venues.id, venue.id));
      expect(row?.createdBy).toBe(owner.userId);
      const links = await db().select().from(userVenues).where(eq(userVenues.venueId, venue.id));
      expect(links).toEqual([expect.objectContaining({ userId: owner.userId, role: 'owner' })]);
    });

    it('geocodes "City, ST" without a ZIP, and gives admins no user_venues row', async () => {
      const response = await admin.post('/api/admin/venues', {
        nameOriginal: 'Lakeside Lounge',
        addressOriginal: '5 Shore Dr, Chicago, IL',
      });
      expect(response.statusCode).toBe(201);
      expect(haversineMiles({ latitude: 41.88, longitude: -87.63 }, response.json())).toBeLessThan(
        15,
      );
      expect(
        await db().select().from(userVenues).where(eq(userVenues.venueId, response.json().id)),
      ).toHaveLength(0);
    });

    it('says when an address cannot be found, and accepts coordinates typed in', async () => {
      const lost = await owner.post('/api/admin/venues', {
        nameOriginal: 'Nowhere Bar',
        addressOriginal: 'Back of beyond',
      });
      expect(lost.statusCode).toBe(400);
      expect(lost.json().error).toMatchObject({
        message: ADDRESS_NOT_FOUND,
        details: [expect.objectContaining({ field: 'addressOriginal', code: 'ADDRESS_NOT_FOUND' })],
      });
      const placed = await owner.post('/api/admin/venues', {
        nameOriginal: 'Nowhere Bar',
        addressOriginal: 'Back of beyond',
        latitude: 36.1,
        longitude: -86.8,
      });
      expect(placed.statusCode).toBe(201);
      expect(placed.json()).toMatchObject({ latitude: 36.1, longitude: -86.8 });
    });

    it.each([
      [{ nameOriginal: '', addressOriginal: 'x' }, 'nameOriginal', 'Venue Name is required'],
      [{ nameOriginal: 'x' }, 'addressOriginal', 'Address is required'],
      [
        { nameOriginal: 'x', addressOriginal: 'y', latitude: 95, longitude: 0 },
        'latitude',
        'Between -90 and 90',
      ],
      [{ nameOriginal: 'x', addressOriginal: 'y', latitude: 30 }, 'longitude', 'neither'],
    ])('refuses %o with 400 naming %s', async (body, field, message) => {
      const response = await owner.post('/api/admin/venues', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details).toEqual([
        expect.objectContaining({ field, message: expect.stringContaining(message) }),
      ]);
    });

    it('refuses read-only staff', async () => {
      const client = await signInNewUser(testApp, { role: null });
      const response = await client.post('/api/admin/venues', {
        nameOriginal: 'X',
        addressOriginal: 'Nashville, TN',
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe('Staff role has read-only access');
    });
  });

  describe('listing', () => {
    it('orders by most recent update, counts events, searches, pages, and shows owners only their venues', async () => {
      const tag = `Zebra${Date.now()}`;
      const old = await createVenue(db(), {
        nameOriginal: `${tag} Old Pub`,
        updatedAt: new Date('2026-01-01T00:00:00Z'),
      });
      const fresh = await createVenue(db(), {
        nameOriginal: `${tag} Fresh Pub`,
        ownedBy: owner.userId,
      });
      const middle = await createVenue(db(), {
        nameOriginal: `${tag} Middle Pub`,
        updatedAt: new Date('2026-06-01T00:00:00Z'),
      });
      await linkUserToVenue(db(), { userId: owner.userId, venueId: middle.id, role: 'manager' });
      await createEvent(db(), { venueId: fresh.id });
      await createEvent(db(), { venueId: fresh.id, dayOfWeek: 'Friday' });

      const all = (await admin.get(`/api/admin/venues?q=${tag.toLowerCase()}`)).json();
      expect(all.venues.map((v: { id: string }) => v.id)).toEqual([fresh.id, middle.id, old.id]);
      expect(all).toMatchObject({ total: 3, page: 1, canCreate: true, canImport: true });
      expect(all.venues[0]).toMatchObject({ eventsCount: 2, canDelete: true });

      const second = (await admin.get(`/api/admin/venues?q=${tag}&pageSize=2&page=2`)).json();
      expect(second.venues.map((v: { id: string }) => v.id)).toEqual([old.id]);
      expect(second.total).toBe(3);

      const mine = (await owner.get(`/api/admin/venues?q=${tag}`)).json();
      expect(mine.venues.map((v: { id: string }) => v.id)).toEqual([fresh.id, middle.id]);
      expect(mine).toMatchObject({ canCreate: true, canImport: false });
    });

    it('treats LIKE wildcards in the search as text', async () => {
      await createVenue(db(), { nameOriginal: 'Hundred Percent Pub' });
      const response = (await admin.get('/api/admin/venues?q=%25%25%25')).json();
      expect(response.total).toBe(0);
    });

    it('refuses bad query parameters naming them', async () => {
      const response = await admin.get('/api/admin/venues?page=0');
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details[0].field).toBe('page');
    });
  });

  describe('changing', () => {
    it('re-geocodes a changed address and refuses Google fields', async () => {
      const venue = await createVenue(db(), {
        ownedBy: owner.userId,
        latitude: 36.16,
        longitude: -86.78,
      });
      const moved = await owner.request({
        method: 'PATCH',
        url: `/api/admin/venues/${venue.id}`,
        payload: { addressOriginal: '9 Elm St, Franklin, TN 37064' },
      });
      expect(moved.statusCode).toBe(200);
      expect(haversineMiles(FRANKLIN_TN, moved.json())).toBeLessThan(10);

      const google = await admin.request({
        method: 'PATCH',
        url: `/api/admin/venues/${venue.id}`,
        payload: { googleName: 'Hijacked' },
      });
      expect(google.statusCode).toBe(403);
      expect(google.json().error.message).toBe(GOOGLE_DATA_READ_ONLY);
    });

    it('deletes the venue with its links, events and occurrences in one go', async () => {
      const venue = await createVenue(db(), { ownedBy: owner.userId });
      const event = await createEvent(db(), { venueId: venue.id });
      await createOccurrence(db(), {
        eventId: event.id,
        occurrenceDate: '2026-12-01',
        status: 'cancelled',
      });
      const response = await admin.request({
        method: 'DELETE',
        url: `/api/admin/venues/${venue.id}`,
      });
      expect(response.statusCode).toBe(204);
      expect(await db().select().from(venues).where(eq(venues.id, venue.id))).toHaveLength(0);
      expect(
        await db().select().from(userVenues).where(eq(userVenues.venueId, venue.id)),
      ).toHaveLength(0);
      expect(await db().select().from(events).where(eq(events.venueId, venue.id))).toHaveLength(0);
      expect(
        await db().select().from(eventOccurrences).where(eq(eventOccurrences.eventId, event.id)),
      ).toHaveLength(0);
    });

    it('answers unknown and malformed ids with 404 and 400', async () => {
      const missing = await admin.get('/api/admin/venues/6f1c9a1e-0000-4000-8000-000000000000');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.message).toBe(
        "The venue you're looking for doesn't exist or you don't have permission to view it.",
      );
      expect((await admin.get('/api/admin/venues/not-an-id')).statusCode).toBe(400);
    });
  });

  it('lists My Venues newest grant first, with their events', async () => {
    const client = await signInNewUser(testApp);
    const first = await createVenue(db());
    const second = await createVenue(db());
    await linkUserToVenue(db(), {
      userId: client.userId,
      venueId: first.id,
      grantedAt: new Date('2026-01-01T00:00:00Z'),
    });
    await linkUserToVenue(db(), {
      userId: client.userId,
      venueId: second.id,
      role: 'manager',
      grantedAt: new Date('2026-05-01T00:00:00Z'),
    });
    await createEvent(db(), {
      venueId: first.id,
      eventType: 'Music Bingo',
      dayOfWeek: 'Sunday',
      startTime: '18:30',
    });
    const { venues: mine } = (await client.get('/api/admin/my-venues')).json();
    expect(mine.map((entry: { venue: { id: string } }) => entry.venue.id)).toEqual([
      second.id,
      first.id,
    ]);
    expect(mine[0].role).toBe('manager');
    expect(mine[1].events).toEqual([
      expect.objectContaining({
        eventType: 'Music Bingo',
        dayOfWeek: 'Sunday',
        startTime: '18:30',
      }),
    ]);
  });
});

describe('importing venues', () => {
  const { testApp, admin } = useAdminApp();

  it('creates a valid row, updates a known google_place_id in place, and rejects a broken row naming its line', async () => {
    const existing = await createVenue(testApp.database.db, {
      nameOriginal: 'Old Name',
      googlePlaceId: 'ChIJ-known',
      isImported: true,
      verificationStatus: 'verified',
    });
    const csv = [
      'name,address,google_place_id,google_name,google_rating,latitude,longitude',
      '"Copper Kettle Pub","12 Vine St, Nashville, TN 37203",ChIJ-new,"Copper Kettle",4.4,,',
      '"Renamed, Ltd.","1 Broadway, Nashville, TN 37203",ChIJ-known,"Renamed",3.9,36.16,-86.78',
      ',"missing name",ChIJ-broken,,,,',
    ].join('\n');
    const response = await admin.post('/api/admin/venues/import', { format: 'csv', content: csv });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      created: 1,
      updated: 1,
      rejected: [{ line: 4, message: 'name is required' }],
      rejectedCount: 1,
    });

    const db = testApp.database.db;
    const [created] = await db.select().from(venues).where(eq(venues.googlePlaceId, 'ChIJ-new'));
    expect(created).toMatchObject({
      nameOriginal: 'Copper Kettle Pub',
      googleName: 'Copper Kettle',
      isImported: true,
    });
    expect(created?.latitude).toBeCloseTo(36.15, 0);
    const [updated] = await db.select().from(venues).where(eq(venues.id, existing.id));
    expect(updated).toMatchObject({
      nameOriginal: 'Renamed, Ltd.',
      googleRating: 3.9,
      latitude: 36.16,
    });
    expect(
      await db.select().from(venues).where(eq(venues.googlePlaceId, 'ChIJ-known')),
    ).toHaveLength(1);
    expect(
      await db.select().from(venues).where(eq(venues.googlePlaceId, 'ChIJ-broken')),
    ).toHaveLength(0);
  });

  it('reads JSON and names the line where a bad element starts', async () => {
    const json = `[
  { "name": "Json Brewery", "address": "5 Hop St, Austin, TX 78701", "google_place_id": "ChIJ-json" },
  {
    "name": "Bad Coordinates",
    "address": "x",
    "latitude": 200,
    "longitude": 1
  }
]`;
    const response = await admin.post('/api/admin/venues/import', {
      format: 'json',
      content: json,
    });
    expect(response.json()).toEqual({
      created: 1,
      updated: 0,
      rejected: [{ line: 3, message: 'latitude must be at most 90' }],
      rejectedCount: 1,
    });
  });

  it('refuses a CSV file with a quote that is never closed, naming its line, and stores nothing', async () => {
    const csv = [
      'name,address,google_place_id',
      '"Unclosed Tavern,9 Elm St Nashville TN 37203,ChIJ-unclosed',
      'Swallowed Saloon,10 Elm St Nashville TN 37203,ChIJ-swallowed',
    ].join('\n');
    const response = await admin.post('/api/admin/venues/import', { format: 'csv', content: csv });
    expect(response.json()).toEqual({
      created: 0,
      updated: 0,
      rejected: [
        {
          line: 2,
          message:
            'The file could not be read: a quoted value in the row starting on line 2 is never closed',
        },
      ],
      rejectedCount: 1,
    });
    const stored = await testApp.database.db
      .select()
      .from(venues)
      .where(eq(venues.googlePlaceId, 'ChIJ-swallowed'));
    expect(stored).toHaveLength(0);
  });

  it('rejects rows whose address cannot be located and which have no coordinates', async () => {
    const response = await admin.post('/api/admin/venues/import', {
      format: 'csv',
      content: 'name,address\nSomewhere,Nowhere at all',
    });
    expect(response.json().rejected).toEqual([
      { line: 2, message: expect.stringMatching(/^address: We couldn't find/) },
    ]);
  });

  it('is for admins only, whatever the request holds', async () => {
    const client = await signInNewUser(testApp);
    const response = await client.post('/api/admin/venues/import', {
      format: 'csv',
      content: 'name,address\nA,B',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(VENUE_IMPORT_ADMIN_ONLY);
    // Refused before the input is looked at (decision 026), as the provider directory is.
    const malformed = await client.post('/api/admin/venues/import', { format: 'xls' });
    expect(malformed.statusCode).toBe(403);
    expect(malformed.json().error.message).toBe(VENUE_IMPORT_ADMIN_ONLY);
  });
});
