import { addDays, dayOfWeekOf, todayIn } from '@trivia/shared';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createEvent, createUser, createVenue, linkUserToVenue } from '../../src/db/factories.ts';
import { eventOccurrences } from '../../src/db/schema/index.ts';
import { TestClient, useAdminApp } from '../helpers/auth.ts';

const TODAY = todayIn('UTC');
const TOMORROW = addDays(TODAY, 1);
const NEXT_WEEK = addDays(TOMORROW, 7);

/**
 * Decision 092: a host confirming a night, the same host editing its event, a
 * visitor reporting the night and a bulk cancel of the next week's night, all at once at one
 * venue, each succeed. Every writer locks venue → event → night, so none waits for another that
 * waits for it, and what PostgreSQL still aborts is run again by `writeTransaction`. PGlite runs
 * one statement at a time, so only PostgreSQL (CI's second run) interleaves them for real.
 */
describe('writes at one venue at the same moment', () => {
  const { testApp, db } = useAdminApp({ TRUST_PROXY: '1' });

  it('answers every one of them without a 409 or a 5xx, round after round', async () => {
    const person = await createUser(db(), {});
    const venue = await createVenue(db(), { nameOriginal: 'Contention Corner' });
    await linkUserToVenue(db(), { userId: person.user.id, venueId: venue.id });
    const day = dayOfWeekOf(TOMORROW);
    const main = await createEvent(db(), { venueId: venue.id, dayOfWeek: day });
    const other = await createEvent(db(), {
      venueId: venue.id,
      dayOfWeek: day,
      startTime: '21:00',
    });
    const eventIds = [main.id, other.id];
    const host = new TestClient(testApp);
    await host.signInOrFail(person.user.email, person.password);

    const schedule = await host.get(`/api/admin/schedule?from=${TODAY}&weeks=2`);
    expect(schedule.statusCode).toBe(200);
    const tomorrowsNight = schedule
      .json()
      .occurrences.find(
        (night: { date: string; event: { id: string } }) =>
          night.date === TOMORROW && night.event.id === main.id,
      );
    expect(tomorrowsNight).toBeDefined();

    const rounds = testApp.database.kind === 'postgres' ? 200 : 20;
    const failures: string[] = [];
    for (let round = 1; round <= rounds; round += 1) {
      await db()
        .update(eventOccurrences)
        .set({ status: 'scheduled', confirmedAt: null, publicNote: null })
        .where(inArray(eventOccurrences.eventId, eventIds));
      const answers = await Promise.all([
        host.request({
          method: 'PATCH',
          url: `/api/admin/occurrences/${tomorrowsNight.id}`,
          payload: { status: 'confirmed' },
        }),
        host.put(`/api/admin/events/${main.id}`, {
          venueId: venue.id,
          providerId: null,
          eventType: 'Trivia',
          dayOfWeek: day,
          startTime: '19:00',
          endTime: null,
          frequency: 'weekly',
          prizeAmount: round,
          prizeDescription: null,
          maxTeams: null,
          isActive: true,
        }),
        new TestClient(testApp).request({
          method: 'POST',
          url: '/api/reports',
          payload: { eventId: main.id, date: TOMORROW, reason: 'not_happening' },
          headers: { 'x-forwarded-for': `198.51.${Math.floor(round / 250)}.${round % 250}` },
        }),
        host.post('/api/admin/schedule/exceptions', {
          kind: 'cancel_date',
          eventIds,
          date: NEXT_WEEK,
          today: TODAY,
          note: 'Closed for a private party',
        }),
      ]);
      const names = ['confirm', 'edit', 'report', 'bulk cancel'];
      answers.forEach((answer, index) => {
        if (answer.statusCode >= 300)
          failures.push(`round ${round} ${names[index]}: ${answer.statusCode} ${answer.body}`);
      });
    }
    expect(failures).toEqual([]);
  }, 180_000);
});
