import type { FeedVenueInput } from '@trivia/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client.ts';
import { addProviderUser, createProvider } from '../../../src/db/factories.ts';
import { events } from '../../../src/db/schema/index.ts';
import { expectServerError, useTestApp } from '../../helpers/app.ts';
import { useSignedInClient } from '../../helpers/auth.ts';
import { useFeedServer } from '../../helpers/feed-server.ts';

const venue = (events: FeedVenueInput['events']): FeedVenueInput => ({
  id: 'v-1',
  name: 'Broken Spoke',
  address: '600 Commerce St, Nashville, TN 37203',
  latitude: 36.1598,
  longitude: -86.7785,
  events,
});

interface SyncJob {
  id: number;
  done: boolean;
  given_up: boolean;
  hours_ahead: number;
  last_error: string | null;
}

/**
 * Decision 160: a feed read that throws (ours to fix, not the source's: here the database refuses
 * the write) is a failed read on the feed's card, is retried, and never leaves the feed without a
 * next read: given up after 48 hours, the usual next read is queued.
 */
describe('a feed sync that throws', () => {
  const source = useFeedServer();
  const testApp = useTestApp({ FEED_ALLOW_HOSTS: '127.0.0.1' });
  const host = useSignedInClient(testApp);
  let feedId = '';
  const db = () => testApp.database.db;

  const syncJobs = () =>
    queryRows<SyncJob>(
      db(),
      sql`select id, done_at is not null as done, given_up_at is not null as given_up,
          (extract(epoch from run_at - now()) / 3600)::float8 as hours_ahead, last_error
        from jobs where kind = 'feed-sync' and payload->>'feedId' = ${feedId} order by id`,
    );
  const waiting = async () => (await syncJobs()).filter((job) => !job.done);
  /** The feed as its card shows it (GET /api/admin/feeds/:id as the provider's member). */
  const card = async () => (await host.get(`/api/admin/feeds/${feedId}`)).json();
  /** Makes the feed's waiting read due now and runs the job worker. */
  async function runSync() {
    await db().execute(sql`update jobs set run_at = now() - interval '1 second'
      where kind = 'feed-sync' and done_at is null and payload->>'feedId' = ${feedId}`);
    await testApp.app.jobs.runDue();
  }

  beforeAll(async () => {
    const provider = await createProvider(db(), { name: 'Spoke Quiz' });
    await addProviderUser(db(), { userId: host.userId, providerId: provider.id });
    source.contentType = 'application/json';
    source.body = JSON.stringify({
      venues: [venue([{ id: 'a', dayOfWeek: 'Tuesday', startTime: '19:00' }])],
    });
    const created = await host.post('/api/admin/feeds', {
      providerId: provider.id,
      name: 'Spoke schedule',
      format: 'json',
      url: source.url(),
      autoApply: true,
      intervalHours: 24,
    });
    expect(created.statusCode).toBe(201);
    feedId = created.json().id;
    // The database refuses every new event: applying the read throws inside the job.
    await db().execute(sql`create function refuse_events() returns trigger language plpgsql as $$
      begin raise exception 'the events table refused the write'; end $$`);
    await db().execute(sql`create trigger refuse_events before insert on events
      for each row execute function refuse_events()`);
  });
  afterAll(() => db().execute(sql`drop trigger if exists refuse_events on events`));

  it("shows the thrown error on the feed's card and keeps its next read queued", async () => {
    await runSync();
    expect(await card()).toMatchObject({
      consecutiveFailures: 1,
      lastError:
        'Our server could not finish this read (the events table refused the write). It is tried again automatically.',
    });
    const [retry, ...others] = await waiting();
    expect(others).toEqual([]);
    expect(retry).toMatchObject({
      given_up: false,
      last_error: 'the events table refused the write',
    });
    // Retried within minutes, not at the feed's next day.
    expect(retry?.hours_ahead).toBeGreaterThan(0);
    expect(retry?.hours_ahead).toBeLessThan(1);
  });

  it('given up after 48 hours of throwing, the usual next read takes its place', async () => {
    await db().execute(sql`update jobs set failing_since = now() - interval '48 hours'
      where kind = 'feed-sync' and done_at is null and payload->>'feedId' = ${feedId}`);
    expectServerError('job given up');
    await runSync();
    const jobs = await syncJobs();
    const givenUp = jobs.filter((job) => job.given_up);
    expect(givenUp).toHaveLength(1);
    expect(givenUp[0]?.last_error).toBe('the events table refused the write');
    const [next, ...others] = jobs.filter((job) => !job.done);
    expect(others).toEqual([]);
    expect(next?.hours_ahead).toBeGreaterThan(23.9);
    expect(next?.hours_ahead).toBeLessThanOrEqual(24);
    expect(await card()).toMatchObject({
      consecutiveFailures: 2,
      lastError:
        'Our server could not finish this read for 48 hours (the events table refused the write). The next read is at the usual time.',
    });
    // The given-up read counts in /metrics.
    const metrics = (await testApp.app.inject({ url: '/metrics' })).body;
    expect(metrics).toMatch(/^trivia_jobs_failing\{kind="feed-sync",state="given_up"\} 1$/m);
  });

  it('reads well again once the cause is gone: the error clears', async () => {
    await db().execute(sql`drop trigger refuse_events on events`);
    await runSync();
    expect(await card()).toMatchObject({ consecutiveFailures: 0, lastError: null });
    const stored = await db().select().from(events).where(eq(events.feedId, feedId));
    expect(stored.map((event) => event.feedKey)).toEqual(['id:a']);
    expect(await waiting()).toHaveLength(1);
  });
});
