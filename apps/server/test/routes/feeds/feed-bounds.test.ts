import {
  addDays,
  type DayOfWeek,
  dayOfWeekOf,
  EXCEPTION_MAX_DAYS,
  type FeedVenueInput,
  todayIn,
} from '@trivia/shared';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client.ts';
import { addProviderUser, createProvider } from '../../../src/db/factories.ts';
import { eventOccurrences, events } from '../../../src/db/schema/index.ts';
import { useTestApp } from '../../helpers/app.ts';
import { useSignedInClient } from '../../helpers/auth.ts';
import { useFeedServer } from '../../helpers/feed-server.ts';

/** The first `day` on or after `date`. */
function onOrAfter(date: string, day: DayOfWeek): string {
  let found = date;
  while (dayOfWeekOf(found) !== day) found = addDays(found, 1);
  return found;
}

/** Decision 154: what one read of a feed may make the server do is bounded. */
describe('the work a feed brings is bounded', () => {
  const source = useFeedServer();
  const testApp = useTestApp({ FEED_ALLOW_HOSTS: '127.0.0.1' });
  const host = useSignedInClient(testApp);
  const db = () => testApp.database.db;
  let providerId = '';

  const addFeed = async (name: string, venues: FeedVenueInput[]) => {
    source.body = JSON.stringify({ venues });
    const created = await host.post('/api/admin/feeds', {
      providerId,
      name,
      format: 'json',
      url: source.url(`/${encodeURIComponent(name)}.json`),
    });
    expect(created.statusCode).toBe(201);
    return created.json().id as string;
  };

  beforeAll(async () => {
    providerId = (await createProvider(db(), { name: 'Bounded Trivia' })).id;
    await addProviderUser(db(), { userId: host.userId, providerId });
    source.contentType = 'application/json';
  });

  it('stores cancelled nights up to a year ahead, as schedule exceptions, and lists the rest as a problem', async () => {
    const today = todayIn('Pacific/Honolulu');
    const soon = onOrAfter(addDays(today, 8), 'Tuesday');
    const later = onOrAfter(addDays(today, 2 * 365), 'Tuesday');
    const feedId = await addFeed('Far ahead', [
      {
        id: 'v-far',
        name: 'Far Ahead Tavern',
        address: '10 Broadway, Nashville, TN 37203',
        latitude: 36.1612,
        longitude: -86.7775,
        events: [
          {
            id: 'e-far',
            dayOfWeek: 'Tuesday',
            startTime: '19:00',
            cancelledDates: [{ date: soon }, { date: later }, { date: '2100-12-28' }],
          },
        ],
      },
    ]);

    const preview = (await host.post(`/api/admin/feeds/${feedId}/preview`)).json();
    expect(preview.changes.counts.nightsCancelled).toBe(1);
    expect(preview.changes.problems).toEqual([
      {
        where: 'Venue 1 "Far Ahead Tavern", event 1',
        message: `2 cancelled nights after ${addDays(today, EXCEPTION_MAX_DAYS)} are left out: a feed cancels nights at most a year ahead`,
      },
    ]);

    expect((await host.post(`/api/admin/feeds/${feedId}/apply`)).statusCode).toBe(200);
    const [event] = await db().select().from(events).where(eq(events.feedId, feedId));
    const nights = await db()
      .select()
      .from(eventOccurrences)
      .where(eq(eventOccurrences.eventId, event?.id ?? ''));
    expect(
      nights.filter((night) => night.status === 'cancelled').map((n) => n.occurrenceDate),
    ).toEqual([soon]);
    // None stored more than a year away (a date in 2100 stored every night up to it).
    expect(
      nights.every((night) => night.occurrenceDate <= addDays(today, EXCEPTION_MAX_DAYS)),
    ).toBe(true);
  });

  it('stores a big first read a venue at a time, letting other queries in between', async () => {
    const count = 40;
    const venues: FeedVenueInput[] = Array.from({ length: count }, (_, index) => ({
      id: `v-${index}`,
      name: `Quiz Spot Number ${index}`,
      address: `${100 + index} Church St, Nashville, TN 37219`,
      // A mile or more apart, so that none looks like another.
      latitude: 36.0 + index * 0.02,
      longitude: -86.8,
      events: [{ id: `e-${index}`, dayOfWeek: 'Wednesday', startTime: '19:00' }],
    }));
    const feedId = await addFeed('Big first read', venues);

    const linkedSoFar = async () => {
      const [row] = await queryRows<{ linked: number; bare: number }>(
        db(),
        sql`select count(*)::int as linked,
            count(*) filter (where not exists (
              select 1 from events e where e.venue_id = fv.venue_id and e.feed_id = ${feedId}))::int as bare
          from feed_venues fv where fv.feed_id = ${feedId}`,
      );
      return row ?? { linked: 0, bare: 0 };
    };

    let done = false;
    const applying = host.post(`/api/admin/feeds/${feedId}/apply`).finally(() => {
      done = true;
    });
    const seen: { linked: number; bare: number }[] = [];
    while (!done) {
      seen.push(await linkedSoFar());
      // The embedded database answers in microtasks: give the request its turns of the loop.
      await new Promise((resolve) => setImmediate(resolve));
    }
    const applied = await applying;
    expect(applied.statusCode).toBe(200);
    expect(applied.json().changes.counts).toMatchObject({ venuesNew: count, eventsNew: count });
    seen.push(await linkedSoFar());

    // Other queries ran while the read was being stored, and saw it part-way...
    expect(seen.some((row) => row.linked > 0 && row.linked < count)).toBe(true);
    // ...each venue always with its event, never one without the other.
    expect(seen.every((row) => row.bare === 0)).toBe(true);
    expect(seen.at(-1)).toEqual({ linked: count, bare: 0 });
    const stored = await db()
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.feedId, feedId), eq(events.isActive, true)));
    expect(stored).toHaveLength(count);
  });
});
