import { addDays, dayOfWeekOf, todayIn } from '@trivia/shared';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createEvent, createVenue } from '../../../src/db/factories.ts';
import { teamRsvps } from '../../../src/db/schema/index.ts';
import { readOutbox, TestClient, useAdminApp, useSignedInClient } from '../../helpers/auth.ts';
import { confirmByMail } from '../rsvps-helpers.ts';

/** Factories' venues are in Nashville. */
const NIGHT = addDays(todayIn('America/Chicago'), 3);
const LATER = addDays(NIGHT, 7);

/** A host who raises (or clears) Max Teams lets the waitlist in, in order. */
describe('raising Max Teams', () => {
  const { testApp, db } = useAdminApp({ TRUST_PROXY: '1' });
  const host = useSignedInClient(testApp);
  let visitors = 0;

  const coming = async (eventId: string, date: string, teamName: string) => {
    visitors += 1;
    const answer = await new TestClient(testApp).request({
      method: 'POST',
      url: '/api/rsvps',
      payload: { eventId, date, teamName, email: `${teamName.toLowerCase()}@example.com` },
      headers: { 'x-forwarded-for': `203.0.113.${visitors}` },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    // Decision 165: an address hears from us once its owner has confirmed it.
    await confirmByMail(testApp, `${teamName.toLowerCase()}@example.com`);
  };
  /** The event's teams in the order they came, as `name:status`. */
  const statuses = async (eventId: string) =>
    (
      await db()
        .select({ teamName: teamRsvps.teamName, status: teamRsvps.status })
        .from(teamRsvps)
        .where(eq(teamRsvps.eventId, eventId))
        .orderBy(asc(teamRsvps.createdAt))
    ).map((row) => `${row.teamName}:${row.status}`);
  const freedMailsTo = async (teamName: string) =>
    (await readOutbox(testApp.config.dataDir)).filter(
      (mail) =>
        mail.to.includes(`${teamName.toLowerCase()}@example.com`) &&
        mail.subject.startsWith('A place freed up: '),
    );

  it('moves waitlisted teams of its future nights up in order, each mailed', async () => {
    const venue = await createVenue(db(), { ownedBy: host.userId });
    const event = await createEvent(db(), {
      venueId: venue.id,
      dayOfWeek: dayOfWeekOf(NIGHT),
      maxTeams: 1,
    });
    for (const name of ['Alpha', 'Bravo', 'Charlie']) await coming(event.id, NIGHT, name);
    for (const name of ['Delta', 'Echo']) await coming(event.id, LATER, name);
    await testApp.app.jobs.runDue();
    expect(await statuses(event.id)).toEqual([
      'Alpha:coming',
      'Bravo:waitlist',
      'Charlie:waitlist',
      'Delta:coming',
      'Echo:waitlist',
    ]);
    const form = (maxTeams: number | null) => ({
      venueId: venue.id,
      providerId: null,
      eventType: 'Trivia',
      dayOfWeek: dayOfWeekOf(NIGHT),
      startTime: '19:00',
      frequency: 'weekly',
      maxTeams,
      isActive: true,
    });

    const raised = await host.put(`/api/admin/events/${event.id}`, form(2));
    expect(raised.statusCode, raised.body).toBe(200);
    await testApp.app.jobs.runDue();
    expect(await statuses(event.id)).toEqual([
      'Alpha:coming',
      'Bravo:coming',
      'Charlie:waitlist',
      'Delta:coming',
      'Echo:coming',
    ]);
    for (const name of ['Bravo', 'Echo']) expect(await freedMailsTo(name), name).toHaveLength(1);
    expect(await freedMailsTo('Charlie')).toEqual([]);

    // No limit at all: everyone waiting is in.
    const cleared = await host.put(`/api/admin/events/${event.id}`, form(null));
    expect(cleared.statusCode, cleared.body).toBe(200);
    await testApp.app.jobs.runDue();
    expect(await statuses(event.id)).toEqual([
      'Alpha:coming',
      'Bravo:coming',
      'Charlie:coming',
      'Delta:coming',
      'Echo:coming',
    ]);
    expect(await freedMailsTo('Charlie')).toHaveLength(1);
  });
});
