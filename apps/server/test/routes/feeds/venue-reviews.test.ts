import type { FeedVenueInput } from '@trivia/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addProviderUser, createProvider, createVenue } from '../../../src/db/factories.ts';
import { events, venues } from '../../../src/db/schema/index.ts';
import { useTestApp } from '../../helpers/app.ts';
import { useSignedInClient } from '../../helpers/auth.ts';
import { useFeedServer } from '../../helpers/feed-server.ts';

/**
 * A feed's venue that may be one of ours is never linked on a guess. It waits in the
 * review queue, its events with it; the answer is kept, so the question is never asked again.
 */
describe('the review queue of uncertain venues', () => {
  const source = useFeedServer();
  const testApp = useTestApp({ FEED_ALLOW_HOSTS: '127.0.0.1' });
  const host = useSignedInClient(testApp);
  const db = () => testApp.database.db;
  let providerId = '';

  beforeAll(async () => {
    providerId = (await createProvider(db(), { name: 'Review Trivia' })).id;
    await addProviderUser(db(), { userId: host.userId, providerId });
    source.contentType = 'application/json';
  });

  /** A held venue, and a feed naming another name at its very address. */
  async function uncertainPair(name: string, street: string) {
    const held = await createVenue(db(), {
      nameOriginal: `${name} Hall`,
      addressOriginal: `${street}, Nashville, TN 37219`,
      latitude: 36.1655,
      longitude: -86.7816,
    });
    const incoming: FeedVenueInput = {
      id: `v-${name}`,
      name: `Quiz Corner ${name}`,
      address: `${street}, Nashville, TN 37219`,
      latitude: 36.1655,
      longitude: -86.7816,
      events: [{ id: `e-${name}`, dayOfWeek: 'Sunday', startTime: '18:00' }],
    };
    source.body = JSON.stringify({ venues: [incoming] });
    const feed = (
      await host.post('/api/admin/feeds', {
        providerId,
        name: `${name} feed`,
        format: 'json',
        url: source.url(`/${name}.json`),
      })
    ).json();
    return { held, feedId: feed.id as string };
  }

  async function queueOf(feedId: string) {
    const { reviews } = (await host.get('/api/admin/feeds/reviews')).json();
    return reviews.filter((review: { feedId: string }) => review.feedId === feedId);
  }

  it('holds the venue and its events until someone says "same venue", then links them', async () => {
    const { held, feedId } = await uncertainPair('Gold', '500 Church St');
    const applied = (await host.post(`/api/admin/feeds/${feedId}/apply`)).json();
    expect(applied.changes.counts).toMatchObject({
      venuesUncertain: 1,
      eventsWaiting: 1,
      eventsNew: 0,
      venuesNew: 0,
    });
    expect(await db().select().from(events).where(eq(events.feedId, feedId))).toHaveLength(0);
    const [question] = await queueOf(feedId);
    expect(question).toMatchObject({
      incoming: { name: 'Quiz Corner Gold', address: '500 Church St, Nashville, TN 37219' },
      candidate: { id: held.id, name: 'Gold Hall' },
    });
    expect((await host.get(`/api/admin/feeds/${feedId}`)).json().pendingReviews).toBe(1);

    const answered = await host.post(`/api/admin/feeds/reviews/${question.id}`, { answer: 'same' });
    expect(answered.statusCode).toBe(204);
    expect(await queueOf(feedId)).toEqual([]);
    const again = (await host.post(`/api/admin/feeds/${feedId}/apply`)).json();
    expect(again.changes.counts).toMatchObject({ venuesUncertain: 0, eventsNew: 1 });
    const [event] = await db().select().from(events).where(eq(events.feedId, feedId));
    expect(event?.venueId).toBe(held.id);
    // Answered once: a later read neither asks again nor adds the venue.
    const third = (await host.post(`/api/admin/feeds/${feedId}/preview`)).json();
    expect(third.changes.counts).toMatchObject({
      venuesUncertain: 0,
      venuesNew: 0,
      eventsUnchanged: 1,
    });
  });

  it('adds the venue as a new one after "different venues", and never asks again', async () => {
    const { held, feedId } = await uncertainPair('Brass', '600 Union St');
    await host.post(`/api/admin/feeds/${feedId}/apply`);
    const [question] = await queueOf(feedId);
    expect(question.candidate.id).toBe(held.id);
    await host.post(`/api/admin/feeds/reviews/${question.id}`, { answer: 'different' });

    const applied = (await host.post(`/api/admin/feeds/${feedId}/apply`)).json();
    expect(applied.changes.counts).toMatchObject({
      venuesUncertain: 0,
      venuesNew: 1,
      eventsNew: 1,
    });
    const [event] = await db().select().from(events).where(eq(events.feedId, feedId));
    expect(event?.venueId).not.toBe(held.id);
    const [created] = await db()
      .select()
      .from(venues)
      .where(eq(venues.id, event?.venueId ?? ''));
    expect(created?.nameOriginal).toBe('Quiz Corner Brass');
    expect(await queueOf(feedId)).toEqual([]);
  });

  it('refuses an answer that is not same or different, naming the field', async () => {
    const { feedId } = await uncertainPair('Iron', '700 Broad St');
    await host.post(`/api/admin/feeds/${feedId}/apply`);
    const [question] = await queueOf(feedId);
    const refused = await host.post(`/api/admin/feeds/reviews/${question.id}`, { answer: 'maybe' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toContain('answer');
    expect(await queueOf(feedId)).toHaveLength(1);
  });
});
