import { addDays, dayOfWeekOf, type FeedVenueInput, todayIn } from '@trivia/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addProviderUser, createOccurrence, createProvider } from '../../../src/db/factories.ts';
import {
  eventOccurrences,
  events,
  jobs,
  providerFeeds,
  triviaProviders,
  venues,
} from '../../../src/db/schema/index.ts';
import { useTestApp } from '../../helpers/app.ts';
import { signInNewUser } from '../../helpers/auth.ts';
import { useFeedServer } from '../../helpers/feed-server.ts';

const testApp = useTestApp({ FEED_ALLOW_HOSTS: '127.0.0.1' });
const db = () => testApp.database.db;

afterEach(() => {
  testApp.app.feedReader.now = undefined;
});

/** Decisions 100, 101 and 155: a feed judges a venue's nights in the venue's own time. */
describe("a feed's today is each venue's own", () => {
  const source = useFeedServer();
  // A night three days ahead, and the moment after it when it is 1 or 2 am the next day in New
  // York but still that evening in Honolulu.
  const night = addDays(todayIn('UTC'), 3);
  const nextMorningInNewYork = new Date(`${addDays(night, 1)}T06:00:00Z`);
  const weekly = { id: 'weekly', dayOfWeek: dayOfWeekOf(night), startTime: '19:00' };
  const oneTime = { ...weekly, id: 'once', frequency: 'one-time', eventDate: night };
  const eastern = (events: FeedVenueInput['events']): FeedVenueInput => ({
    id: 'v-east',
    name: 'Village Quiz House',
    address: '12 Bleecker St, New York, NY 10012',
    latitude: 40.7259,
    longitude: -73.9942,
    events,
  });

  it("leaves an eastern venue's night of yesterday alone: not dropped, not cancelled, its event not ended", async () => {
    const host = await signInNewUser(testApp);
    const provider = await createProvider(db(), { name: 'East Coast Quiz' });
    await addProviderUser(db(), { userId: host.userId, providerId: provider.id });
    source.contentType = 'application/json';
    source.body = JSON.stringify({ venues: [eastern([weekly, oneTime])] });
    const feedId = (
      await host.post('/api/admin/feeds', {
        providerId: provider.id,
        name: 'East Coast schedule',
        format: 'json',
        url: source.url(),
      })
    ).json().id;
    expect((await host.post(`/api/admin/feeds/${feedId}/apply`)).statusCode).toBe(200);
    const kept = await db().select().from(events).where(eq(events.feedId, feedId));
    const [venue] = await db()
      .select()
      .from(venues)
      .where(eq(venues.id, kept[0]?.venueId ?? ''));
    expect(venue?.timezone).toBe('America/New_York');
    const weeklyEvent = kept.find((event) => event.feedKey === 'id:weekly');
    const oneTimeEvent = kept.find((event) => event.feedKey === 'id:once');
    if (!weeklyEvent || !oneTimeEvent) throw new Error('the feed keeps both events');
    const weeklyNight = await createOccurrence(db(), {
      eventId: weeklyEvent.id,
      occurrenceDate: night,
    });
    const oneTimeNight = await createOccurrence(db(), {
      eventId: oneTimeEvent.id,
      occurrenceDate: night,
    });

    // The next morning in New York: the source moves the weekly night to 8 pm from now on,
    // cancels the night just past, and no longer lists the one-time night that was.
    testApp.app.feedReader.now = () => nextMorningInNewYork;
    source.body = JSON.stringify({
      venues: [eastern([{ ...weekly, startTime: '20:00', cancelledDates: [{ date: night }] }])],
    });
    const applied = await host.post(`/api/admin/feeds/${feedId}/apply`);
    expect(applied.statusCode).toBe(200);
    expect(applied.json().changes.counts).toMatchObject({
      eventsChanged: 1,
      eventsGone: 0,
      nightsCancelled: 0,
    });

    const nights = await db()
      .select()
      .from(eventOccurrences)
      .where(eq(eventOccurrences.occurrenceDate, night));
    expect(nights.map((row) => [row.id, row.status]).sort()).toEqual(
      [
        [weeklyNight.id, 'scheduled'],
        [oneTimeNight.id, 'scheduled'],
      ].sort(),
    );
    const [once] = await db().select().from(events).where(eq(events.id, oneTimeEvent.id));
    expect(once?.isActive).toBe(true);
    const [moved] = await db().select().from(events).where(eq(events.id, weeklyEvent.id));
    expect(moved?.startTime).toBe('20:00:00');
  });
});

/** Decision 155: a feed acts for its provider, so not while it is not approved. */
describe("a rejected or deactivated provider's feeds are not read", () => {
  const source = useFeedServer();
  let providerId = '';
  let feedId = '';

  const waitingReads = () =>
    db()
      .select()
      .from(jobs)
      .where(sql`kind = 'feed-sync' and done_at is null and payload->>'feedId' = ${feedId}`);
  /** Makes the feed's waiting read due now and runs the job worker, as the sync test does. */
  async function runSync() {
    await db()
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(sql`kind = 'feed-sync' and done_at is null and payload->>'feedId' = ${feedId}`);
    await testApp.app.jobs.runDue();
  }
  const feedKeys = async () =>
    (await db().select().from(events).where(eq(events.feedId, feedId)))
      .filter((event) => event.isActive)
      .map((event) => event.feedKey)
      .sort();
  const serve = (ids: string[]) => {
    source.body = JSON.stringify({
      venues: [
        {
          id: 'v-1',
          name: 'Standing Room Pub',
          address: '400 Commerce St, Nashville, TN 37201',
          latitude: 36.1613,
          longitude: -86.7772,
          events: ids.map((id, index) => ({
            id,
            dayOfWeek: index === 0 ? 'Monday' : 'Friday',
            startTime: '19:00',
          })),
        },
      ],
    });
  };

  beforeAll(async () => {
    const host = await signInNewUser(testApp);
    providerId = (await createProvider(db(), { name: 'Standing Trivia' })).id;
    await addProviderUser(db(), { userId: host.userId, providerId });
    source.contentType = 'application/json';
    serve(['a']);
    feedId = (
      await host.post('/api/admin/feeds', {
        providerId,
        name: 'Standing schedule',
        format: 'json',
        url: source.url(),
        autoApply: true,
      })
    ).json().id;
    await runSync();
    expect(await feedKeys()).toEqual(['id:a']);
  });

  it('fetches nothing and changes nothing while the provider is rejected, and queues no more reads', async () => {
    await db()
      .update(triviaProviders)
      .set({ status: 'rejected', isActive: false })
      .where(eq(triviaProviders.id, providerId));
    serve(['a', 'b']);
    const asked = source.requests.length;

    await runSync();
    expect(source.requests.length).toBe(asked);
    expect(await feedKeys()).toEqual(['id:a']);
    expect(await waitingReads()).toEqual([]);
    const [feed] = await db().select().from(providerFeeds).where(eq(providerFeeds.id, feedId));
    expect(feed?.lastError).toBe(
      'Not read: Standing Trivia was rejected. Its feeds are read again once it is approved.',
    );
  });

  it('reads it again once the provider is approved', async () => {
    const admin = await signInNewUser(testApp, { role: 'admin' });
    const approved = await admin.post(`/api/admin/providers/${providerId}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(await waitingReads()).toHaveLength(1);

    await testApp.app.jobs.runDue();
    expect(await feedKeys()).toEqual(['id:a', 'id:b']);
    const [feed] = await db().select().from(providerFeeds).where(eq(providerFeeds.id, feedId));
    expect(feed).toMatchObject({ lastError: null, consecutiveFailures: 0 });
  });

  it('is not read while the provider is deactivated either', async () => {
    await db()
      .update(triviaProviders)
      .set({ isActive: false })
      .where(and(eq(triviaProviders.id, providerId), eq(triviaProviders.status, 'approved')));
    serve(['a']);
    const asked = source.requests.length;
    await runSync();
    expect(source.requests.length).toBe(asked);
    expect(await feedKeys()).toEqual(['id:a', 'id:b']);
  });
});
