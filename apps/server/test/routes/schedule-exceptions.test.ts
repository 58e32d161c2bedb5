import { addDays, dayOfWeekOf, todayIn } from '@trivia/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createEvent, createUser, createVenue, linkUserToVenue } from '../../src/db/factories.ts';
import { eventOccurrences, events, jobs } from '../../src/db/schema/index.ts';
import { TestClient, useAdminApp } from '../helpers/auth.ts';

const TODAY = todayIn('UTC');
const HOLIDAY = addDays(TODAY, 3);

/** Exceptions in bulk on the schedule page (decision 049). */
describe('schedule exceptions', () => {
  const { testApp, admin, db } = useAdminApp();

  /** A venue owner with `count` events on the holiday's weekday, signed in. */
  async function owner(count: number) {
    const person = await createUser(db(), {});
    const venue = await createVenue(db(), {});
    await linkUserToVenue(db(), { userId: person.user.id, venueId: venue.id });
    const made = [];
    for (let index = 0; index < count; index += 1) {
      made.push(
        await createEvent(db(), {
          venueId: venue.id,
          providerId: null,
          dayOfWeek: dayOfWeekOf(HOLIDAY),
        }),
      );
    }
    const client = new TestClient(testApp);
    await client.signInOrFail(person.user.email, person.password);
    return { client, venue, eventIds: made.map((event) => event.id) };
  }

  const nights = (eventIds: string[]) =>
    db()
      .select({
        eventId: eventOccurrences.eventId,
        date: eventOccurrences.occurrenceDate,
        status: eventOccurrences.status,
        publicNote: eventOccurrences.publicNote,
      })
      .from(eventOccurrences)
      .where(inArray(eventOccurrences.eventId, eventIds));
  const on = async (eventId: string, date: string) =>
    (await nights([eventId])).find((night) => night.date === date);

  it('cancels a date after the schedule was opened a month ahead', async () => {
    const { client, eventIds } = await owner(2);
    const ahead = await client.get(`/api/admin/schedule?from=${addDays(TODAY, 28)}&weeks=1`);
    expect(ahead.statusCode).toBe(200);
    const answer = await client.post('/api/admin/schedule/exceptions', {
      kind: 'cancel_date',
      eventIds,
      date: HOLIDAY,
      today: TODAY,
    });
    expect(answer.json()).toEqual({ cancelled: 2, kept: 0, ended: 0 });
    for (const eventId of eventIds) expect((await on(eventId, HOLIDAY))?.status).toBe('cancelled');
  });

  it('cancels one date across many events with a public note, keeping nights set by hand', async () => {
    const { client, eventIds } = await owner(3);
    const [plain = '', confirmed = '', cancelled = ''] = eventIds;
    const schedule = await client.get(`/api/admin/schedule?from=${TODAY}&weeks=2`);
    const idOf = (eventId: string) =>
      schedule
        .json()
        .occurrences.find(
          (night: { date: string; event: { id: string } }) =>
            night.date === HOLIDAY && night.event.id === eventId,
        ).id;
    const set = (eventId: string, status: string) =>
      client.request({
        method: 'PATCH',
        url: `/api/admin/occurrences/${idOf(eventId)}`,
        payload: { status },
      });
    expect((await set(confirmed, 'confirmed')).statusCode).toBe(200);
    expect((await set(cancelled, 'cancelled')).statusCode).toBe(200);

    const answer = await client.post('/api/admin/schedule/exceptions', {
      kind: 'cancel_date',
      eventIds,
      date: HOLIDAY,
      today: TODAY,
      note: 'closed for Thanksgiving',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ cancelled: 1, kept: 2, ended: 0 });
    expect(await on(plain, HOLIDAY)).toMatchObject({
      status: 'cancelled',
      publicNote: 'closed for Thanksgiving',
    });
    expect(await on(confirmed, HOLIDAY)).toMatchObject({ status: 'confirmed', publicNote: null });
    expect(await on(cancelled, HOLIDAY)).toMatchObject({ status: 'cancelled', publicNote: null });
    // The week after is untouched.
    expect((await on(plain, addDays(HOLIDAY, 7)))?.status).toBe('scheduled');

    // The public list shows the note with the cancelled night.
    const nearby = await client.get(
      `/api/venues/nearby?lat=36.1627&lng=-86.7816&date=${TODAY}&limit=100`,
    );
    const night = nearby
      .json()
      .venues.flatMap((venue: { events: { id: string }[] }) => venue.events)
      .find((event: { id: string }) => event.id === plain)
      ?.occurrences.find((entry: { date: string }) => entry.date === HOLIDAY);
    expect(night).toMatchObject({ status: 'cancelled', note: 'closed for Thanksgiving' });
  });

  it("refuses others' events (404, nothing changed) and names the field of bad input", async () => {
    const mine = await owner(1);
    const theirs = await owner(1);
    const base = { kind: 'cancel_date', date: HOLIDAY, today: TODAY };
    const refused = await mine.client.post('/api/admin/schedule/exceptions', {
      ...base,
      eventIds: [...mine.eventIds, ...theirs.eventIds],
    });
    expect(refused.statusCode).toBe(404);
    expect(await nights([...mine.eventIds, ...theirs.eventIds])).toEqual([]);
    const admins = await admin.post('/api/admin/schedule/exceptions', {
      ...base,
      eventIds: theirs.eventIds,
    });
    expect(admins.json()).toMatchObject({ cancelled: 1 });

    const bad = async (body: Record<string, unknown>, field: string) => {
      const answer = await mine.client.post('/api/admin/schedule/exceptions', {
        ...base,
        eventIds: mine.eventIds,
        ...body,
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.message).toMatch(new RegExp(`^${field}`));
    };
    await bad({ kind: 'holiday' }, 'kind');
    await bad({ eventIds: [] }, 'eventIds');
    await bad({ date: '2026-02-30' }, 'date');
    await bad({ date: addDays(TODAY, -2) }, 'date');
    await bad({ date: addDays(TODAY, 400) }, 'date');
    await bad({ today: addDays(TODAY, -30) }, 'today');
    await bad({ note: 'x'.repeat(121) }, 'note');
    expect(await nights(mine.eventIds)).toEqual([]);
  });

  it('pauses until a date: nights before it are cancelled, from it on they happen', async () => {
    const { client, eventIds } = await owner(1);
    const [event = ''] = eventIds;
    const back = addDays(HOLIDAY, 14);
    const answer = await client.post('/api/admin/schedule/exceptions', {
      kind: 'pause',
      eventIds,
      date: back,
      today: TODAY,
      note: 'summer break',
    });
    expect(answer.json()).toEqual({ cancelled: 2, kept: 0, ended: 0 });
    await client.get(`/api/admin/schedule?from=${TODAY}&weeks=4`);
    expect((await on(event, HOLIDAY))?.status).toBe('cancelled');
    expect((await on(event, addDays(HOLIDAY, 7)))?.status).toBe('cancelled');
    expect(await on(event, back)).toMatchObject({ status: 'scheduled', publicNote: null });
  });

  it('ends a series from a date: later nights cancelled, and a durable job stops it that day', async () => {
    const { client, eventIds } = await owner(2);
    const [ending = '', other = ''] = eventIds;
    const last = addDays(HOLIDAY, 7);
    const answer = await client.post('/api/admin/schedule/exceptions', {
      kind: 'end',
      eventIds: [ending],
      date: last,
      today: TODAY,
    });
    expect(answer.json()).toEqual({ cancelled: 8, kept: 0, ended: 1 });
    expect((await on(ending, HOLIDAY))?.status).toBe('scheduled');
    expect((await on(ending, last))?.status).toBe('cancelled');
    const [job] = await db()
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'end-series'), eq(jobs.key, `end-series:${ending}:${last}`)));
    expect(job?.runAt.getTime()).toBeGreaterThan(Date.now());

    // Not before its day; on its day the event stops.
    await testApp.app.jobs.runDue();
    const active = async (id: string) =>
      (await db().select({ isActive: events.isActive }).from(events).where(eq(events.id, id)))[0]
        ?.isActive;
    expect(await active(ending)).toBe(true);
    await db()
      .update(jobs)
      .set({ runAt: new Date() })
      .where(eq(jobs.id, job?.id ?? 0));
    await testApp.app.jobs.runDue();
    expect(await active(ending)).toBe(false);
    expect(await active(other)).toBe(true);
    expect((await on(ending, HOLIDAY))?.status).toBe('scheduled');
  });
});
