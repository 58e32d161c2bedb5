import { dayOfWeekOf, type FeedVenueInput, formatOccurrenceDate } from '@trivia/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client.ts';
import { addProviderUser, createProvider } from '../../../src/db/factories.ts';
import { venues } from '../../../src/db/schema/index.ts';
import { useTestApp } from '../../helpers/app.ts';
import { useSignedInClient } from '../../helpers/auth.ts';
import { useFeedServer } from '../../helpers/feed-server.ts';
import { NIGHT, notices, teamAndFollower } from './helpers.ts';

/** Decision 156: a feed's read that ends or moves an event tells its teams and followers. */
describe('notices of events a feed ends or moves', () => {
  const source = useFeedServer();
  const testApp = useTestApp({ FEED_ALLOW_HOSTS: '127.0.0.1', TRUST_PROXY: '1' });
  const host = useSignedInClient(testApp);

  it('a read that drops one event ends it and one that moves the other moves it', async () => {
    const db = testApp.database.db;
    const feed = (events: [id: string, startTime: string][]): string =>
      JSON.stringify({
        venues: [
          {
            id: 'v-ending',
            name: 'Ending Tavern',
            address: '123 Main St, Nashville, TN 37203',
            latitude: 36.1601,
            longitude: -86.7765,
            events: events.map(([id, startTime]) => ({
              id,
              dayOfWeek: dayOfWeekOf(NIGHT),
              startTime,
            })),
          } satisfies FeedVenueInput,
        ],
      });
    const provider = await createProvider(db, { name: 'Ending Quiz Co' });
    await addProviderUser(db, { userId: host.userId, providerId: provider.id });
    source.contentType = 'application/json';
    source.body = feed([
      ['e-moved', '19:00'],
      ['e-dropped', '20:00'],
    ]);
    const created = await host.post('/api/admin/feeds', {
      providerId: provider.id,
      name: 'Ending Quiz schedule',
      format: 'json',
      url: source.url('/schedule.json'),
    });
    const feedId = created.json().id as string;
    expect((await host.post(`/api/admin/feeds/${feedId}/apply`)).statusCode).toBe(200);
    const [venue] = await db
      .select({ id: venues.id })
      .from(venues)
      .where(eq(venues.nameOriginal, 'Ending Tavern'));
    const [dropped] = await queryRows<{ id: string }>(
      db,
      sql`select id from events where venue_id = ${venue?.id} and feed_key like '%e-dropped%'`,
    );
    expect(dropped).toBeDefined();
    const { team, follower } = await teamAndFollower(testApp, {
      venueId: venue?.id ?? '',
      eventId: dropped?.id ?? '',
    });

    source.body = feed([['e-moved', '21:00']]);
    const applied = await host.post(`/api/admin/feeds/${feedId}/apply`);
    expect(applied.statusCode, applied.body).toBe(200);
    await testApp.app.jobs.runDue();

    const date = formatOccurrenceDate(NIGHT);
    expect((await notices(testApp, team)).map((mail) => mail.subject)).toEqual([
      `Ended: Trivia at Ending Tavern, ${date}`,
    ]);
    // The follower hears of both of the venue's nights, each once.
    const told = await notices(testApp, follower);
    expect(told.map((mail) => mail.subject).sort()).toEqual([
      `Ended: Trivia at Ending Tavern, ${date}`,
      `Moved: Trivia at Ending Tavern, ${date}`,
    ]);
    expect(told.find((mail) => mail.subject.startsWith('Moved:'))?.text).toContain(
      `on ${date} at 7:00 PM has moved to ${date} at 9:00 PM.`,
    );
  });
});
