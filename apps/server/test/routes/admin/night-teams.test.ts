import { addDays, dayOfWeekOf, todayIn } from '@trivia/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createEvent, createVenue, linkUserToVenue } from '../../../src/db/factories.ts';
import { teamRsvps } from '../../../src/db/schema/index.ts';
import { TEAM_NOT_FOUND } from '../../../src/services/rsvps/night-teams.ts';
import { readOutbox, signInNewUser, TestClient, useAdminApp } from '../../helpers/auth.ts';
import { CONFIRM_SUBJECT, confirmByMail } from '../rsvps-helpers.ts';

/** Factories' venues are in Nashville: tonight is Chicago's. */
const TONIGHT = todayIn('America/Chicago');

/** Who is coming, as hosts see it: the teams of nights, Remove, and the dashboard tile. */
describe('teams coming, for hosts', () => {
  const { testApp, admin, db } = useAdminApp({ TRUST_PROXY: '1' });
  let addresses = 0;
  const rsvp = (payload: Record<string, unknown>) =>
    new TestClient(testApp).request({
      method: 'POST',
      url: '/api/rsvps',
      payload,
      headers: { 'x-forwarded-for': `203.0.113.${++addresses}` },
    });

  /** A venue with its owner signed in, and an event tonight with a limit of two teams. */
  async function hostedNight() {
    const owner = await signInNewUser(testApp);
    const venue = await createVenue(db(), {});
    await linkUserToVenue(db(), { userId: owner.userId, venueId: venue.id });
    const event = await createEvent(db(), {
      venueId: venue.id,
      dayOfWeek: dayOfWeekOf(TONIGHT),
      startTime: '23:30',
      maxTeams: 2,
    });
    return { owner, venue, event };
  }

  const listOf = (client: TestClient, query: string) =>
    client.get(`/api/admin/night-teams?from=${TONIGHT}&through=${addDays(TONIGHT, 6)}${query}`);

  it('lists each night’s teams to those who may view it, addresses to its managers only', async () => {
    const mine = await hostedNight();
    const theirs = await hostedNight();
    const base = { eventId: mine.event.id, date: TONIGHT };
    await rsvp({ ...base, teamName: 'Ask Me Later', players: 5, email: 'later@example.com' });
    await rsvp({ ...base, teamName: 'Quizteama Aguilera' });
    await rsvp({ ...base, teamName: 'Waiting Room', email: 'wait@example.com' });
    await rsvp({ eventId: theirs.event.id, date: TONIGHT, teamName: 'Elsewhere' });
    // An address not yet confirmed is shown to nobody (decision 165).
    expect(JSON.stringify((await listOf(mine.owner, '')).json())).not.toContain('@example.com');
    await confirmByMail(testApp, 'later@example.com');
    await confirmByMail(testApp, 'wait@example.com');

    const answer = await listOf(mine.owner, '');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().nights).toEqual([
      {
        eventId: mine.event.id,
        date: TONIGHT,
        teams: [
          expect.objectContaining({
            teamName: 'Ask Me Later',
            players: 5,
            email: 'later@example.com',
            status: 'coming',
          }),
          expect.objectContaining({ teamName: 'Quizteama Aguilera', status: 'coming' }),
          expect.objectContaining({
            teamName: 'Waiting Room',
            email: 'wait@example.com',
            status: 'waitlist',
          }),
        ],
      },
    ]);
    expect(answer.json().nights[0].teams[1]).not.toHaveProperty('email');

    // Read-only staff view every night, but no addresses.
    const staff = await signInNewUser(testApp, { role: null });
    const seen = (await listOf(staff, `&eventId=${mine.event.id}`)).json().nights;
    expect(seen[0].teams.map((team: { teamName: string }) => team.teamName)).toEqual([
      'Ask Me Later',
      'Quizteama Aguilera',
      'Waiting Room',
    ]);
    expect(JSON.stringify(seen)).not.toContain('@example.com');
    // Admins see every night with its addresses.
    const all = (await listOf(admin, '')).json().nights;
    expect(all.map((night: { eventId: string }) => night.eventId)).toEqual(
      expect.arrayContaining([mine.event.id, theirs.event.id]),
    );
    expect(JSON.stringify(all)).toContain('later@example.com');
    // Another venue's owner sees none of them, and not the event.
    expect((await listOf(theirs.owner, '')).json().nights).toEqual([
      expect.objectContaining({ eventId: theirs.event.id }),
    ]);
    expect((await listOf(theirs.owner, `&eventId=${mine.event.id}`)).statusCode).toBe(404);

    const backwards = await mine.owner.get(
      `/api/admin/night-teams?from=${TONIGHT}&through=${addDays(TONIGHT, -1)}`,
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.message).toMatch(/^through/);
    const tooLong = await mine.owner.get(
      `/api/admin/night-teams?from=${TONIGHT}&through=${addDays(TONIGHT, 62)}`,
    );
    expect(tooLong.json().error.message).toMatch(/^through: At most 62 days/);

    // The dashboard counts teams coming tonight (not the waitlist) at the venues one may view.
    const tile = async (client: TestClient) =>
      (await client.get('/api/admin/dashboard')).json().teamsComingTonight;
    expect(await tile(mine.owner)).toBe(2);
    expect(await tile(theirs.owner)).toBe(1);
    expect(await tile(admin)).toBeGreaterThanOrEqual(3);
  });

  it('lets a manager of the night remove a team, which moves the waitlist up and mails it', async () => {
    const { owner, event } = await hostedNight();
    const stranger = await hostedNight();
    const staff = await signInNewUser(testApp, { role: null });
    const base = { eventId: event.id, date: TONIGHT };
    await rsvp({ ...base, teamName: 'First In', email: 'first@example.com' });
    await rsvp({ ...base, teamName: 'Second In' });
    await rsvp({ ...base, teamName: 'Next Up', email: 'next@example.com' });
    await confirmByMail(testApp, 'next@example.com');
    const teams = await db().select().from(teamRsvps).where(eq(teamRsvps.eventId, event.id));
    const first = teams.find((team) => team.teamName === 'First In');
    const remove = (client: TestClient, id = first?.id) =>
      client.request({ method: 'DELETE', url: `/api/admin/night-teams/${id}` });

    const refused = await remove(stranger.owner);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.message).toBe(TEAM_NOT_FOUND);
    expect((await remove(staff)).statusCode).toBe(403);
    expect((await remove(owner, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect(await db().select().from(teamRsvps).where(eq(teamRsvps.eventId, event.id))).toHaveLength(
      3,
    );

    expect((await remove(owner)).statusCode).toBe(204);
    const left = await db()
      .select({ name: teamRsvps.teamName, status: teamRsvps.status })
      .from(teamRsvps)
      .where(eq(teamRsvps.eventId, event.id))
      .orderBy(teamRsvps.createdAt);
    expect(left).toEqual([
      { name: 'Second In', status: 'coming' },
      { name: 'Next Up', status: 'coming' },
    ]);
    expect((await remove(owner)).statusCode).toBe(404);
    await testApp.app.jobs.runDue();
    const mails = (await readOutbox(testApp.config.dataDir)).filter((mail) =>
      mail.to.includes('next@example.com'),
    );
    // Two mails written in one millisecond may be listed either way round.
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      expect.stringMatching(/^A place freed up: /),
      CONFIRM_SUBJECT,
      expect.stringMatching(/^You're on the waitlist: /),
    ]);
  });
});
