import { dayOfWeekOf, todayIn } from '@trivia/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createEvent, createVenue } from '../../src/db/factories.ts';
import { nightReports } from '../../src/db/schema/index.ts';
import { useTestApp } from '../helpers/app.ts';

const TODAY = todayIn('America/Chicago');

/**
 * Decision 093: "Report a problem" as a page whose form the server answers,
 * and the manual screen's form, for a visitor whose page has not run its script (or has none).
 */
describe('pages whose forms work without the page’s script', () => {
  const testApp = useTestApp({ TRUST_PROXY: '1' });
  const db = () => testApp.database.db;

  async function tonight() {
    const venue = await createVenue(db(), { nameOriginal: 'Formless Tavern' });
    const event = await createEvent(db(), { venueId: venue.id, dayOfWeek: dayOfWeekOf(TODAY) });
    return { venue, event };
  }

  const post = (form: Record<string, string>, address: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/report',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': address,
      },
      payload: new URLSearchParams(form).toString(),
    });

  const reportsOf = (eventId: string) =>
    db().select().from(nightReports).where(eq(nightReports.eventId, eventId));

  it('names the night a report page is about, and refuses a night that is not one', async () => {
    const { event } = await tonight();
    const found = await testApp.app.inject(`/api/reports/night?event=${event.id}&date=${TODAY}`);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({
      eventId: event.id,
      date: TODAY,
      title: 'Trivia',
      venueName: 'Formless Tavern',
    });
    expect(found.json().venueSlug).toMatch(/^formless-tavern-/);
    const page = await testApp.app.inject(`/report/${event.id}/${TODAY}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('noindex');
    const bad = await testApp.app.inject(`/api/reports/night?event=${event.id}&date=nope`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/^date/);
    expect((await testApp.app.inject(`/report/${event.id}/tomorrow`)).statusCode).toBe(404);
    expect((await testApp.app.inject('/report')).statusCode).toBe(404);
  });

  it('stores a posted report and goes to the page that says it was sent', async () => {
    const { event } = await tonight();
    const sent = await post(
      { eventId: event.id, date: TODAY, reason: 'wrong_time', note: 'Starts at 8', email: '' },
      '203.0.113.71',
    );
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe(`/report/${event.id}/${TODAY}?sent=1`);
    expect(await reportsOf(event.id)).toMatchObject([
      { reason: 'wrong_time', note: 'Starts at 8' },
    ]);
  });

  it('answers a refused form with its status and stores nothing', async () => {
    const { event } = await tonight();
    const badEmail = await post(
      { eventId: event.id, date: TODAY, reason: 'other', email: 'not-an-address' },
      '203.0.113.72',
    );
    expect(badEmail.statusCode).toBe(400);
    const honeypot = await post(
      { eventId: event.id, date: TODAY, reason: 'other', website: 'spam.example' },
      '203.0.113.72',
    );
    expect(honeypot.statusCode).toBe(400);
    expect(await reportsOf(event.id)).toEqual([]);
    // The same limit per address as the API's.
    const answers = [];
    for (let index = 0; index < 12; index += 1) {
      answers.push(
        (await post({ eventId: event.id, date: TODAY, reason: 'other' }, '203.0.113.73'))
          .statusCode,
      );
    }
    expect(answers.slice(0, 10).every((status) => status === 303)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });

  it('finds the city page of what the manual screen’s form typed', async () => {
    const find = (q: string) => testApp.app.inject(`/find?q=${encodeURIComponent(q)}`);
    expect((await find('Franklin, TN')).headers.location).toBe('/trivia-near-franklin-tn');
    expect((await find('37203')).headers.location).toBe('/trivia-near-37203');
    const none = await find('qqqzzzxx');
    expect(none.statusCode).toBe(303);
    expect(none.headers.location).toBe('/?manual=1');
  });
});
