import type { FeedVenueInput } from '@trivia/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addProviderUser, createProvider } from '../../../src/db/factories.ts';
import { events, jobs, providerFeeds } from '../../../src/db/schema/index.ts';
import { useTestApp } from '../../helpers/app.ts';
import { readOutbox, useSignedInClient } from '../../helpers/auth.ts';
import { useFeedServer } from '../../helpers/feed-server.ts';

const venue = (events: FeedVenueInput['events']): FeedVenueInput => ({
  id: 'v-1',
  name: 'Silver Dollar Saloon',
  address: '400 Commerce St, Nashville, TN 37201',
  latitude: 36.1613,
  longitude: -86.7772,
  events,
});

/**
 * Each feed is read again by a durable job, conditionally; an auto-applied read keeps
 * the listings in step; a failed read changes nothing, and the third in a row mails the provider once.
 */
describe('feeds kept in sync by a durable job', () => {
  const source = useFeedServer();
  const testApp = useTestApp({ FEED_ALLOW_HOSTS: '127.0.0.1' });
  const host = useSignedInClient(testApp);
  let feedId = '';

  const db = () => testApp.database.db;
  /** Makes the feed's waiting read due now and runs the job worker once. */
  async function runSync() {
    await db()
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(sql`kind = 'feed-sync' and done_at is null and payload->>'feedId' = ${feedId}`);
    await testApp.app.jobs.runDue();
  }
  const feed = async () =>
    (await db().select().from(providerFeeds).where(eq(providerFeeds.id, feedId)))[0];
  const active = async () =>
    (await db().select().from(events).where(eq(events.feedId, feedId))).filter(
      (event) => event.isActive,
    );

  beforeAll(async () => {
    const provider = await createProvider(db(), { name: 'Sync Trivia' });
    await addProviderUser(db(), { userId: host.userId, providerId: provider.id });
    source.contentType = 'application/json';
    source.etag = '"v1"';
    source.body = JSON.stringify({
      venues: [
        venue([
          { id: 'a', dayOfWeek: 'Monday', startTime: '19:00' },
          { id: 'b', dayOfWeek: 'Friday', startTime: '20:00' },
        ]),
      ],
    });
    const created = await host.post('/api/admin/feeds', {
      providerId: provider.id,
      name: 'Sync schedule',
      format: 'json',
      url: source.url(),
      autoApply: true,
      intervalHours: 12,
    });
    feedId = created.json().id;
  });

  it("queues the next read a day (the feed's interval) ahead, once", async () => {
    const waiting = await db()
      .select()
      .from(jobs)
      .where(sql`kind = 'feed-sync' and done_at is null and payload->>'feedId' = ${feedId}`);
    expect(waiting).toHaveLength(1);
    const hoursAhead = ((waiting[0]?.runAt.getTime() ?? 0) - Date.now()) / 3_600_000;
    expect(hoursAhead).toBeGreaterThan(11.9);
    expect(hoursAhead).toBeLessThanOrEqual(12);
  });

  it('applies a read, then asks again with the ETag and changes nothing on 304', async () => {
    await runSync();
    expect((await active()).map((event) => event.feedKey).sort()).toEqual(['id:a', 'id:b']);
    const first = await feed();
    expect(first).toMatchObject({ etag: '"v1"', consecutiveFailures: 0, lastError: null });
    expect(first?.lastChangeAt).not.toBeNull();

    const before = await db().select().from(events).where(eq(events.feedId, feedId));
    await runSync();
    expect(source.requests.at(-1)?.ifNoneMatch).toBe('"v1"');
    expect(await db().select().from(events).where(eq(events.feedId, feedId))).toEqual(before);
    const second = await feed();
    expect(second?.lastChangeAt).toEqual(first?.lastChangeAt);
    expect(second?.lastSuccessAt?.getTime()).toBeGreaterThanOrEqual(
      first?.lastSuccessAt?.getTime() ?? 0,
    );
  });

  it('ends an event missing from a successful read, never deleting it', async () => {
    source.etag = '"v2"';
    source.body = JSON.stringify({
      venues: [venue([{ id: 'a', dayOfWeek: 'Monday', startTime: '19:00' }])],
    });
    await runSync();
    expect((await active()).map((event) => event.feedKey)).toEqual(['id:a']);
    expect(await db().select().from(events).where(eq(events.feedId, feedId))).toHaveLength(2);
  });

  it('changes nothing on failed reads, and mails the provider once at the third', async () => {
    const before = await db().select().from(events).where(eq(events.feedId, feedId));
    source.failWith = 503;
    for (let read = 1; read <= 4; read += 1) await runSync();
    source.failWith = null;
    expect(await db().select().from(events).where(eq(events.feedId, feedId))).toEqual(before);
    expect(await feed()).toMatchObject({
      consecutiveFailures: 4,
      lastError: 'The feed answered HTTP 503.',
    });
    await testApp.app.jobs.runDue();
    const mailJobs = await db().select().from(jobs).where(sql`kind = 'feed-failing-mail'`);
    expect(mailJobs.map((job) => [job.doneAt !== null, job.lastError])).toEqual([[true, null]]);
    const mails = (await readOutbox(testApp.config.dataDir)).filter((mail) =>
      mail.subject.includes('We could not read your feed'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('The feed answered HTTP 503.');

    // A good read starts the count again.
    source.etag = '"v3"';
    await runSync();
    expect(await feed()).toMatchObject({ consecutiveFailures: 0, lastError: null });
  });
});
