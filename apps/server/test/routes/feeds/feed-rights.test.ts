import { addDays, type DayOfWeek, dayOfWeekOf, type FeedVenueInput, todayIn } from '@trivia/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addProviderUser,
  createEvent,
  createProvider,
  createVenue,
  linkUserToVenue,
} from '../../../src/db/factories.ts';
import {
  auditLog,
  eventOccurrences,
  events,
  feedEventProposals,
  user,
} from '../../../src/db/schema/index.ts';
import { useTestApp } from '../../helpers/app.ts';
import { readOutbox, signInNewUser, useSignedInClient } from '../../helpers/auth.ts';
import { useFeedServer } from '../../helpers/feed-server.ts';

/**
 * Decision 150: a feed acts with its provider's rights, never more. It takes over only events its
 * provider runs, or self-hosted ones at venues its members manage; another host's event in the
 * same slot is a question for that event's managers (or an admin), and until it is answered the
 * feed's night waits: nothing is listed twice, nothing of theirs changes.
 */

/** The next `day` after today (never today: its night may have begun somewhere). */
function next(day: DayOfWeek): string {
  let date = addDays(todayIn('America/Chicago'), 1);
  while (dayOfWeekOf(date) !== day) date = addDays(date, 1);
  return date;
}

const BLUEBIRD = {
  nameOriginal: 'The Bluebird Cafe',
  addressOriginal: '4104 Hillsboro Pike, Nashville, TN 37215',
  latitude: 36.1022,
  longitude: -86.8163,
};
/** The feed's name for our Bluebird: the same venue (same street, the same name once normalised). */
const bluebird = (events: FeedVenueInput['events']): FeedVenueInput => ({
  name: 'Bluebird Café',
  address: '4104 Hillsboro Pike, Nashville TN 37215',
  latitude: 36.1023,
  longitude: -86.8162,
  events,
});
const document = (...venues: FeedVenueInput[]) => JSON.stringify({ venues });

describe("a feed and other hosts' events", () => {
  const source = useFeedServer();
  const testApp = useTestApp({ FEED_ALLOW_HOSTS: '127.0.0.1' });
  const host = useSignedInClient(testApp);
  const owner = useSignedInClient(testApp);
  const db = () => testApp.database.db;
  let providerId = '';
  let rivalId = '';
  let venueId = '';
  let feedId = '';

  const eventRow = async (id: string) => {
    const [row] = await db().select().from(events).where(eq(events.id, id));
    if (!row) throw new Error(`no event ${id}`);
    return row;
  };
  const proposalsOf = (client: { get: (url: string) => Promise<{ json: () => unknown }> }) =>
    client.get('/api/admin/feeds/proposals').then(
      (response) =>
        (
          response.json() as {
            proposals: { id: string; canAnswer: boolean; event: { id: string } }[];
          }
        ).proposals,
    );
  /** The mails the server wrote to a signed-in user (running the jobs that are due first). */
  const mailsOf = async (userId: string) => {
    await testApp.app.jobs.runDue();
    const [account] = await db().select().from(user).where(eq(user.id, userId));
    return (await readOutbox(testApp.config.dataDir)).filter((mail) =>
      mail.to.includes(account?.email ?? '?'),
    );
  };
  const apply = async () => {
    const applied = await host.post(`/api/admin/feeds/${feedId}/apply`);
    expect(applied.statusCode).toBe(200);
    return applied.json().changes;
  };

  beforeAll(async () => {
    providerId = (await createProvider(db(), { name: 'Quizzo Nation' })).id;
    rivalId = (await createProvider(db(), { name: 'Geeks Who Drink' })).id;
    await addProviderUser(db(), { userId: host.userId, providerId });
    venueId = (await createVenue(db(), BLUEBIRD)).id;
    // The venue's owner manages every event there, whoever runs it (`managesEvent`).
    await linkUserToVenue(db(), { userId: owner.userId, venueId });
    source.contentType = 'application/json';
    const created = await host.post('/api/admin/feeds', {
      providerId,
      name: 'Quizzo Nation schedule',
      format: 'json',
      url: source.url('/schedule.json'),
    });
    expect(created.statusCode).toBe(201);
    feedId = created.json().id;
  });

  it("does not take over another provider's event: it asks that event's managers, and lists nothing twice", async () => {
    const rivals = await createEvent(db(), {
      venueId,
      providerId: rivalId,
      dayOfWeek: 'Monday',
      startTime: '19:00',
      prizeDescription: 'Gift card',
    });
    source.body = document(
      bluebird([
        { dayOfWeek: 'Monday', startTime: '19:00', prizeDescription: 'Bar tab' },
        { dayOfWeek: 'Tuesday', startTime: '20:00' },
      ]),
    );
    const preview = (await host.post(`/api/admin/feeds/${feedId}/preview`)).json().changes;
    expect(preview.counts).toMatchObject({
      venuesMatched: 1,
      eventsNew: 1,
      eventsChanged: 0,
      eventsWaiting: 1,
    });
    expect(preview.events).toContainEqual({
      venueName: 'The Bluebird Cafe',
      label: 'Trivia, Monday 7:00 PM',
      outcome: 'waiting',
      fields: [],
    });

    const applied = await apply();
    expect(applied.counts).toMatchObject({ eventsNew: 1, eventsChanged: 0, eventsWaiting: 1 });
    // Theirs, as it was; the feed's own new night beside it; no second Monday.
    expect(await eventRow(rivals.id)).toEqual(rivals);
    const atVenue = await db().select().from(events).where(eq(events.venueId, venueId));
    expect(atVenue.map((event) => [event.dayOfWeek, event.providerId]).sort()).toEqual([
      ['Monday', rivalId],
      ['Tuesday', providerId],
    ]);

    // Its managers hear of it once, with the review queue's address.
    const [asked] = await mailsOf(owner.userId);
    expect(asked?.subject).toBe('A feed asks to take over Trivia, Monday 7:00 PM');
    expect(asked?.text).toContain(
      'Quizzo Nation\'s feed "Quizzo Nation schedule" lists Trivia, Monday 7:00 PM at The Bluebird Cafe',
    );
    expect(asked?.text).toContain('/admin/feeds/reviews');

    // The feed's provider sees it wait, and cannot answer it.
    const summary = (await host.get(`/api/admin/feeds/${feedId}`)).json();
    expect(summary.pendingProposals).toBe(1);
    const [waiting] = await proposalsOf(host);
    expect(waiting).toMatchObject({
      canAnswer: false,
      feedName: 'Quizzo Nation schedule',
      providerName: 'Quizzo Nation',
      incomingLabel: 'Trivia, Monday 7:00 PM',
      event: { id: rivals.id, providerName: 'Geeks Who Drink', venueName: 'The Bluebird Cafe' },
    });
    const refused = await host.post(`/api/admin/feeds/proposals/${waiting?.id}`, {
      answer: 'accept',
    });
    expect(refused.statusCode).toBe(403);
    expect(await eventRow(rivals.id)).toEqual(rivals);
    // Someone with no say over the event does not see it.
    const stranger = await signInNewUser(testApp);
    expect(await proposalsOf(stranger)).toEqual([]);

    // Read again: asked once, still waiting, still theirs.
    const again = await apply();
    expect(again.counts).toMatchObject({ eventsNew: 0, eventsWaiting: 1 });
    expect(
      await db().select().from(feedEventProposals).where(eq(feedEventProposals.feedId, feedId)),
    ).toHaveLength(1);
    expect(await eventRow(rivals.id)).toEqual(rivals);
    expect(await mailsOf(owner.userId)).toHaveLength(1);
  });

  it("its managers accept: the event becomes the feed's, under the accepter's name", async () => {
    const [asked] = await proposalsOf(owner);
    expect(asked).toMatchObject({ canAnswer: true });
    const accepted = await owner.post(`/api/admin/feeds/proposals/${asked?.id}`, {
      answer: 'accept',
    });
    expect(accepted.statusCode).toBe(204);
    const handed = await eventRow(asked?.event.id ?? '');
    expect(handed).toMatchObject({ providerId, feedId, prizeDescription: 'Gift card' });
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.eventId, handed.id), eq(auditLog.entityType, 'event')));
    expect(entry).toMatchObject({ actorUserId: owner.userId, action: 'updated' });
    expect(entry?.changes).toMatchObject({ providerId: { before: rivalId, after: providerId } });
    expect(await proposalsOf(owner)).toEqual([]);

    // The next read keeps it by its key, with the feed's fields.
    const applied = await apply();
    expect(applied.counts).toMatchObject({ eventsNew: 0, eventsChanged: 1, eventsWaiting: 0 });
    expect(await eventRow(handed.id)).toMatchObject({ feedId, prizeDescription: 'Bar tab' });
  });

  it('an admin may answer too; a declined event stays its own, is never asked again and not listed twice', async () => {
    const wednesday = await createEvent(db(), {
      venueId,
      providerId: rivalId,
      dayOfWeek: 'Wednesday',
      startTime: '19:00',
    });
    const thursday = await createEvent(db(), {
      venueId,
      providerId: null,
      dayOfWeek: 'Thursday',
      startTime: '21:00',
    });
    source.body = document(
      bluebird([
        { dayOfWeek: 'Monday', startTime: '19:00', prizeDescription: 'Bar tab' },
        { dayOfWeek: 'Tuesday', startTime: '20:00' },
        { dayOfWeek: 'Wednesday', startTime: '19:00' },
        // Self-hosted at a venue no member of the feed's provider manages: theirs to hand over.
        { dayOfWeek: 'Thursday', startTime: '21:00' },
      ]),
    );
    expect((await apply()).counts).toMatchObject({ eventsWaiting: 2, eventsNew: 0 });

    const admin = await signInNewUser(testApp, { role: 'admin' });
    const asked = await proposalsOf(admin);
    const about = (eventId: string) => asked.find((proposal) => proposal.event.id === eventId);
    expect(asked.every((proposal) => proposal.canAnswer)).toBe(true);
    const byAdmin = await admin.post(`/api/admin/feeds/proposals/${about(wednesday.id)?.id}`, {
      answer: 'accept',
    });
    expect(byAdmin.statusCode).toBe(204);
    expect(await eventRow(wednesday.id)).toMatchObject({ providerId, feedId });

    const declined = await owner.post(`/api/admin/feeds/proposals/${about(thursday.id)?.id}`, {
      answer: 'decline',
    });
    expect(declined.statusCode).toBe(204);
    const answeredTwice = await admin.post(`/api/admin/feeds/proposals/${about(thursday.id)?.id}`, {
      answer: 'accept',
    });
    expect(answeredTwice.statusCode).toBe(404);

    const after = await apply();
    expect(after.counts).toMatchObject({ eventsWaiting: 0, eventsNew: 0 });
    expect(after.events).toContainEqual({
      venueName: 'The Bluebird Cafe',
      label: 'Trivia, Thursday 9:00 PM',
      outcome: 'declined',
      fields: [],
    });
    expect(await eventRow(thursday.id)).toEqual(thursday);
    const thursdays = await db()
      .select()
      .from(events)
      .where(and(eq(events.venueId, venueId), eq(events.dayOfWeek, 'Thursday')));
    expect(thursdays).toHaveLength(1);
    expect(await proposalsOf(owner)).toEqual([]);
  });

  it('takes over a self-hosted event at a venue a member of its provider manages', async () => {
    const corner = await createVenue(db(), {
      nameOriginal: 'Corner Pub',
      addressOriginal: '2000 Belmont Blvd, Nashville, TN 37212',
      latitude: 36.1339,
      longitude: -86.7951,
    });
    await linkUserToVenue(db(), { userId: host.userId, venueId: corner.id });
    const typed = await createEvent(db(), {
      venueId: corner.id,
      dayOfWeek: 'Friday',
      startTime: '19:00',
    });
    source.body = document({
      name: 'Corner Pub',
      address: '2000 Belmont Blvd, Nashville, TN 37212',
      latitude: 36.134,
      longitude: -86.795,
      events: [{ dayOfWeek: 'Friday', startTime: '19:00', prizeAmount: 25 }],
    });
    const applied = await apply();
    expect(applied.counts).toMatchObject({ venuesMatched: 1, eventsChanged: 1, eventsNew: 0 });
    expect(await eventRow(typed.id)).toMatchObject({ providerId, feedId, prizeAmount: 25 });
  });

  it('leaves alone an event whose provider was changed by hand: not changed, cancelled or ended', async () => {
    source.body = document({
      id: 'v-owl',
      name: 'Night Owl Tavern',
      address: '55 Elm Ave, Franklin, TN 37064',
      latitude: 35.925,
      longitude: -86.868,
      events: [{ id: 'e-owl', dayOfWeek: 'Saturday', startTime: '19:30' }],
    });
    await apply();
    const [kept] = await db()
      .select()
      .from(events)
      .where(and(eq(events.feedId, feedId), eq(events.feedKey, 'id:e-owl')));
    if (!kept) throw new Error('the feed keeps the Night Owl event');
    // Our forms refuse it while the feed keeps the field; an operator's correction in the
    // database is a change by hand all the same.
    await db().update(events).set({ providerId: rivalId }).where(eq(events.id, kept.id));
    const handed = await eventRow(kept.id);

    const saturday = next('Saturday');
    source.body = document({
      id: 'v-owl',
      name: 'Night Owl Tavern',
      address: '55 Elm Ave, Franklin, TN 37064',
      latitude: 35.925,
      longitude: -86.868,
      events: [
        {
          id: 'e-owl',
          dayOfWeek: 'Saturday',
          startTime: '20:00',
          cancelledDates: [{ date: saturday, note: 'Closed' }],
        },
      ],
    });
    const cancelled = await apply();
    expect(cancelled.counts).toMatchObject({ eventsChanged: 0, nightsCancelled: 0 });
    expect(cancelled.events).toContainEqual({
      venueName: 'Night Owl Tavern',
      label: 'Trivia, Saturday 8:00 PM',
      outcome: 'leftAlone',
      fields: [],
    });
    expect(await eventRow(kept.id)).toEqual(handed);
    const nights = await db()
      .select()
      .from(eventOccurrences)
      .where(and(eq(eventOccurrences.eventId, kept.id), eq(eventOccurrences.status, 'cancelled')));
    expect(nights).toEqual([]);

    // Gone from the source: still not the feed's to end.
    source.body = document(bluebird([{ dayOfWeek: 'Tuesday', startTime: '20:00' }]));
    const gone = await apply();
    expect(
      gone.events.filter((event: { outcome: string }) => event.outcome === 'gone'),
    ).not.toContainEqual(expect.objectContaining({ venueName: 'Night Owl Tavern' }));
    expect(await eventRow(kept.id)).toMatchObject({ isActive: true, providerId: rivalId });
  });
});
