import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createEvent, createProvider, createUser, createVenue } from '../../../src/db/factories.ts';
import { auditLog, eventOccurrences } from '../../../src/db/schema/index.ts';
import { signInNewUser, useAdminApp, useSignedInClient } from '../../helpers/auth.ts';

/** A far-future Saturday, so that "today" never matters. */
const FROM = '2032-11-20';

/**
 * Confirm all this week confirms, in one request, every scheduled night of the 7 days
 * from `from` that the user may change, of the admin's provider filter, and nothing else.
 */
describe('confirm all this week', () => {
  const { testApp, admin, db } = useAdminApp();
  const owner = useSignedInClient(testApp);

  const statuses = async (eventIds: string[]) =>
    (
      await db()
        .select({
          eventId: eventOccurrences.eventId,
          date: eventOccurrences.occurrenceDate,
          status: eventOccurrences.status,
          confirmedAt: eventOccurrences.confirmedAt,
        })
        .from(eventOccurrences)
        .where(inArray(eventOccurrences.eventId, eventIds))
        .orderBy(eventOccurrences.occurrenceDate)
    ).map((row) => ({ ...row, confirmedAt: row.confirmedAt !== null }));

  it("confirms the owner's scheduled nights of the week, not cancelled ones, later ones or others'", async () => {
    const venue = await createVenue(db(), { ownedBy: owner.userId });
    const tuesday = await createEvent(db(), { venueId: venue.id, dayOfWeek: 'Tuesday' });
    const friday = await createEvent(db(), { venueId: venue.id, dayOfWeek: 'Friday' });
    const someoneElse = await createUser(db());
    const theirs = await createEvent(db(), {
      venueId: (await createVenue(db(), { ownedBy: someoneElse.user.id })).id,
      dayOfWeek: 'Tuesday',
    });
    // Two weeks on the schedule; the first Friday is cancelled.
    const schedule = (await owner.get(`/api/admin/schedule?from=${FROM}&weeks=2`)).json();
    const firstFriday = schedule.occurrences.find(
      (night: { event: { id: string }; date: string }) =>
        night.event.id === friday.id && night.date === '2032-11-26',
    );
    await owner.request({
      method: 'PATCH',
      url: `/api/admin/occurrences/${firstFriday.id}`,
      payload: { status: 'cancelled', notes: 'Private party' },
    });
    await admin.get(`/api/admin/schedule?from=${FROM}&weeks=2`);

    const response = await owner.post('/api/admin/schedule/confirm-week', { from: FROM });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ confirmed: 1 });
    expect(await statuses([tuesday.id, friday.id])).toEqual([
      { eventId: tuesday.id, date: '2032-11-23', status: 'confirmed', confirmedAt: true },
      { eventId: friday.id, date: '2032-11-26', status: 'cancelled', confirmedAt: false },
      { eventId: tuesday.id, date: '2032-11-30', status: 'scheduled', confirmedAt: false },
      { eventId: friday.id, date: '2032-12-03', status: 'scheduled', confirmedAt: false },
    ]);
    expect((await statuses([theirs.id])).map((night) => night.status)).toEqual([
      'scheduled',
      'scheduled',
    ]);
    // One history entry per confirmed night.
    const [night] = await db()
      .select({ id: eventOccurrences.id })
      .from(eventOccurrences)
      .where(
        and(eq(eventOccurrences.eventId, tuesday.id), eq(eventOccurrences.status, 'confirmed')),
      );
    const entries = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, night?.id ?? ''));
    expect(entries.map((entry) => entry.action)).toEqual(['confirmed']);

    // Again: nothing left to confirm, and no error.
    expect((await owner.post('/api/admin/schedule/confirm-week', { from: FROM })).json()).toEqual({
      confirmed: 0,
    });
  });

  it("keeps to the admin's provider filter, and read-only staff confirm nothing", async () => {
    const provider = await createProvider(db(), { name: 'Week Quizzes' });
    const venue = await createVenue(db());
    const ofProvider = await createEvent(db(), {
      venueId: venue.id,
      providerId: provider.id,
      dayOfWeek: 'Wednesday',
    });
    const selfHosted = await createEvent(db(), { venueId: venue.id, dayOfWeek: 'Thursday' });
    const from = '2033-11-19';
    const staff = await signInNewUser(testApp, { role: null });
    expect((await staff.post('/api/admin/schedule/confirm-week', { from })).json()).toEqual({
      confirmed: 0,
    });

    const response = await admin.post('/api/admin/schedule/confirm-week', {
      from,
      providerId: provider.id,
    });
    expect(response.json()).toEqual({ confirmed: 1 });
    expect((await statuses([ofProvider.id])).map((night) => night.status)).toEqual(['confirmed']);
    expect((await statuses([selfHosted.id])).map((night) => night.status)).not.toContain(
      'confirmed',
    );
  });

  it.each([
    [{ from: '2032-02-30' }, 'from'],
    [{ from: FROM, providerId: 'nope' }, 'providerId'],
    [{}, 'from'],
  ])('refuses %j naming %s', async (payload, field) => {
    const response = await admin.post('/api/admin/schedule/confirm-week', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(new RegExp(`^${field}: `));
  });

  it('a confirmed night can be cancelled, then rescheduled without its old note (decision 067)', async () => {
    const venue = await createVenue(db(), { ownedBy: owner.userId });
    const event = await createEvent(db(), { venueId: venue.id, dayOfWeek: 'Monday' });
    const schedule = (await owner.get(`/api/admin/schedule?from=${FROM}`)).json();
    // The default window: one week, to the same weekday a week later (spec §7, both included).
    expect(schedule.to).toBe('2032-11-27');
    const night = schedule.occurrences.find(
      (each: { event: { id: string } }) => each.event.id === event.id,
    );
    const patch = (payload: object) =>
      owner.request({ method: 'PATCH', url: `/api/admin/occurrences/${night.id}`, payload });
    expect((await patch({ status: 'confirmed' })).statusCode).toBe(200);
    const cancelled = await patch({ status: 'cancelled', notes: 'The bar closed' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      status: 'cancelled',
      notes: 'The bar closed',
      confirmedAt: null,
    });
    expect((await patch({ status: 'scheduled' })).json()).toMatchObject({
      status: 'scheduled',
      notes: null,
    });
  });
});
