import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createEvent, createVenue } from '../../../src/db/factories.ts';
import { venues } from '../../../src/db/schema/index.ts';
import { signInNewUser, useAdminApp } from '../../helpers/auth.ts';

describe('the admin dashboard', () => {
  const { testApp, admin, db } = useAdminApp();

  it('sums up the dashboard: everything for admins, their own for others, latest five each', async () => {
    const client = await signInNewUser(testApp);
    for (let index = 0; index < 6; index += 1) {
      const venue = await createVenue(db(), {
        nameOriginal: `Dash ${index}`,
        ownedBy: client.userId,
        createdAt: new Date(Date.UTC(2026, 0, index + 1)),
      });
      await createEvent(db(), {
        venueId: venue.id,
        eventType: `Quiz ${index}`,
        createdAt: new Date(Date.UTC(2026, 0, index + 1)),
      });
    }
    const mine = (await client.get('/api/admin/dashboard')).json();
    expect(mine).toMatchObject({ scope: 'mine', venuesCount: 6, eventsCount: 6 });
    expect(mine.latestVenues.map((v: { name: string }) => v.name)).toEqual([
      'Dash 5',
      'Dash 4',
      'Dash 3',
      'Dash 2',
      'Dash 1',
    ]);
    expect(mine.latestEvents[0]).toMatchObject({ eventType: 'Quiz 5', venueName: 'Dash 5' });

    const all = (await admin.get('/api/admin/dashboard')).json();
    const [counts] = await db().select({ venues: sql<number>`count(*)::int` }).from(venues);
    expect(all).toMatchObject({ scope: 'all', venuesCount: counts?.venues });
    expect(all.latestVenues).toHaveLength(5);
  });

  it('keeps the same latest five when venues and events share a creation time (one import)', async () => {
    const client = await signInNewUser(testApp);
    const createdAt = new Date(Date.UTC(2026, 0, 1));
    const venuesMade: { id: string; name: string }[] = [];
    const eventsMade: { id: string; name: string }[] = [];
    for (let index = 0; index < 7; index += 1) {
      const venue = await createVenue(db(), {
        nameOriginal: `Tie ${index}`,
        ownedBy: client.userId,
        createdAt,
      });
      const event = await createEvent(db(), {
        venueId: venue.id,
        eventType: `Tie quiz ${index}`,
        createdAt,
      });
      venuesMade.push({ id: venue.id, name: venue.nameOriginal });
      eventsMade.push({ id: event.id, name: event.eventType });
    }
    // Ties are broken by id: the same five on every load, whatever the rows' order on disk.
    const latestFive = (rows: { id: string; name: string }[]) =>
      rows
        .sort((a, b) => (a.id < b.id ? 1 : -1))
        .slice(0, 5)
        .map((row) => row.name);
    const dashboard = (await client.get('/api/admin/dashboard')).json();
    expect(dashboard.latestVenues.map((v: { name: string }) => v.name)).toEqual(
      latestFive(venuesMade),
    );
    expect(dashboard.latestEvents.map((e: { eventType: string }) => e.eventType)).toEqual(
      latestFive(eventsMade),
    );
  });
});
