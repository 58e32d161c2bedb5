import { addDays, dayOfWeekOf, todayIn } from '@trivia/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addProviderUser, createProvider } from '../../../src/db/factories.ts';
import { events, feedVenues, teamRsvps, venues } from '../../../src/db/schema/index.ts';
import { TestClient, useAdminApp, useSignedInClient } from '../../helpers/auth.ts';

/**
 * Decision 151: a feed without ids keys its venues and events by what they are, so a change at
 * the source reads as one thing gone and another new. A kept event that plainly moved, and a
 * venue the source renamed, are updated in place: same ids, so teams and links stay with them.
 */

const HEADER = 'venue_name,address,latitude,longitude,day,start,end';
const row = (venue: string, day: string, start: string) =>
  `${venue},500 5th Ave S Nashville TN 37203,36.156,-86.776,${day},${start},`;

/** The next Friday after today in Nashville. */
function nextFriday(): string {
  let date = addDays(todayIn('America/Chicago'), 1);
  while (dayOfWeekOf(date) !== 'Friday') date = addDays(date, 1);
  return date;
}

describe('a feed without ids, changed at the source', () => {
  const { testApp, db } = useAdminApp();
  const host = useSignedInClient(testApp);
  let feedId = '';

  const read = async (action: 'preview' | 'apply', ...rows: string[]) => {
    const answer = await host.post(`/api/admin/feeds/${feedId}/${action}`, {
      content: [HEADER, ...rows].join('\n'),
    });
    expect(answer.statusCode).toBe(200);
    return answer.json().changes;
  };
  const feedEvents = () => db().select().from(events).where(eq(events.feedId, feedId));

  beforeAll(async () => {
    const provider = await createProvider(db(), { name: 'Spreadsheet Trivia' });
    await addProviderUser(db(), { userId: host.userId, providerId: provider.id });
    const created = await host.post('/api/admin/feeds', {
      providerId: provider.id,
      name: 'Our sheet',
      format: 'csv',
    });
    expect(created.statusCode).toBe(201);
    feedId = created.json().id;
  });

  it('keeps the same event when its start time changes, with its teams', async () => {
    await read('apply', row('Pub on Fifth', 'Friday', '7:30 PM'));
    const [event] = await feedEvents();
    if (!event) throw new Error('the sheet brought its event in');
    const date = nextFriday();
    const team = await new TestClient(testApp).request({
      method: 'POST',
      url: '/api/rsvps',
      payload: { eventId: event.id, date, teamName: 'Quizards', players: 4 },
    });
    expect(team.statusCode).toBe(201);

    const preview = await read('preview', row('Pub on Fifth', 'Friday', '8:00 PM'));
    expect(preview.counts).toMatchObject({ eventsNew: 0, eventsChanged: 1, eventsGone: 0 });
    expect(preview.events).toEqual([
      {
        venueName: 'Pub on Fifth',
        label: 'Trivia, Friday 8:00 PM',
        outcome: 'changed',
        fields: ['startTime'],
      },
    ]);
    await read('apply', row('Pub on Fifth', 'Friday', '8:00 PM'));
    const after = await feedEvents();
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: event.id, startTime: '20:00:00', isActive: true });
    expect(after[0]?.feedKey).not.toBe(event.feedKey);
    const teams = await db().select().from(teamRsvps).where(eq(teamRsvps.eventId, event.id));
    expect(teams.map((rsvp) => [rsvp.teamName, rsvp.occurrenceDate])).toEqual([['Quizards', date]]);

    // Moved to another day too: still the same night of the same venue.
    await read('apply', row('Pub on Fifth', 'Saturday', '8:00 PM'));
    expect(await feedEvents()).toMatchObject([
      { id: event.id, dayOfWeek: 'Saturday', isActive: true },
    ]);
    // Read again: nothing more to do.
    const again = await read('preview', row('Pub on Fifth', 'Saturday', '8:00 PM'));
    expect(again.counts).toMatchObject({ eventsUnchanged: 1, eventsChanged: 0, eventsNew: 0 });
  });

  it('keeps the same venue when the source renames it: no new venue, no question', async () => {
    const [event] = await feedEvents();
    const [link] = await db().select().from(feedVenues).where(eq(feedVenues.feedId, feedId));
    if (!event || !link) throw new Error('the sheet keeps its venue and event');
    const venuesBefore = await db().select({ id: venues.id }).from(venues);

    const renamed = row('Nashville Brewing Lab', 'Saturday', '8:00 PM');
    const preview = await read('preview', renamed);
    expect(preview.counts).toMatchObject({
      venuesNew: 0,
      venuesMatched: 0,
      venuesUncertain: 0,
      eventsNew: 0,
      eventsGone: 0,
      eventsWaiting: 0,
    });
    await read('apply', renamed);
    expect(await db().select({ id: venues.id }).from(venues)).toEqual(venuesBefore);
    const links = await db().select().from(feedVenues).where(eq(feedVenues.feedId, feedId));
    expect(links).toMatchObject([
      { venueId: link.venueId, sourceKey: expect.stringMatching(/^na:nashville brewing lab\|/) },
    ]);
    expect(await feedEvents()).toMatchObject([
      { id: event.id, venueId: link.venueId, isActive: true },
    ]);
    // The next read finds it by its new key: nothing to do.
    const again = await read('preview', renamed);
    expect(again.counts).toMatchObject({ venuesLinked: 1, eventsUnchanged: 1, eventsChanged: 0 });
  });
});
