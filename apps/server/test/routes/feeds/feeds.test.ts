import { addDays, type DayOfWeek, dayOfWeekOf, type FeedVenueInput, todayIn } from '@trivia/shared';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client.ts';
import {
  addProviderUser,
  createEvent,
  createProvider,
  createVenue,
  linkUserToVenue,
} from '../../../src/db/factories.ts';
import { auditLog, eventOccurrences, events, providerFeeds } from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestApp, useTestApp } from '../../helpers/app.ts';
import { type SignedInClient, signInNewUser, useSignedInClient } from '../../helpers/auth.ts';
import { useFeedServer } from '../../helpers/feed-server.ts';

/** The next `day` after today (never today: its night may have begun somewhere). */
function next(day: DayOfWeek): string {
  let date = addDays(todayIn('America/Chicago'), 1);
  while (dayOfWeekOf(date) !== day) date = addDays(date, 1);
  return date;
}

const crown = (): FeedVenueInput => ({
  id: 'v-crown',
  name: 'The Crown & Anchor',
  address: '123 Main St, Nashville, TN 37203',
  latitude: 36.1601,
  longitude: -86.7765,
  events: [
    {
      id: 'e-crown-tue',
      dayOfWeek: 'Tuesday',
      startTime: '19:00',
      endTime: '21:00',
      prizeAmount: 50,
    },
    { id: 'e-crown-thu', eventType: 'Music Bingo', dayOfWeek: 'Thursday', startTime: '20:00' },
  ],
});
const owl = (): FeedVenueInput => ({
  id: 'v-owl',
  name: 'Night Owl Tavern',
  address: '55 Elm Ave, Franklin, TN 37064',
  events: [{ id: 'e-owl-wed', dayOfWeek: 'Wednesday', startTime: '19:30' }],
});
const document = (...venues: FeedVenueInput[]) => JSON.stringify({ venues });

async function feedEvents(testApp: TestApp, feedId: string) {
  return testApp.database.db
    .select()
    .from(events)
    .where(eq(events.feedId, feedId))
    .orderBy(events.feedKey);
}

async function historyCount(testApp: TestApp) {
  const [row] = await queryRows<{ n: number }>(
    testApp.database.db,
    sql`select count(*)::int as n from audit_log`,
  );
  return row?.n ?? 0;
}

describe('a provider reads its own feed in', () => {
  const source = useFeedServer();
  const testApp = useTestApp({ FEED_ALLOW_HOSTS: '127.0.0.1' });
  const host = useSignedInClient(testApp);
  let providerId = '';
  let feedId = '';

  beforeAll(async () => {
    const provider = await createProvider(testApp.database.db, { name: 'Quizzo Nation' });
    providerId = provider.id;
    await addProviderUser(testApp.database.db, { userId: host.userId, providerId });
    source.contentType = 'application/json';
    source.body = document(crown(), owl());
    const created = await host.post('/api/admin/feeds', {
      providerId,
      name: 'Quizzo Nation schedule',
      format: 'json',
      url: source.url('/schedule.json'),
    });
    expect(created.statusCode).toBe(201);
    feedId = created.json().id;
  });

  it('previews the difference and changes nothing', async () => {
    const before = await historyCount(testApp);
    const preview = await host.post(`/api/admin/feeds/${feedId}/preview`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      applied: false,
      changes: {
        counts: { venuesNew: 2, venuesMatched: 0, venuesUncertain: 0, eventsNew: 3, eventsGone: 0 },
      },
    });
    expect(preview.json().changes.venues.map((venue: { name: string }) => venue.name)).toEqual([
      'The Crown & Anchor',
      'Night Owl Tavern',
    ]);
    expect(await feedEvents(testApp, feedId)).toHaveLength(0);
    expect(await historyCount(testApp)).toBe(before);
  });

  it('applies it in one go, with the feed named in the history; a second read changes nothing', async () => {
    const applied = await host.post(`/api/admin/feeds/${feedId}/apply`);
    expect(applied.statusCode).toBe(200);
    expect(applied.json().changes.counts).toMatchObject({ venuesNew: 2, eventsNew: 3 });
    const stored = await feedEvents(testApp, feedId);
    expect(stored.map((event) => [event.feedKey, event.dayOfWeek, event.startTime])).toEqual([
      ['id:e-crown-thu', 'Thursday', '20:00:00'],
      ['id:e-crown-tue', 'Tuesday', '19:00:00'],
      ['id:e-owl-wed', 'Wednesday', '19:30:00'],
    ]);
    expect(stored.every((event) => event.providerId === providerId && event.isActive)).toBe(true);
    const entries = await testApp.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorName, 'Feed "Quizzo Nation schedule"'));
    expect(entries.filter((entry) => entry.entityType === 'event')).toHaveLength(3);
    expect(entries.filter((entry) => entry.entityType === 'venue')).toHaveLength(2);
    expect(entries.every((entry) => entry.actorUserId === host.userId)).toBe(true);

    const history = await historyCount(testApp);
    const again = await host.post(`/api/admin/feeds/${feedId}/apply`);
    expect(again.json().changes.counts).toMatchObject({
      venuesNew: 0,
      eventsNew: 0,
      eventsChanged: 0,
      eventsUnchanged: 3,
      eventsGone: 0,
      nightsCancelled: 0,
    });
    expect(await feedEvents(testApp, feedId)).toEqual(stored);
    expect(await historyCount(testApp)).toBe(history);

    // The public search says where the listing comes from, and when it was synced.
    const nearby = await testApp.app.inject({
      url: '/api/venues/nearby?lat=36.1601&lng=-86.7765&radius_miles=5',
    });
    expect(nearby.statusCode).toBe(200);
    const listed = nearby
      .json()
      .venues.find((venue: { name: string }) => venue.name === 'The Crown & Anchor');
    expect(listed?.events[0]).toMatchObject({
      providerName: 'Quizzo Nation',
      feedSyncedOn: todayIn('UTC'),
    });
  });

  it('ends an event gone from the source and cancels the night it cancels', async () => {
    const tuesday = next('Tuesday');
    const changed = crown();
    changed.events = [
      {
        id: 'e-crown-tue',
        dayOfWeek: 'Tuesday',
        startTime: '19:00',
        endTime: '21:00',
        prizeAmount: 50,
        cancelledDates: [{ date: tuesday, note: 'Closed for a private party' }],
      },
    ];
    source.body = document(changed, owl());
    const preview = (await host.post(`/api/admin/feeds/${feedId}/preview`)).json();
    expect(preview.changes.counts).toMatchObject({
      eventsGone: 1,
      nightsCancelled: 1,
      eventsUnchanged: 2,
    });
    expect(preview.changes.events).toEqual([
      {
        venueName: 'The Crown & Anchor',
        label: 'Music Bingo, Thursday 8:00 PM',
        outcome: 'gone',
        fields: [],
      },
    ]);
    expect(preview.changes.nightsCancelled).toEqual([
      {
        venueName: 'The Crown & Anchor',
        label: 'Trivia, Tuesday 7:00 PM',
        date: tuesday,
        note: 'Closed for a private party',
      },
    ]);

    await host.post(`/api/admin/feeds/${feedId}/apply`);
    const [thursday, tuesdayEvent] = await feedEvents(testApp, feedId);
    expect(thursday).toMatchObject({ feedKey: 'id:e-crown-thu', isActive: false });
    const [night] = await testApp.database.db
      .select()
      .from(eventOccurrences)
      .where(
        and(
          eq(eventOccurrences.eventId, tuesdayEvent?.id ?? ''),
          eq(eventOccurrences.occurrenceDate, tuesday),
        ),
      );
    expect(night).toMatchObject({ status: 'cancelled', publicNote: 'Closed for a private party' });
    const [ended] = await testApp.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.eventId, thursday?.id ?? ''), eq(auditLog.action, 'ended')));
    expect(ended?.changes).toMatchObject({
      isActive: { before: true, after: false },
      endedBecause: { before: null, after: 'No longer in the feed' },
    });
    // Read again: both already done, nothing more to do.
    const again = (await host.post(`/api/admin/feeds/${feedId}/preview`)).json();
    expect(again.changes.counts).toMatchObject({
      eventsGone: 0,
      nightsCancelled: 0,
      eventsChanged: 0,
    });
  });

  it('keeps the fields the feed owns read-only, and the rest editable', async () => {
    const [kept] = (await feedEvents(testApp, feedId)).filter(
      (event) => event.feedKey === 'id:e-owl-wed',
    );
    if (!kept) throw new Error('the feed keeps the Night Owl event');
    const detail = (await host.get(`/api/admin/events/${kept.id}`)).json();
    expect(detail.feedName).toBe('Quizzo Nation schedule');
    const {
      permissions,
      id,
      venueName,
      venueAddress,
      feedName,
      isPast,
      verifiedAt,
      createdAt,
      updatedAt,
      ...input
    } = detail;
    const moved = await host.put(`/api/admin/events/${kept.id}`, { ...input, startTime: '20:00' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error.message).toBe(
      'startTime: Managed by Quizzo Nation schedule: change it at the source',
    );
    const capped = await host.put(`/api/admin/events/${kept.id}`, { ...input, maxTeams: 12 });
    expect(capped.statusCode).toBe(200);
    expect(capped.json()).toMatchObject({ maxTeams: 12, startTime: '19:30' });

    const admin = await signInNewUser(testApp, { role: 'admin' });
    const venue = (await admin.get(`/api/admin/venues/${kept.venueId}`)).json();
    expect(venue.feedName).toBe('Quizzo Nation schedule');
    // Decision 153: only an admin may correct the name a feed keeps in step; its owner may not.
    const owner = await signInNewUser(testApp);
    await linkUserToVenue(testApp.database.db, { userId: owner.userId, venueId: kept.venueId });
    const renamed = await owner.request({
      method: 'PATCH',
      url: `/api/admin/venues/${kept.venueId}`,
      payload: { nameOriginal: 'Owl' },
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().error.message).toBe(
      'nameOriginal: Managed by Quizzo Nation schedule: change it at the source',
    );
    const verified = await admin.request({
      method: 'PATCH',
      url: `/api/admin/venues/${kept.venueId}`,
      payload: { verificationStatus: 'verified' },
    });
    expect(verified.statusCode).toBe(200);
  });

  it('takes over an event typed in by hand at a venue its member manages, instead of listing it twice', async () => {
    const db = testApp.database.db;
    const bluebird = await createVenue(db, {
      nameOriginal: 'The Bluebird Cafe',
      addressOriginal: '4104 Hillsboro Pike, Nashville, TN 37215',
      latitude: 36.1022,
      longitude: -86.8163,
    });
    // Decision 150: a self-hosted event is the feed's to take only where its members manage.
    await linkUserToVenue(db, { userId: host.userId, venueId: bluebird.id });
    const typed = await createEvent(db, {
      venueId: bluebird.id,
      dayOfWeek: 'Monday',
      startTime: '19:00',
    });
    source.body = document(owl(), {
      name: 'Bluebird Café',
      address: '4104 Hillsboro Pike, Nashville TN 37215',
      latitude: 36.1023,
      longitude: -86.8162,
      events: [{ dayOfWeek: 'Monday', startTime: '19:00', prizeDescription: 'Bar tab' }],
    });
    const applied = (await host.post(`/api/admin/feeds/${feedId}/apply`)).json();
    expect(applied.changes.counts).toMatchObject({
      venuesMatched: 1,
      venuesNew: 0,
      eventsChanged: 1,
      eventsNew: 0,
    });
    const atBluebird = await db.select().from(events).where(eq(events.venueId, bluebird.id));
    expect(atBluebird).toHaveLength(1);
    expect(atBluebird[0]).toMatchObject({
      id: typed.id,
      feedId,
      prizeDescription: 'Bar tab',
      providerId,
    });
  });

  it('refuses what is not a feed address, naming the field, and changes nothing', async () => {
    const before = await testApp.database.db.select().from(providerFeeds);
    for (const [input, field] of [
      [{ url: 'ftp://example.com/feed.ics', format: 'ical' }, 'url'],
      [{ url: source.url(), format: 'ical', intervalHours: 0 }, 'intervalHours'],
      [{ url: source.url(), format: 'rss' }, 'format'],
      [{ url: null, format: 'ical' }, 'url'],
    ] as const) {
      const response = await host.post('/api/admin/feeds', { providerId, name: 'Bad', ...input });
      expect(response.statusCode, JSON.stringify(input)).toBe(400);
      expect(response.json().error.message).toContain(field);
    }
    expect(await testApp.database.db.select().from(providerFeeds)).toEqual(before);
  });

  it('keeps a provider to its own feeds', async () => {
    const stranger = await signInNewUser(testApp);
    const other = await createProvider(testApp.database.db);
    await addProviderUser(testApp.database.db, { userId: stranger.userId, providerId: other.id });
    expect((await stranger.post(`/api/admin/feeds/${feedId}/preview`)).statusCode).toBe(404);
    expect((await stranger.post(`/api/admin/feeds/${feedId}/apply`)).statusCode).toBe(404);
    expect((await stranger.get('/api/admin/feeds')).json().feeds).toEqual([]);
    const refused = await stranger.post('/api/admin/feeds', {
      providerId,
      name: 'Not mine',
      format: 'json',
      url: source.url(),
    });
    expect(refused.statusCode).toBe(403);
  });

  it('reads an uploaded CSV without an address', async () => {
    const created = await host.post('/api/admin/feeds', {
      providerId,
      name: 'Spreadsheet',
      format: 'csv',
    });
    expect(created.statusCode).toBe(201);
    const content = [
      'venue_name,address,latitude,longitude,day,start,end,prize_amount',
      'Pub on Fifth,500 5th Ave S Nashville TN 37203,36.156,-86.776,Friday,7:30 PM,9:30 PM,$25',
    ].join('\n');
    const preview = await host.post(`/api/admin/feeds/${created.json().id}/preview`, { content });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().changes.counts).toMatchObject({
      venuesNew: 1,
      eventsNew: 1,
      problems: 0,
    });
  });
});

describe('a feed that cannot be trusted or read changes nothing', () => {
  const source = useFeedServer();
  let testApp: TestApp;
  let host: SignedInClient;
  let providerId = '';

  beforeAll(async () => {
    // No FEED_ALLOW_HOSTS: the test's own server is a loopback address like any other.
    testApp = await buildTestApp();
    host = await signInNewUser(testApp);
    providerId = (await createProvider(testApp.database.db)).id;
    await addProviderUser(testApp.database.db, { userId: host.userId, providerId });
    source.body = document(crown());
    return () => testApp.close();
  });

  it("refuses a feed on a loopback address, and says so in the feed's health", async () => {
    const created = (
      await host.post('/api/admin/feeds', {
        providerId,
        name: 'Local',
        format: 'json',
        url: source.url(),
      })
    ).json();
    const before = source.requests.length;
    const refused = await host.post(`/api/admin/feeds/${created.id}/apply`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toMatch(/127\.0\.0\.1/);
    expect(source.requests.length).toBe(before);
    expect(await feedEvents(testApp, created.id)).toHaveLength(0);
    const health = (await host.get(`/api/admin/feeds/${created.id}`)).json();
    expect(health).toMatchObject({
      consecutiveFailures: 1,
      lastError: refused.json().error.message,
    });
  });
});

describe('a feed too large or too slow is cut off', () => {
  const source = useFeedServer();
  const testApp = useTestApp({ FEED_ALLOW_HOSTS: '127.0.0.1' });
  const host = useSignedInClient(testApp);
  let providerId = '';

  beforeAll(async () => {
    providerId = (await createProvider(testApp.database.db)).id;
    await addProviderUser(testApp.database.db, { userId: host.userId, providerId });
  });

  it('stops reading at 5 MB', async () => {
    const venues = Array.from({ length: 4_000 }, (_, index) => ({
      ...crown(),
      id: `v-${index}`,
      name: `Venue ${index} ${'x'.repeat(1_400)}`.slice(0, 200),
      address: `${index} Main St, Nashville, TN 37203 ${'y'.repeat(1_200)}`.slice(0, 300),
    }));
    source.body = JSON.stringify({ venues, padding: 'z'.repeat(6 * 1024 * 1024) });
    const created = (
      await host.post('/api/admin/feeds', {
        providerId,
        name: 'Huge',
        format: 'json',
        url: source.url(),
      })
    ).json();
    const refused = await host.post(`/api/admin/feeds/${created.id}/apply`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe('The feed is larger than 5 MB.');
    expect(await feedEvents(testApp, created.id)).toHaveLength(0);
  });

  it('stops waiting after 10 s', async () => {
    source.body = document(crown());
    source.stallMs = 15_000;
    const created = (
      await host.post('/api/admin/feeds', {
        providerId,
        name: 'Slow',
        format: 'json',
        url: source.url(),
      })
    ).json();
    const refused = await host.post(`/api/admin/feeds/${created.id}/apply`);
    source.stallMs = 0;
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe('The feed did not answer within 10 s.');
    expect(await feedEvents(testApp, created.id)).toHaveLength(0);
  }, 20_000);
});
