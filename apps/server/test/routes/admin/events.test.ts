import { EVENT_DELETE_NOT_ALLOWED, NOT_YOUR_EVENT, STAFF_READ_ONLY } from '@trivia/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addProviderUser,
  createEvent,
  createProvider,
  createUser,
  createVenue,
  linkUserToVenue,
} from '../../../src/db/factories.ts';
import { eventOccurrences, events } from '../../../src/db/schema/index.ts';
import { signInNewUser, useAdminApp, useSignedInClient } from '../../helpers/auth.ts';

/** A far-future window (a Saturday, 8 weeks) so that "today" never matters. */
const FROM = '2031-11-22';

describe('admin events', () => {
  const { testApp, admin, db } = useAdminApp();
  const owner = useSignedInClient(testApp);
  let ownVenueId: string;
  let otherVenueId: string;

  const form = (overrides: Record<string, unknown> = {}) => ({
    venueId: ownVenueId,
    providerId: '',
    eventType: 'Trivia',
    dayOfWeek: 'Tuesday',
    startTime: '19:00',
    endTime: '',
    frequency: 'weekly',
    prizeAmount: null,
    prizeDescription: '',
    maxTeams: null,
    isActive: true,
    ...overrides,
  });

  beforeAll(async () => {
    ownVenueId = (await createVenue(db(), { ownedBy: owner.userId, nameOriginal: 'Owner Own Pub' }))
      .id;
    otherVenueId = (await createVenue(db(), { nameOriginal: 'Somebody Else Bar' })).id;
  });

  describe('saving', () => {
    it('creates a Self-hosted event with no end time and no team limit at the owner’s venue', async () => {
      const response = await owner.post(
        '/api/admin/events',
        form({ prizeAmount: 25.5, maxTeams: '' }),
      );
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        venueId: ownVenueId,
        providerId: null,
        providerName: null,
        endTime: null,
        maxTeams: null,
        prizeAmount: 25.5,
        frequency: 'weekly',
        isActive: true,
        permissions: { edit: { allowed: true }, delete: { allowed: true } },
      });
    });

    it('refuses events at venues the user may not manage, and read-only staff', async () => {
      const response = await owner.post('/api/admin/events', form({ venueId: otherVenueId }));
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe(NOT_YOUR_EVENT);
      const staffClient = await signInNewUser(testApp, { role: null });
      expect((await staffClient.post('/api/admin/events', form())).json().error.message).toBe(
        STAFF_READ_ONLY,
      );
      expect(await db().select().from(events).where(eq(events.venueId, otherVenueId))).toHaveLength(
        0,
      );
    });

    it.each([
      [{ prizeAmount: -1 }, 'prizeAmount'],
      [{ maxTeams: 0 }, 'maxTeams'],
      [{ dayOfWeek: 'Caturday' }, 'dayOfWeek'],
      [{ frequency: 'fortnightly' }, 'frequency'],
      [{ startTime: '25:99' }, 'startTime'],
      [{ endTime: 'late' }, 'endTime'],
      [{ eventType: '' }, 'eventType'],
    ])('answers %o with 400 naming %s, storing nothing', async (change, field) => {
      const before = await db().select({ n: sql<number>`count(*)::int` }).from(events);
      const response = await owner.post('/api/admin/events', form(change));
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toMatch(new RegExp(`^${field}: `));
      expect(await db().select({ n: sql<number>`count(*)::int` }).from(events)).toEqual(before);
    });

    it('only offers and accepts active providers', async () => {
      const active = await createProvider(db(), { name: 'Active Quizzers', status: 'approved' });
      const pending = await createProvider(db(), {
        name: 'Pending Quizzers',
        status: 'pending',
        isActive: false,
      });
      const options = (await owner.get('/api/admin/events/form-options')).json();
      expect(options.providers.map((p: { name: string }) => p.name)).toContain('Active Quizzers');
      expect(options.providers.map((p: { name: string }) => p.name)).not.toContain(
        'Pending Quizzers',
      );
      expect(options.venues.map((v: { id: string }) => v.id)).toEqual([ownVenueId]);
      expect(
        (await owner.post('/api/admin/events', form({ providerId: active.id }))).statusCode,
      ).toBe(201);
      const refused = await owner.post('/api/admin/events', form({ providerId: pending.id }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toMatch(/^providerId: /);
    });

    it('edits an event, and refuses moving it to a venue the user does not manage', async () => {
      const created = (
        await owner.post('/api/admin/events', form({ eventType: 'Music Bingo' }))
      ).json();
      const edited = await owner.request({
        method: 'PUT',
        url: `/api/admin/events/${created.id}`,
        payload: form({ eventType: 'Music Bingo Deluxe', dayOfWeek: 'Friday', endTime: '21:30' }),
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({
        eventType: 'Music Bingo Deluxe',
        dayOfWeek: 'Friday',
        endTime: '21:30',
      });
      const moved = await owner.request({
        method: 'PUT',
        url: `/api/admin/events/${created.id}`,
        payload: form({ venueId: otherVenueId }),
      });
      expect(moved.statusCode).toBe(403);
      const [stored] = await db().select().from(events).where(eq(events.id, created.id));
      expect(stored?.venueId).toBe(ownVenueId);
    });

    it('lets only an admin or an owner of the venue (its creator) delete, and deletes the nights with the event', async () => {
      const venue = await createVenue(db(), { ownedBy: owner.userId });
      const managerClient = await signInNewUser(testApp);
      await linkUserToVenue(db(), {
        userId: managerClient.userId,
        venueId: venue.id,
        role: 'manager',
      });
      const event = await createEvent(db(), { venueId: venue.id });
      await admin.get(`/api/admin/schedule?from=${FROM}&weeks=2`);
      expect(
        (await db().select().from(eventOccurrences).where(eq(eventOccurrences.eventId, event.id)))
          .length,
      ).toBe(2);

      const refused = await managerClient.request({
        method: 'DELETE',
        url: `/api/admin/events/${event.id}`,
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(EVENT_DELETE_NOT_ALLOWED);
      expect(await db().select().from(events).where(eq(events.id, event.id))).toHaveLength(1);

      expect(
        (await owner.request({ method: 'DELETE', url: `/api/admin/events/${event.id}` }))
          .statusCode,
      ).toBe(204);
      expect(await db().select().from(events).where(eq(events.id, event.id))).toHaveLength(0);
      expect(
        await db().select().from(eventOccurrences).where(eq(eventOccurrences.eventId, event.id)),
      ).toHaveLength(0);
    });

    it('answers an unknown event with the spec’s not-found message', async () => {
      const response = await admin.get('/api/admin/events/6f1c9a1e-0000-4000-8000-000000000000');
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(
        "The event you're looking for doesn't exist or you don't have permission to view it.",
      );
    });
  });

  describe('listing', () => {
    it('orders by day then time, shows owners their venues’ and their providers’ events, and filters', async () => {
      const hostClient = await signInNewUser(testApp);
      const provider = await createProvider(db(), { name: 'Hosted Heroes' });
      await addProviderUser(db(), { userId: hostClient.userId, providerId: provider.id });
      const venue = await createVenue(db(), {
        ownedBy: hostClient.userId,
        nameOriginal: 'Host Hall',
      });
      await createEvent(db(), {
        venueId: venue.id,
        dayOfWeek: 'Sunday',
        startTime: '18:00',
        eventType: 'Late',
      });
      await createEvent(db(), {
        venueId: venue.id,
        dayOfWeek: 'Monday',
        startTime: '21:00',
        eventType: 'Monday late',
      });
      await createEvent(db(), {
        venueId: venue.id,
        dayOfWeek: 'Monday',
        startTime: '19:00',
        eventType: 'Monday early',
      });
      // An event the host runs at someone else's venue, and one they have nothing to do with.
      await createEvent(db(), {
        venueId: otherVenueId,
        providerId: provider.id,
        dayOfWeek: 'Thursday',
        eventType: 'Away game',
      });
      await createEvent(db(), {
        venueId: otherVenueId,
        dayOfWeek: 'Thursday',
        eventType: 'Not theirs',
      });

      const list = (await hostClient.get('/api/admin/events')).json();
      expect(list.events.map((e: { eventType: string }) => e.eventType)).toEqual([
        'Monday early',
        'Monday late',
        'Away game',
        'Late',
      ]);
      expect(list.providers).toEqual([]);

      const mondays = (await hostClient.get('/api/admin/events?day=Monday')).json();
      expect(mondays.total).toBe(2);
      const atVenue = (await hostClient.get(`/api/admin/events?venueId=${otherVenueId}`)).json();
      expect(atVenue.events.map((e: { eventType: string }) => e.eventType)).toEqual(['Away game']);

      const byProvider = (await admin.get(`/api/admin/events?providerId=${provider.id}`)).json();
      expect(byProvider.events.map((e: { eventType: string }) => e.eventType)).toEqual([
        'Away game',
      ]);
      expect(byProvider.providers).toContainEqual({ id: provider.id, name: 'Hosted Heroes' });
      expect((await admin.get('/api/admin/events?day=Funday')).statusCode).toBe(400);
    });
  });
});

describe('the schedule and its nights', () => {
  const { testApp, admin, db } = useAdminApp();
  const owner = useSignedInClient(testApp);

  const datesOf = async (eventId: string) =>
    (
      await db()
        .select({ date: eventOccurrences.occurrenceDate, status: eventOccurrences.status })
        .from(eventOccurrences)
        .where(eq(eventOccurrences.eventId, eventId))
        .orderBy(eventOccurrences.occurrenceDate)
    ).map((row) => `${row.date} ${row.status}`);

  it('produces monthly (2nd Tuesday, last Friday) and one-time dates across month ends', async () => {
    const venue = await createVenue(db(), { ownedBy: owner.userId });
    const secondTuesday = await createEvent(db(), {
      venueId: venue.id,
      dayOfWeek: 'Tuesday',
      frequency: 'monthly',
      weekOfMonth: '2',
    });
    const lastFriday = await createEvent(db(), {
      venueId: venue.id,
      dayOfWeek: 'Friday',
      frequency: 'monthly',
      weekOfMonth: 'last',
    });
    const newYear = await createEvent(db(), {
      venueId: venue.id,
      dayOfWeek: 'Friday',
      frequency: 'one-time',
      eventDate: '2032-01-02',
    });
    const response = await owner.get(`/api/admin/schedule?from=${FROM}&weeks=8`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ from: FROM, to: '2032-01-17', scope: 'managed' });
    expect(await datesOf(secondTuesday.id)).toEqual([
      '2031-12-09 scheduled',
      '2032-01-13 scheduled',
    ]);
    expect(await datesOf(lastFriday.id)).toEqual(['2031-11-28 scheduled', '2031-12-26 scheduled']);
    expect(await datesOf(newYear.id)).toEqual(['2032-01-02 scheduled']);
  });

  it('stores each night once however often it is viewed', async () => {
    const venue = await createVenue(db(), { ownedBy: owner.userId });
    const event = await createEvent(db(), { venueId: venue.id, dayOfWeek: 'Wednesday' });
    await owner.get(`/api/admin/schedule?from=${FROM}&weeks=4`);
    await owner.get(`/api/admin/schedule?from=${FROM}&weeks=4`);
    await admin.get(`/api/admin/schedule?from=${FROM}&weeks=2`);
    expect(await datesOf(event.id)).toHaveLength(4);
    await owner.get(`/api/admin/schedule?from=${FROM}&weeks=8`);
    expect(await datesOf(event.id)).toHaveLength(8);
  });

  it('confirms and cancels nights, reschedules a cancelled one, and keeps both through a change of day', async () => {
    const venue = await createVenue(db(), { ownedBy: owner.userId });
    const event = await createEvent(db(), {
      venueId: venue.id,
      dayOfWeek: 'Tuesday',
      eventType: 'Movable Quiz',
    });
    const schedule = (await owner.get(`/api/admin/schedule?from=${FROM}&weeks=4`)).json();
    const nights = schedule.occurrences.filter(
      (o: { event: { id: string } }) => o.event.id === event.id,
    );
    expect(nights.map((o: { date: string }) => o.date)).toEqual([
      '2031-11-25',
      '2031-12-02',
      '2031-12-09',
      '2031-12-16',
    ]);
    expect(nights.every((o: { canChange: boolean }) => o.canChange)).toBe(true);

    const patch = (id: string, payload: object) =>
      owner.request({ method: 'PATCH', url: `/api/admin/occurrences/${id}`, payload });
    const confirmed = (await patch(nights[0].id, { status: 'confirmed' })).json();
    expect(confirmed.status).toBe('confirmed');
    expect(confirmed.confirmedAt).not.toBeNull();
    const cancelled = (
      await patch(nights[1].id, { status: 'cancelled', notes: 'Kitchen renovation' })
    ).json();
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      notes: 'Kitchen renovation',
      confirmedAt: null,
    });
    // Rescheduled, the night is on again: its cancel note goes with the cancellation.
    const rescheduled = (await patch(nights[1].id, { status: 'scheduled' })).json();
    expect(rescheduled).toMatchObject({ status: 'scheduled', confirmedAt: null, notes: null });
    await patch(nights[1].id, { status: 'cancelled' });

    const refused = await patch(nights[0].id, { status: 'scheduled' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe("A confirmed night can't be rescheduled.");

    const summary = (await owner.get(`/api/admin/schedule?from=${FROM}&weeks=4`)).json().summary;
    expect(summary).toMatchObject({ confirmed: 1, cancelled: 1 });

    await owner.request({
      method: 'PUT',
      url: `/api/admin/events/${event.id}`,
      payload: {
        venueId: venue.id,
        providerId: null,
        eventType: 'Movable Quiz',
        dayOfWeek: 'Wednesday',
        startTime: '19:00',
        frequency: 'weekly',
        isActive: true,
      },
    });
    await owner.get(`/api/admin/schedule?from=${FROM}&weeks=4`);
    expect(await datesOf(event.id)).toEqual([
      '2031-11-25 confirmed',
      '2031-11-26 scheduled',
      '2031-12-02 cancelled',
      '2031-12-03 scheduled',
      '2031-12-10 scheduled',
      '2031-12-17 scheduled',
    ]);
  });

  it('keeps other owners from changing a night (403, nothing changed), and read-only staff see none', async () => {
    const otherOwner = await createUser(db());
    const venue = await createVenue(db(), { ownedBy: otherOwner.user.id });
    const event = await createEvent(db(), { venueId: venue.id });
    const schedule = (await admin.get(`/api/admin/schedule?from=${FROM}&weeks=2`)).json();
    const night = schedule.occurrences.find(
      (o: { event: { id: string } }) => o.event.id === event.id,
    );
    const response = await owner.request({
      method: 'PATCH',
      url: `/api/admin/occurrences/${night.id}`,
      payload: { status: 'cancelled' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(NOT_YOUR_EVENT);
    const [stored] = await db()
      .select()
      .from(eventOccurrences)
      .where(eq(eventOccurrences.id, night.id));
    expect(stored?.status).toBe('scheduled');

    const mine = (await owner.get(`/api/admin/schedule?from=${FROM}&weeks=2`)).json();
    expect(mine.occurrences.some((o: { event: { id: string } }) => o.event.id === event.id)).toBe(
      false,
    );

    const staffClient = await signInNewUser(testApp, { role: null });
    const staffView = (await staffClient.get(`/api/admin/schedule?from=${FROM}&weeks=2`)).json();
    expect(staffView).toMatchObject({ occurrences: [], hasProfile: false, summary: { total: 0 } });
  });

  it('filters the admin view by provider, and lists the providers present by name', async () => {
    const provider = await createProvider(db(), { name: 'Aardvark Quizzes' });
    const venue = await createVenue(db());
    const event = await createEvent(db(), {
      venueId: venue.id,
      providerId: provider.id,
      dayOfWeek: 'Thursday',
    });
    const response = (
      await admin.get(`/api/admin/schedule?from=${FROM}&weeks=2&providerId=${provider.id}`)
    ).json();
    expect(response.scope).toBe('all');
    expect(new Set(response.occurrences.map((o: { event: { id: string } }) => o.event.id))).toEqual(
      new Set([event.id]),
    );
    expect(response.providers[0]).toEqual({ id: provider.id, name: 'Aardvark Quizzes' });
  });

  it.each([
    ['from=2031-02-30', 'from'],
    [`from=${FROM}&weeks=3`, 'weeks'],
    [`from=${FROM}&providerId=nope`, 'providerId'],
  ])('refuses ?%s naming %s', async (query, field) => {
    const response = await admin.get(`/api/admin/schedule?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(new RegExp(`^${field}: `));
  });
});
