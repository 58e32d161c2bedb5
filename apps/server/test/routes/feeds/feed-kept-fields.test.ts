import { type FeedVenueInput, keptInStepByFeed, managedByFeed } from '@trivia/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addProviderUser, createProvider, linkUserToVenue } from '../../../src/db/factories.ts';
import { auditLog, events, feedVenues, venues } from '../../../src/db/schema/index.ts';
import { useTestApp } from '../../helpers/app.ts';
import { signInNewUser, useSignedInClient } from '../../helpers/auth.ts';
import { useFeedServer } from '../../helpers/feed-server.ts';

const FEED = 'Quiz Riot schedule';

const crown = (overrides: Partial<FeedVenueInput> = {}): FeedVenueInput => ({
  id: 'v-crown',
  name: 'The Crown & Anchor',
  address: '123 Main St, Nashville, TN 37203',
  latitude: 36.1601,
  longitude: -86.7765,
  events: [{ id: 'e-crown-tue', dayOfWeek: 'Tuesday', startTime: '19:00', maxTeams: 10 }],
  ...overrides,
});

/**
 * Decision 153: a feed keeps the name and address of the venues it brought in in step with its
 * source, and only when the source changes them; an admin may correct them, others may not.
 * Decision 155: max teams is the host's once the feed has created the event.
 */
describe('what a feed keeps in step, and what it leaves to people', () => {
  const source = useFeedServer();
  const testApp = useTestApp({ FEED_ALLOW_HOSTS: '127.0.0.1' });
  const host = useSignedInClient(testApp);
  const db = () => testApp.database.db;
  let feedId = '';
  let venueId = '';

  const apply = async () => {
    const response = await host.post(`/api/admin/feeds/${feedId}/apply`);
    expect(response.statusCode).toBe(200);
    return response.json().changes;
  };
  const venue = async () => (await db().select().from(venues).where(eq(venues.id, venueId)))[0];
  const serve = (...feedVenues: FeedVenueInput[]) => {
    source.body = JSON.stringify({ venues: feedVenues });
  };

  beforeAll(async () => {
    const provider = await createProvider(db(), { name: 'Quiz Riot' });
    await addProviderUser(db(), { userId: host.userId, providerId: provider.id });
    source.contentType = 'application/json';
    serve(crown());
    const created = await host.post('/api/admin/feeds', {
      providerId: provider.id,
      name: FEED,
      format: 'json',
      url: source.url(),
    });
    feedId = created.json().id;
    await apply();
    const [link] = await db().select().from(feedVenues).where(eq(feedVenues.feedId, feedId));
    venueId = link?.venueId ?? '';
    expect(link?.created).toBe(true);
  });

  it('renames and moves a venue it brought in when the source does, as the feed in the history', async () => {
    serve(crown({ name: 'Crown & Anchor Pub', address: '125 Main St, Nashville, TN 37203' }));
    const preview = (await host.post(`/api/admin/feeds/${feedId}/preview`)).json();
    expect(preview.changes.counts).toMatchObject({ venuesChanged: 1, venuesLinked: 1 });

    await apply();
    expect(await venue()).toMatchObject({
      nameOriginal: 'Crown & Anchor Pub',
      addressOriginal: '125 Main St, Nashville, TN 37203',
    });
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityType, 'venue'),
          eq(auditLog.entityId, venueId),
          eq(auditLog.action, 'updated'),
        ),
      );
    expect(entry?.actorName).toBe(`Feed "${FEED}"`);
    expect(entry?.changes).toMatchObject({
      nameOriginal: { before: 'The Crown & Anchor', after: 'Crown & Anchor Pub' },
      addressOriginal: {
        before: '123 Main St, Nashville, TN 37203',
        after: '125 Main St, Nashville, TN 37203',
      },
    });
  });

  it("keeps an admin's correction over a read where the source did not change, until it does", async () => {
    const admin = await signInNewUser(testApp, { role: 'admin' });
    const detail = (await admin.get(`/api/admin/venues/${venueId}`)).json();
    expect(detail.feedName).toBe(FEED);
    expect(detail.permissions.editOriginal).toEqual({ allowed: true });
    expect(keptInStepByFeed(detail.feedName)).toBe(
      `Kept in step with ${FEED}: a correction here stays until the source changes it`,
    );

    const corrected = await admin.request({
      method: 'PATCH',
      url: `/api/admin/venues/${venueId}`,
      payload: {
        nameOriginal: 'The Crown and Anchor',
        addressOriginal: '125 Main Street, Nashville, TN 37203',
      },
    });
    expect(corrected.statusCode).toBe(200);

    // The source says what it said at the last read: nothing to change.
    const again = await apply();
    expect(again.counts.venuesChanged).toBe(0);
    expect(await venue()).toMatchObject({
      nameOriginal: 'The Crown and Anchor',
      addressOriginal: '125 Main Street, Nashville, TN 37203',
    });

    // The source renames it again: its new name wins, the corrected address stays.
    serve(crown({ name: 'Crown Pub', address: '125 Main St, Nashville, TN 37203' }));
    await apply();
    expect(await venue()).toMatchObject({
      nameOriginal: 'Crown Pub',
      addressOriginal: '125 Main Street, Nashville, TN 37203',
    });
  });

  it('refuses the venue\'s own owner a change to them: "Managed by {feed}: change it at the source"', async () => {
    const owner = await signInNewUser(testApp);
    await linkUserToVenue(db(), { userId: owner.userId, venueId });
    const detail = (await owner.get(`/api/admin/venues/${venueId}`)).json();
    expect(detail.permissions.editOriginal).toEqual({
      allowed: false,
      reason: managedByFeed(FEED),
    });
    const before = await venue();
    for (const payload of [
      { nameOriginal: 'Mine now' },
      { addressOriginal: '1 Elm St, Nashville, TN 37203' },
    ]) {
      const refused = await owner.request({
        method: 'PATCH',
        url: `/api/admin/venues/${venueId}`,
        payload,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toBe(
        `${Object.keys(payload)[0]}: Managed by ${FEED}: change it at the source`,
      );
    }
    expect(await venue()).toEqual(before);
    // What the feed does not keep stays theirs.
    const photo = await owner.request({
      method: 'PATCH',
      url: `/api/admin/venues/${venueId}`,
      payload: { thumbnailUrl: 'https://example.com/crown.jpg' },
    });
    expect(photo.statusCode).toBe(200);
  });

  it("sets max teams when it creates an event, and leaves the host's value alone after", async () => {
    const [event] = await db().select().from(events).where(eq(events.feedId, feedId));
    if (!event) throw new Error('the feed keeps its event');
    expect(event.maxTeams).toBe(10);
    const detail = (await host.get(`/api/admin/events/${event.id}`)).json();
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
    const raised = await host.put(`/api/admin/events/${event.id}`, { ...input, maxTeams: 14 });
    expect(raised.statusCode).toBe(200);

    // The source still says 10, then says 8: the host's 14 stands through both reads.
    for (const maxTeams of [10, 8]) {
      serve(
        crown({
          name: 'Crown Pub',
          address: '125 Main St, Nashville, TN 37203',
          events: [{ id: 'e-crown-tue', dayOfWeek: 'Tuesday', startTime: '19:00', maxTeams }],
        }),
      );
      const changes = await apply();
      expect(changes.counts).toMatchObject({ eventsChanged: 0, eventsUnchanged: 1 });
      const [after] = await db().select().from(events).where(eq(events.id, event.id));
      expect(after?.maxTeams).toBe(14);
    }
  });
});
