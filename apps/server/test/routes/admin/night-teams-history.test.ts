import { dayOfWeekOf, formatShortDate, todayIn } from '@trivia/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createEvent, createVenue, linkUserToVenue } from '../../../src/db/factories.ts';
import { auditLog, teamRsvps } from '../../../src/db/schema/index.ts';
import { signInNewUser, TestClient, useAdminApp } from '../../helpers/auth.ts';

/** Factories' venues are in Nashville: tonight is Chicago's. */
const TONIGHT = todayIn('America/Chicago');

/** Decision 060: a manager removing a team from a night is in the history. */
describe('the history of a team removed from a night', () => {
  const { testApp, admin, db } = useAdminApp({ TRUST_PROXY: '1' });

  it('records one entry, without the address, shown in the activity and the venue’s and event’s history', async () => {
    const owner = await signInNewUser(testApp);
    const venue = await createVenue(db(), { nameOriginal: 'The Quiet Pint' });
    await linkUserToVenue(db(), { userId: owner.userId, venueId: venue.id });
    const event = await createEvent(db(), {
      venueId: venue.id,
      dayOfWeek: dayOfWeekOf(TONIGHT),
      startTime: '23:30',
    });
    const said = await new TestClient(testApp).request({
      method: 'POST',
      url: '/api/rsvps',
      payload: {
        eventId: event.id,
        date: TONIGHT,
        teamName: 'Quiz Bears',
        players: 4,
        email: 'bears@example.com',
      },
      headers: { 'x-forwarded-for': '203.0.113.77' },
    });
    expect(said.statusCode).toBeLessThan(300);
    const [team] = await db().select().from(teamRsvps).where(eq(teamRsvps.eventId, event.id));
    if (!team) throw new Error('The team was not saved');
    // Saying "We're coming" is the visitor's, not a manager's change: nothing recorded yet.
    expect(await db().select().from(auditLog).where(eq(auditLog.entityId, team.id))).toEqual([]);

    const removed = await owner.request({
      method: 'DELETE',
      url: `/api/admin/night-teams/${team.id}`,
    });
    expect(removed.statusCode).toBe(204);

    const entries = await db().select().from(auditLog).where(eq(auditLog.entityId, team.id));
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    const label = `Quiz Bears from Trivia at The Quiet Pint on ${formatShortDate(TONIGHT)}`;
    expect(entry).toMatchObject({
      entityType: 'team_rsvp',
      entityLabel: label,
      action: 'deleted',
      actorUserId: owner.userId,
      venueId: venue.id,
      eventId: event.id,
      changes: {
        teamName: { before: 'Quiz Bears', after: null },
        players: { before: 4, after: null },
        status: { before: 'coming', after: null },
        event: { before: `Trivia, ${dayOfWeekOf(TONIGHT)} 11:30 PM`, after: null },
        date: { before: TONIGHT, after: null },
      },
    });
    expect(Object.keys(entry?.changes ?? {}).sort()).toEqual([
      'date',
      'event',
      'players',
      'status',
      'teamName',
    ]);
    expect(JSON.stringify(entry?.changes)).not.toContain('bears@example.com');

    const shown = (body: { entries: { entityId: string }[] }) =>
      body.entries.filter((line) => line.entityId === team.id);
    const activity = await admin.get('/api/admin/activity?entityType=team_rsvp');
    expect(activity.statusCode).toBe(200);
    expect(shown(activity.json())).toEqual([
      expect.objectContaining({ entityType: 'team_rsvp', entityLabel: label, action: 'deleted' }),
    ]);
    expect(activity.body).not.toContain('bears@example.com');
    for (const url of [
      `/api/admin/venues/${venue.id}/history`,
      `/api/admin/events/${event.id}/history`,
    ]) {
      const history = await owner.get(url);
      expect(history.statusCode).toBe(200);
      expect(shown(history.json())).toHaveLength(1);
      expect(history.body).not.toContain('bears@example.com');
    }
  });
});
