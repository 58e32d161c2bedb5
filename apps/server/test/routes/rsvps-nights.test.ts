import { dayOfWeekOf, todayIn, wallClockIn } from '@trivia/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createEvent, createVenue } from '../../src/db/factories.ts';
import { venues } from '../../src/db/schema/index.ts';
import { ENDED_NIGHT_MESSAGE } from '../../src/services/rsvps/rsvp-night.ts';
import { useAdminApp } from '../helpers/auth.ts';
import {
  CONFIRM_SUBJECT,
  confirmByMail,
  mailsTo,
  nightAt,
  teamsOf,
  visitorOf,
} from './rsvps-helpers.ts';

/**
 * US time zones, from the last to finish a day to the first: their offsets span more than six
 * hours, so at any moment one of them reads between 03:30 and 22:00, and a test finds a zone
 * where tonight's early nights are over and its late ones are not, without waiting for the clock.
 */
const US_ZONES = [
  'Pacific/Pago_Pago',
  'Pacific/Honolulu',
  'America/Anchorage',
  'America/Los_Angeles',
  'America/Denver',
  'America/Chicago',
  'America/New_York',
  'Pacific/Guam',
];

function zoneInTheDay(): string {
  const now = new Date();
  const zone = US_ZONES.find((each) => {
    const { minutes } = wallClockIn(each, now);
    return minutes >= 3 * 60 + 30 && minutes < 22 * 60;
  });
  if (!zone) throw new Error('no US zone reads 03:30–22:00 now');
  return zone;
}

describe('a night that is over takes no team (decision 166)', () => {
  const { testApp, db } = useAdminApp({ TRUST_PROXY: '1' });

  async function tonightIn(timezone: string, times: { startTime: string; endTime?: string }) {
    const venue = await createVenue(db(), {});
    await db().update(venues).set({ timezone }).where(eq(venues.id, venue.id));
    const date = todayIn(timezone);
    const event = await createEvent(db(), {
      venueId: venue.id,
      dayOfWeek: dayOfWeekOf(date),
      ...times,
    });
    return { eventId: event.id, date };
  }

  it('refuses a night past its end time, or three hours past its start without one, naming date', async () => {
    const zone = zoneInTheDay();
    const ended = await tonightIn(zone, { startTime: '00:00', endTime: '01:00' });
    const noEnd = await tonightIn(zone, { startTime: '00:00' });
    for (const night of [ended, noEnd]) {
      const refused = await visitorOf(testApp).post({ ...night, teamName: 'Too Late' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toBe(`date: ${ENDED_NIGHT_MESSAGE}`);
      expect(await teamsOf(db(), night.eventId)).toEqual([]);
    }
    // Tonight's night still to come in that zone takes teams.
    const later = await tonightIn(zone, { startTime: '00:00', endTime: '23:59' });
    expect((await visitorOf(testApp).post({ ...later, teamName: 'In Time' })).statusCode).toBe(201);
  });
});

describe('the reminder re-checks its night (decision 156)', () => {
  const { testApp, admin, db } = useAdminApp({ TRUST_PROXY: '1' });

  it('sends nothing once the event has moved to another day', async () => {
    const { base, event, venue, date } = await nightAt(db());
    const email = 'moved@example.com';
    await visitorOf(testApp).post({ ...base, teamName: 'Creatures of Habit', email });
    await confirmByMail(testApp, email);
    // A host moves the event to the next day: the team's date is no longer one of its nights.
    const moved = await admin.request({
      method: 'PUT',
      url: `/api/admin/events/${event.id}`,
      payload: {
        venueId: venue.id,
        providerId: '',
        eventType: 'Trivia',
        dayOfWeek: dayOfWeekOf(date) === 'Sunday' ? 'Monday' : 'Sunday',
        startTime: '19:00',
        endTime: '',
        frequency: 'weekly',
        prizeAmount: null,
        prizeDescription: '',
        maxTeams: null,
        isActive: true,
      },
    });
    expect(moved.statusCode).toBe(200);
    await db().execute(
      sql`update jobs set run_at = now() where kind = 'rsvp-reminder' and done_at is null`,
    );
    await testApp.app.jobs.runDue();
    const subjects = (await mailsTo(testApp, email)).map((mail) => mail.subject);
    // Its team hears of the move (decision 156), and no reminder of a night that is gone.
    expect(subjects).toEqual([
      CONFIRM_SUBJECT,
      expect.stringMatching(/^You're on the list: /),
      expect.stringMatching(/^Moved: /),
    ]);
    expect(subjects.some((subject) => subject.startsWith('Tonight:'))).toBe(false);
  });
});
