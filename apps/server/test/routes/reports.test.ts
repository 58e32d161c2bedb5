import { addDays, dayOfWeekOf, todayIn } from '@trivia/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createEvent, createUser, createVenue, linkUserToVenue } from '../../src/db/factories.ts';
import { eventOccurrences } from '../../src/db/schema/index.ts';
import { NOT_A_NIGHT_MESSAGE } from '../../src/services/reports/submit-report.ts';
import { readOutbox, TestClient, useAdminApp } from '../helpers/auth.ts';

const TODAY = todayIn('UTC');

/** Visitors' reports: the public endpoint, its guards, and the managers' side. */
describe('reports of a night', () => {
  const { testApp, admin, db } = useAdminApp({ TRUST_PROXY: '1' });
  const from = (address: string) => {
    const client = new TestClient(testApp);
    return {
      post: (payload: Record<string, unknown>) =>
        client.request({
          method: 'POST',
          url: '/api/reports',
          payload,
          headers: { 'x-forwarded-for': address },
        }),
    };
  };

  async function managedNight() {
    const owner = await createUser(db(), {});
    const venue = await createVenue(db(), {});
    await linkUserToVenue(db(), { userId: owner.user.id, venueId: venue.id });
    // The night reported is tonight (UTC), whatever weekday the test runs on.
    const event = await createEvent(db(), {
      venueId: venue.id,
      providerId: null,
      dayOfWeek: dayOfWeekOf(TODAY),
    });
    const client = new TestClient(testApp);
    await client.signInOrFail(owner.user.email, owner.password);
    return { owner, client, venue, event };
  }

  it('answers 400 naming the field, refuses the honeypot, and limits each address', async () => {
    const { event } = await managedNight();
    const visitor = from('203.0.113.9');
    const base = { eventId: event.id, date: TODAY, reason: 'not_happening' };
    const badReason = await visitor.post({ ...base, reason: 'meh' });
    expect(badReason.statusCode).toBe(400);
    expect(badReason.json().error.message).toMatch(/^reason/);
    const longNote = await visitor.post({ ...base, note: 'x'.repeat(501) });
    expect(longNote.statusCode).toBe(400);
    expect(longNote.json().error.message).toMatch(/^note: At most 500/);
    const badEmail = await visitor.post({ ...base, email: 'nope' });
    expect(badEmail.json().error.message).toMatch(/^email/);
    // A date the event has no night on, or one far from the list, stores no night.
    for (const date of [addDays(TODAY, 1), addDays(TODAY, 14), '2099-01-06']) {
      const notANight = await visitor.post({ ...base, date });
      expect(notANight.statusCode).toBe(400);
      expect(notANight.json().error.message).toBe(`date: ${NOT_A_NIGHT_MESSAGE}`);
    }
    const nights = await db()
      .select({ date: eventOccurrences.occurrenceDate })
      .from(eventOccurrences)
      .where(eq(eventOccurrences.eventId, event.id));
    expect(nights).toEqual([]);
    const bot = await visitor.post({ ...base, website: 'http://spam.example' });
    expect(bot.statusCode).toBe(400);
    expect(bot.json().error.message).toMatch(/^website/);

    const limited = from('203.0.113.10');
    const answers: number[] = [];
    for (let index = 0; index < 11; index += 1) {
      answers.push((await limited.post({ ...base, reason: 'other' })).statusCode);
    }
    expect(answers.slice(0, 10).every((status) => status === 202)).toBe(true);
    expect(answers[10]).toBe(429);
  });

  it('refuses a stored night on a date that is no longer a night of the event', async () => {
    const { event } = await managedNight();
    // A confirmed night kept from an earlier rule (the event moved to another day since):
    // stored, but shown nowhere, so not reportable.
    const kept = addDays(TODAY, 1);
    await db()
      .insert(eventOccurrences)
      .values({ eventId: event.id, occurrenceDate: kept, status: 'confirmed' });
    const visitor = from('203.0.113.20');
    const refused = await visitor.post({ eventId: event.id, date: kept, reason: 'wrong_time' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(`date: ${NOT_A_NIGHT_MESSAGE}`);
    const tonight = await visitor.post({ eventId: event.id, date: TODAY, reason: 'wrong_time' });
    expect(tonight.statusCode).toBe(202);
  });

  it('reaches only the managers, flags a night reported from two addresses, and resolves', async () => {
    const { owner, client, venue, event } = await managedNight();
    const other = await managedNight();
    const report = { eventId: event.id, date: TODAY, reason: 'not_happening', note: 'Dark' };
    expect((await from('198.51.100.1').post(report)).statusCode).toBe(202);
    // The same address again changes nothing.
    expect((await from('198.51.100.1').post(report)).statusCode).toBe(202);
    const nearby = async () => {
      const answer = await admin.get(
        `/api/venues/nearby?lat=36.1627&lng=-86.7816&date=${TODAY}&limit=100`,
      );
      const found = answer
        .json()
        .venues.find((entry: { id: string }) => entry.id === venue.id)
        ?.events.find((entry: { id: string }) => entry.id === event.id);
      return found?.occurrences.find((night: { date: string }) => night.date === TODAY);
    };
    expect((await nearby())?.reported).toBeUndefined();
    expect((await from('198.51.100.2').post(report)).statusCode).toBe(202);
    expect((await nearby())?.reported).toBe(true);

    const mine = await client.get('/api/admin/reports?status=open');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().reports).toHaveLength(2);
    expect((await client.get('/api/admin/dashboard')).json().openReports).toBe(2);
    const theirs = await other.client.get('/api/admin/reports');
    expect(theirs.json().reports).toHaveLength(0);
    const [first, second] = mine.json().reports;
    const refused = await other.client.post(`/api/admin/reports/${first.id}/resolve`, {
      note: 'Not mine',
    });
    expect(refused.statusCode).toBe(404);
    const blank = await client.post(`/api/admin/reports/${first.id}/resolve`, { note: '' });
    expect(blank.json().error.message).toMatch(/^note/);
    expect(
      (await client.post(`/api/admin/reports/${first.id}/resolve`, { note: 'Called them' }))
        .statusCode,
    ).toBe(200);
    expect((await nearby())?.reported).toBeUndefined();
    expect((await admin.get('/api/admin/reports?status=resolved')).json().reports[0].id).toBe(
      first.id,
    );
    expect(second.id).not.toBe(first.id);

    // The manager's hourly mail, once the hour is over.
    await testApp.app.jobs.runDue();
    const { jobs } = await import('../../src/db/schema/index.ts');
    const { eq } = await import('drizzle-orm');
    await db().update(jobs).set({ runAt: new Date() }).where(eq(jobs.kind, 'report-mail'));
    await testApp.app.jobs.runDue();
    const mail = (await readOutbox(testApp.config.dataDir)).filter(
      (entry) => entry.to === owner.user.email,
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toMatch(/report/);
  });
});
