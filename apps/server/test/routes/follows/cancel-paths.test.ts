import { randomBytes } from 'node:crypto';
import { addDays, dayOfWeekOf, type FeedVenueInput, todayIn } from '@trivia/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../../src/db/client.ts';
import {
  addProviderUser,
  createEvent,
  createOccurrence,
  createProvider,
  createUser,
  createVenue,
  linkUserToVenue,
} from '../../../src/db/factories.ts';
import { teamRsvps, venues } from '../../../src/db/schema/index.ts';
import { createNightLinks } from '../../../src/services/confirmations/night-links.ts';
import type { TestApp } from '../../helpers/app.ts';
import { useTestApp } from '../../helpers/app.ts';
import { TestClient, useAdminApp, useSignedInClient } from '../../helpers/auth.ts';
import { useFeedServer } from '../../helpers/feed-server.ts';
import { followAndConfirm, mailsTo, ZONE } from './helpers.ts';

const cancellations = async (testApp: TestApp, to: string) =>
  (await mailsTo(testApp, to)).filter((mail) => mail.subject.startsWith('Cancelled:'));

let counter = 0;
/**
 * Two confirmed followers of the venue, one who never confirmed, a team coming with an email and
 * a team whose email also follows: after `cancel`, each address has exactly one notice.
 */
async function expectOneNoticeEach(
  testApp: TestApp,
  venueId: string,
  night: { eventId: string; date: string },
  cancel: () => Promise<void>,
) {
  counter += 1;
  const tag = `${counter}-${randomBytes(2).toString('hex')}`;
  const [first, second, pending, team] = ['first', 'second', 'pending', 'team'].map(
    (name) => `${name}-${tag}@example.com`,
  ) as [string, string, string, string];
  await followAndConfirm(testApp, first, [venueId], `198.51.100.${counter}`);
  await followAndConfirm(testApp, second, [venueId], `198.51.100.${counter + 100}`);
  const client = new TestClient(testApp);
  await client.request({
    method: 'POST',
    url: '/api/follows',
    payload: { email: pending, venueIds: [venueId] },
    headers: { 'x-forwarded-for': `198.51.100.${counter + 200}` },
  });
  const db = testApp.database.db;
  for (const [index, email] of [team, second].entries()) {
    await db.insert(teamRsvps).values({
      eventId: night.eventId,
      occurrenceDate: night.date,
      teamName: `Team ${index}`,
      email,
      withdrawTokenHash: randomBytes(16).toString('hex'),
      visitorKey: 'test',
    });
  }
  await testApp.app.jobs.runDue();
  await cancel();
  await testApp.app.jobs.runDue();
  for (const email of [first, second, team]) {
    expect(await cancellations(testApp, email), email).toHaveLength(1);
  }
  expect(await cancellations(testApp, pending)).toHaveLength(0);
  // The team's own mail carries no follower links; a follower's does.
  expect((await cancellations(testApp, team))[0]?.text).not.toContain('/unsubscribe/');
  expect((await cancellations(testApp, second))[0]?.text).toContain('/unsubscribe/');
  // Cancelled again later (restored in between): nobody gets a second notice for the night.
  for (const status of ['scheduled', 'cancelled']) {
    await db.execute(
      sql`update event_occurrences set status = ${status}
        where event_id = ${night.eventId} and occurrence_date = ${night.date}`,
    );
  }
  await testApp.app.jobs.runDue();
  for (const email of [first, second, team]) {
    expect(await cancellations(testApp, email)).toHaveLength(1);
  }
}

/** A night of the test zone's tomorrow at a new venue, its event `providerId`'s. */
async function tomorrowsNight(db: Db, providerId: string | null = null) {
  const date = addDays(todayIn(ZONE), 1);
  const venue = await createVenue(db, { nameOriginal: 'Paths Pub' });
  const event = await createEvent(db, {
    venueId: venue.id,
    providerId,
    dayOfWeek: dayOfWeekOf(date),
  });
  return { venue, event, date };
}

/** A night cancelled by any path reaches its followers, once each. */
describe('cancellation notices by every path', () => {
  const { testApp, admin, db } = useAdminApp({ TRUST_PROXY: '1' });

  it('a host cancels the night (PATCH /api/admin/occurrences/:id)', async () => {
    const { venue, event, date } = await tomorrowsNight(db());
    const night = await createOccurrence(db(), { eventId: event.id, occurrenceDate: date });
    await expectOneNoticeEach(testApp, venue.id, { eventId: event.id, date }, async () => {
      const answer = await admin.request({
        method: 'PATCH',
        url: `/api/admin/occurrences/${night.id}`,
        payload: { status: 'cancelled', notes: 'Flooded' },
      });
      expect(answer.statusCode).toBe(200);
    });
    // Each notice's delay since the cancellation is in the histogram (3 so far, or more).
    const metrics = await testApp.app.inject({ url: '/metrics' });
    const count = /^trivia_cancellation_mail_delay_seconds_count (\d+)$/m.exec(metrics.body)?.[1];
    expect(Number(count)).toBeGreaterThanOrEqual(3);
    expect(metrics.body).toMatch(
      /^trivia_cancellation_mail_delay_seconds_bucket\{le="300"\} \d+$/m,
    );
  });

  it("a mailed night link's button cancels it", async () => {
    const { venue, event, date } = await tomorrowsNight(db());
    const owner = await createUser(db(), {});
    await linkUserToVenue(db(), { userId: owner.user.id, venueId: venue.id });
    const night = await createOccurrence(db(), { eventId: event.id, occurrenceDate: date });
    const [token] = await createNightLinks(db(), {
      userId: owner.user.id,
      links: [{ action: 'cancel', occurrenceIds: [night.id] }],
    });
    await expectOneNoticeEach(testApp, venue.id, { eventId: event.id, date }, async () => {
      const answer = await new TestClient(testApp).post(`/api/night-links/${token}`);
      expect(answer.json()).toMatchObject({ action: 'cancel', changed: 1 });
    });
  });

  it('a bulk cancel of a date (schedule exceptions) cancels it', async () => {
    const { venue, event, date } = await tomorrowsNight(db());
    await expectOneNoticeEach(testApp, venue.id, { eventId: event.id, date }, async () => {
      const answer = await admin.post('/api/admin/schedule/exceptions', {
        kind: 'cancel_date',
        eventIds: [event.id],
        date,
        today: todayIn('UTC'),
        note: 'Closed for Thanksgiving',
      });
      expect(answer.json()).toMatchObject({ cancelled: 1 });
    });
  });
});

describe('cancellation notices from a provider feed', () => {
  const source = useFeedServer();
  const testApp = useTestApp({ FEED_ALLOW_HOSTS: '127.0.0.1', TRUST_PROXY: '1' });
  const host = useSignedInClient(testApp);

  it("a feed's cancelled date cancels it", async () => {
    const date = addDays(todayIn(ZONE), 1);
    const dayOfWeek = dayOfWeekOf(date);
    const venue = (cancelled: boolean): FeedVenueInput => ({
      id: 'v-feed',
      name: 'Feed Tavern',
      address: '123 Main St, Nashville, TN 37203',
      latitude: 36.1601,
      longitude: -86.7765,
      events: [
        {
          id: 'e-feed',
          dayOfWeek,
          startTime: '19:00',
          ...(cancelled ? { cancelledDates: [{ date, note: 'Quizmaster ill' }] } : {}),
        },
      ],
    });
    const provider = await createProvider(testApp.database.db, { name: 'Feed Quiz Co' });
    await addProviderUser(testApp.database.db, { userId: host.userId, providerId: provider.id });
    source.contentType = 'application/json';
    source.body = JSON.stringify({ venues: [venue(false)] });
    const created = await host.post('/api/admin/feeds', {
      providerId: provider.id,
      name: 'Feed Quiz schedule',
      format: 'json',
      url: source.url('/schedule.json'),
    });
    const feedId = created.json().id as string;
    expect((await host.post(`/api/admin/feeds/${feedId}/apply`)).statusCode).toBe(200);
    const [stored] = await testApp.database.db
      .select({ id: venues.id })
      .from(venues)
      .where(eq(venues.nameOriginal, 'Feed Tavern'));
    const [event] = await queryRows<{ id: string }>(
      testApp.database.db,
      sql`select id from events where venue_id = ${stored?.id}`,
    );
    await expectOneNoticeEach(
      testApp,
      stored?.id ?? '',
      { eventId: event?.id ?? '', date },
      async () => {
        source.body = JSON.stringify({ venues: [venue(true)] });
        const applied = await host.post(`/api/admin/feeds/${feedId}/apply`);
        expect(applied.json().changes.counts).toMatchObject({ nightsCancelled: 1 });
      },
    );
  });
});
