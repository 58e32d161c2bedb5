import { EVENT_DELETE_NOT_ALLOWED, NOT_YOUR_VENUE, todayIn } from '@trivia/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createEvent, linkUserToVenue } from '../../../src/db/factories.ts';
import { events, userVenues, venues } from '../../../src/db/schema/index.ts';
import { signInNewUser, useAdminApp } from '../../helpers/auth.ts';

/**
 * Decision 098: a venue's rights come from its memberships only. Its creator is
 * simply the first owner member: Remove takes everything away, as for any other owner.
 */
describe("a venue's creator is its first owner, and can be removed", () => {
  const { testApp, admin, db } = useAdminApp();

  /** A non-admin adds a venue in the admin area; a second owner joins it. */
  async function venueWithTwoOwners() {
    const creator = await signInNewUser(testApp, { name: 'Cora Creator' });
    const created = await creator.post('/api/admin/venues', {
      nameOriginal: 'Creekside Tavern',
      addressOriginal: '1 Creek Rd, Nashville, TN 37203',
      latitude: 36.16,
      longitude: -86.78,
    });
    expect(created.statusCode).toBe(201);
    const venueId: string = created.json().id;
    const coOwner = await signInNewUser(testApp, { name: 'Otto Owner' });
    await linkUserToVenue(db(), { userId: coOwner.userId, venueId, role: 'owner' });
    const event = await createEvent(db(), { venueId, dayOfWeek: 'Wednesday' });
    return { creator, coOwner, venueId, event };
  }

  const memberships = (venueId: string) =>
    db()
      .select({ userId: userVenues.userId, role: userVenues.role })
      .from(userVenues)
      .where(eq(userVenues.venueId, venueId));

  it('removing the creator takes away managing the venue, its events, its nights and its team', async () => {
    const { creator, coOwner, venueId, event } = await venueWithTwoOwners();
    // Creating made them the first member, with role owner, in the same transaction.
    expect(await memberships(venueId)).toContainEqual({ userId: creator.userId, role: 'owner' });
    expect((await creator.get('/api/admin/teams')).json().teams).toMatchObject([
      { kind: 'venue', id: venueId },
    ]);

    const removed = await coOwner.request({
      method: 'DELETE',
      url: `/api/admin/teams/venue/${venueId}/members/${creator.userId}`,
    });
    expect(removed.statusCode).toBe(204);
    expect(await memberships(venueId)).toEqual([{ userId: coOwner.userId, role: 'owner' }]);
    // created_by stays as history.
    const [row] = await db().select().from(venues).where(eq(venues.id, venueId));
    expect(row?.createdBy).toBe(creator.userId);

    // The venue: not listed, not editable.
    const listed = (await creator.get('/api/admin/venues?pageSize=100')).json();
    expect(listed.venues.map((venue: { id: string }) => venue.id)).not.toContain(venueId);
    const edit = await creator.request({
      method: 'PATCH',
      url: `/api/admin/venues/${venueId}`,
      payload: { nameOriginal: 'Taken Back Tavern' },
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().error.message).toBe(NOT_YOUR_VENUE);
    expect((await db().select().from(venues).where(eq(venues.id, venueId)))[0]?.nameOriginal).toBe(
      'Creekside Tavern',
    );

    // Its events: not deletable; its nights: not on their schedule, not changeable.
    const deleted = await creator.request({
      method: 'DELETE',
      url: `/api/admin/events/${event.id}`,
    });
    expect(deleted.statusCode).toBe(403);
    expect(deleted.json().error.message).toBe(EVENT_DELETE_NOT_ALLOWED);
    expect(await db().select().from(events).where(eq(events.id, event.id))).toHaveLength(1);
    const from = todayIn('UTC');
    const schedule = (await creator.get(`/api/admin/schedule?from=${from}&weeks=2`)).json();
    expect(schedule.occurrences).toEqual([]);
    const night = (await admin.get(`/api/admin/schedule?from=${from}&weeks=2`))
      .json()
      .occurrences.find((entry: { event: { id: string } }) => entry.event.id === event.id);
    const cancel = await creator.request({
      method: 'PATCH',
      url: `/api/admin/occurrences/${night.id}`,
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode).toBe(403);

    // Its team: neither listed nor reachable.
    expect((await creator.get('/api/admin/teams')).json().teams).toEqual([]);
    expect((await creator.get(`/api/admin/teams/venue/${venueId}`)).statusCode).toBe(404);
    const invite = await creator.post(`/api/admin/teams/venue/${venueId}/invitations`, {
      email: 'comeback@example.test',
      role: 'owner',
    });
    expect(invite.statusCode).toBe(404);
    const removeBack = await creator.request({
      method: 'DELETE',
      url: `/api/admin/teams/venue/${venueId}/members/${coOwner.userId}`,
    });
    expect(removeBack.statusCode).toBe(404);
    expect(await memberships(venueId)).toEqual([{ userId: coOwner.userId, role: 'owner' }]);
  });

  it('an owner who did not create the venue deletes its events, as the creator could', async () => {
    const { coOwner, event } = await venueWithTwoOwners();
    const deleted = await coOwner.request({
      method: 'DELETE',
      url: `/api/admin/events/${event.id}`,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await db().select().from(events).where(eq(events.id, event.id))).toEqual([]);
  });

  it('the last owner may go too: the venue is then managed by platform admins', async () => {
    const { creator, coOwner, venueId } = await venueWithTwoOwners();
    for (const owner of [creator, coOwner]) {
      const removed = await admin.request({
        method: 'DELETE',
        url: `/api/admin/teams/venue/${venueId}/members/${owner.userId}`,
      });
      expect(removed.statusCode).toBe(204);
    }
    expect(await memberships(venueId)).toEqual([]);
    const edit = await admin.request({
      method: 'PATCH',
      url: `/api/admin/venues/${venueId}`,
      payload: { nameOriginal: 'Admin Kept Tavern' },
    });
    expect(edit.statusCode).toBe(200);
    expect((await admin.get(`/api/admin/teams/venue/${venueId}`)).statusCode).toBe(200);
    const stillCreator = await db()
      .select({ createdBy: venues.createdBy })
      .from(venues)
      .where(and(eq(venues.id, venueId), eq(venues.createdBy, creator.userId)));
    expect(stillCreator).toHaveLength(1);
  });
});
