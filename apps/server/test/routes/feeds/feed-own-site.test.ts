import type { AddressInfo } from 'node:net';
import { providerPageSlug } from '@trivia/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addProviderUser,
  createEvent,
  createProvider,
  createVenue,
} from '../../../src/db/factories.ts';
import { events, providerFeeds } from '../../../src/db/schema/index.ts';
import { useTestApp } from '../../helpers/app.ts';
import { useSignedInClient } from '../../helpers/auth.ts';
import { useFeedServer } from '../../helpers/feed-server.ts';

/**
 * Decision 152: our own pages are not a feed source. A feed's address on this site (PUBLIC_URL's
 * host, or wherever this server listens) is refused, even with FEED_ALLOW_HOSTS opening its
 * address; so is a document this site made that reaches the reader another way.
 */

const OWN_SITE =
  "A feed cannot be read from Trivia Near Me itself: use the provider's own website or calendar.";
const MADE_HERE =
  "This is a page or calendar of Trivia Near Me itself, not the provider's own schedule; nothing was changed.";

describe('a feed pointed at our own site', () => {
  const source = useFeedServer();
  const testApp = useTestApp({
    FEED_ALLOW_HOSTS: '127.0.0.1',
    PUBLIC_URL: 'https://trivia.example',
  });
  const host = useSignedInClient(testApp);
  const db = () => testApp.database.db;
  let providerId = '';
  let rivalPage = '';
  let rivalEvents: (typeof events.$inferSelect)[] = [];
  let ourOrigin = '';

  const addFeed = (url: string, format = 'jsonld') =>
    host.post('/api/admin/feeds', { providerId, name: `Feed ${url}`, format, url });
  /** Adds a feed at the test's source, reads it, and answers the read's status and message. */
  const readFrom = async (format: string) => {
    const created = await addFeed(source.url('/schedule'), format);
    expect(created.statusCode).toBe(201);
    const read = await host.post(`/api/admin/feeds/${created.json().id}/apply`);
    const feedEvents = await db().select().from(events).where(eq(events.feedId, created.json().id));
    return { status: read.statusCode, message: read.json().error?.message, feedEvents };
  };
  const rivalsNow = async () =>
    (await db().select().from(events)).filter((event) => event.providerId !== providerId);

  beforeAll(async () => {
    providerId = (await createProvider(db(), { name: 'Quizzo Nation' })).id;
    await addProviderUser(db(), { userId: host.userId, providerId });
    const rival = await createProvider(db(), { name: 'Geeks Who Drink' });
    const venue = await createVenue(db(), {
      nameOriginal: 'The Bluebird Cafe',
      addressOriginal: '4104 Hillsboro Pike, Nashville, TN 37215',
      latitude: 36.1022,
      longitude: -86.8163,
    });
    for (const dayOfWeek of ['Monday', 'Wednesday'] as const) {
      await createEvent(db(), { venueId: venue.id, providerId: rival.id, dayOfWeek });
    }
    rivalEvents = await rivalsNow();
    rivalPage = `/trivia-by-${providerPageSlug(rival)}`;
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    ourOrigin = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
  });

  it("refuses an address on PUBLIC_URL's host, at any port, naming the field", async () => {
    for (const url of [
      `https://trivia.example${rivalPage}`,
      `http://TRIVIA.example:8080${rivalPage}`,
    ]) {
      const refused = await addFeed(url);
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json().error.message).toBe(`url: ${OWN_SITE}`);
    }
    expect(await db().select().from(providerFeeds)).toEqual([]);
  });

  it('refuses the address this server listens on, though FEED_ALLOW_HOSTS opens 127.0.0.1', async () => {
    const page = await fetch(`${ourOrigin}${rivalPage}`);
    expect(page.status).toBe(200);
    const refused = await addFeed(`${ourOrigin}${rivalPage}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(`url: ${OWN_SITE}`);

    // A name is looked up when the feed is read: one that leads here is refused then.
    const named = await addFeed(`${ourOrigin.replace('127.0.0.1', 'localhost')}${rivalPage}`);
    expect(named.statusCode).toBe(201);
    const read = await host.post(`/api/admin/feeds/${named.json().id}/apply`);
    expect(read.statusCode).toBe(422);
    expect(read.json().error.message).toBe(OWN_SITE);
    expect(await rivalsNow()).toEqual(rivalEvents);
  });

  it('refuses our page reached through a redirect, and changes nothing', async () => {
    source.redirectTo = `${ourOrigin}${rivalPage}`;
    const read = await readFrom('jsonld');
    source.redirectTo = null;
    expect(read.status).toBe(422);
    expect(read.message).toBe(OWN_SITE);
    expect(read.feedEvents).toEqual([]);
    expect(await rivalsNow()).toEqual(rivalEvents);
  });

  it('refuses a copy of our page or calendar served from elsewhere, and changes nothing', async () => {
    const page = await testApp.app.inject({ url: rivalPage });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<meta name="generator" content="Trivia Near Me" />');
    expect(page.body).toContain('application/ld+json');
    source.contentType = 'text/html';
    source.body = page.body;
    const copied = await readFrom('jsonld');
    expect(copied.status).toBe(422);
    expect(copied.message).toBe(MADE_HERE);
    expect(copied.feedEvents).toEqual([]);

    const calendar = await testApp.app.inject({ url: `${rivalPage}/calendar.ics` });
    expect(calendar.statusCode).toBe(200);
    source.contentType = 'text/calendar';
    source.body = calendar.body;
    const subscribed = await readFrom('ical');
    expect(subscribed.status).toBe(422);
    expect(subscribed.message).toBe(MADE_HERE);
    expect(subscribed.feedEvents).toEqual([]);
    expect(await rivalsNow()).toEqual(rivalEvents);
  });
});
