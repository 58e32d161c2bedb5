import { addDays, dayOfWeekOf, todayIn } from '@trivia/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import { createEvent, createOccurrence, createVenue } from '../../src/db/factories.ts';
import { teamRsvps } from '../../src/db/schema/index.ts';
import {
  CANCELLED_NIGHT_MESSAGE,
  NOT_AN_RSVP_NIGHT_MESSAGE,
  PAST_NIGHT_MESSAGE,
} from '../../src/services/rsvps/rsvp-night.ts';
import { WITHDRAW_LINK_GONE } from '../../src/services/rsvps/withdraw.ts';
import { TestClient, useAdminApp } from '../helpers/auth.ts';
import {
  confirmByMail,
  mailsTo as mailsOf,
  NEXT_WEEK,
  nightAt,
  TODAY,
  teamsOf as teamsIn,
  withdrawTokenIn as tokenIn,
  visitorOf,
} from './rsvps-helpers.ts';

/** "We're coming": the public endpoint, its guards, the waitlist and the withdraw link. */
describe("We're coming", () => {
  const { testApp, db } = useAdminApp({ TRUST_PROXY: '1' });
  /** A visitor of their own address, so that no test meets another's rate limit. */
  const visitor = () => visitorOf(testApp);
  const night = (options: { maxTeams?: number; date?: string } = {}) => nightAt(db(), options);
  const teamsOf = (eventId: string) => teamsIn(db(), eventId);
  const mailsTo = (email: string) => mailsOf(testApp, email);

  it('answers 400 naming the field, refuses the honeypot, and limits each address', async () => {
    const { base, event } = await night();
    const someone = visitor();
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...base, teamName: '' }, /^teamName: Enter your team’s name/],
      [{ ...base, teamName: 'x'.repeat(61) }, /^teamName: At most 60/],
      [{ ...base, teamName: 'Quizards', players: 13 }, /^players: Must be 1 to 12/],
      [{ ...base, teamName: 'Quizards', players: 0 }, /^players: Must be 1 to 12/],
      [{ ...base, teamName: 'Quizards', email: 'nope' }, /^email/],
      [{ ...base, teamName: 'Quizards', eventId: 'nope' }, /^eventId/],
      [{ ...base, teamName: 'Quizards', date: 'soon' }, /^date/],
    ];
    for (const [payload, message] of cases) {
      const answer = await someone.post(payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().error.message).toMatch(message);
    }
    const named = async (date: string) =>
      (await someone.post({ ...base, date, teamName: 'Quizards' })).json().error.message;
    expect(await named(addDays(NEXT_WEEK, 1))).toBe(`date: ${NOT_AN_RSVP_NIGHT_MESSAGE}`);
    expect(await named(addDays(NEXT_WEEK, 28))).toBe(`date: ${NOT_AN_RSVP_NIGHT_MESSAGE}`);
    expect(await named(addDays(NEXT_WEEK, -14))).toBe(`date: ${PAST_NIGHT_MESSAGE}`);
    await createOccurrence(db(), {
      eventId: event.id,
      occurrenceDate: NEXT_WEEK,
      status: 'cancelled',
    });
    expect(await named(NEXT_WEEK)).toBe(`date: ${CANCELLED_NIGHT_MESSAGE}`);
    const unknown = await someone.post({
      ...base,
      eventId: '00000000-0000-4000-8000-000000000000',
      teamName: 'Quizards',
    });
    expect(unknown.statusCode).toBe(404);

    const other = await night();
    const bot = await someone.post({
      ...other.base,
      teamName: 'Bots',
      website: 'http://spam.example',
    });
    expect(bot.statusCode).toBe(400);
    expect(bot.json().error.message).toMatch(/^website/);
    expect(await teamsOf(event.id)).toEqual([]);
    expect(await teamsOf(other.event.id)).toEqual([]);

    // Ten an hour from one network address, spread over nights (one night takes at most four).
    const busy = visitor();
    const nights = [other, await night(), await night()];
    const answers: number[] = [];
    for (let index = 0; index < 11; index += 1) {
      const { base: to } = nights[index % 3] ?? other;
      answers.push((await busy.post({ ...to, teamName: `Team ${index}` })).statusCode);
    }
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(answers[10]).toBe(429);
    expect(await teamsOf(other.event.id)).toHaveLength(4);
  });

  it('counts the teams, answers a second team of one email as the first, and puts teams past the limit on the waitlist', async () => {
    const { base, event } = await night({ maxTeams: 2 });
    const first = await visitor().post({
      ...base,
      teamName: 'Quiz in My Pants',
      players: 4,
      email: 'Pants@Example.com',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      status: 'coming',
      headcount: { teams: 1, maxTeams: 2, isFull: false },
    });
    // Decision 167: the same answer a first team would get, and nothing stored.
    const again = await visitor().post({
      ...base,
      teamName: 'Pants again',
      email: 'pants@example.com',
    });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({
      status: 'coming',
      headcount: { teams: 2, maxTeams: 2, isFull: true },
    });
    const second = await visitor().post({ ...base, teamName: 'No Email Team' });
    expect(second.json()).toEqual({
      status: 'coming',
      headcount: { teams: 2, maxTeams: 2, isFull: true },
    });
    const third = await visitor().post({
      ...base,
      teamName: 'Late Lions',
      email: 'late@example.com',
    });
    expect(third.statusCode).toBe(201);
    expect(third.json()).toEqual({
      status: 'waitlist',
      headcount: { teams: 2, maxTeams: 2, isFull: true },
    });
    const rows = await teamsOf(event.id);
    // No address is mailed before it is confirmed (decision 165): the teams keep it apart.
    expect(rows.map((row) => [row.teamName, row.status, row.email, row.players])).toEqual([
      ['Quiz in My Pants', 'coming', null, 4],
      ['No Email Team', 'coming', null, null],
      ['Late Lions', 'waitlist', null, null],
    ]);
    expect(rows.map((row) => row.addressId === null)).toEqual([false, true, false]);
    // No address and no token is kept as it was given.
    for (const row of rows) {
      expect(row.withdrawTokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.visitorKey).not.toContain('198.51');
    }
    // Without a limit nobody waits.
    const open = await night();
    const answer = await visitor().post({ ...open.base, teamName: 'Anyone' });
    expect(answer.json()).toEqual({ status: 'coming', headcount: { teams: 1, isFull: false } });
  });

  it('gives the last place to one of two teams arriving together; the other waits', async () => {
    const { base, event } = await night({ maxTeams: 1 });
    const answers = await Promise.all([
      visitor().post({ ...base, teamName: 'Team A', email: 'a@example.com' }),
      visitor().post({ ...base, teamName: 'Team B', email: 'b@example.com' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    expect(answers.map((answer) => answer.json().status).sort()).toEqual(['coming', 'waitlist']);
    const rows = await teamsOf(event.id);
    expect(rows.map((row) => row.status).sort()).toEqual(['coming', 'waitlist']);
  });

  it('mails the team its withdraw link, which reaches only its own team', async () => {
    const { base, event, venue } = await night({ maxTeams: 1 });
    await visitor().post({ ...base, teamName: 'Trivia Newton John', email: 'tnj@example.com' });
    await visitor().post({ ...base, teamName: 'Les Quizerables', email: 'lq@example.com' });
    await confirmByMail(testApp, 'tnj@example.com');
    await confirmByMail(testApp, 'lq@example.com');
    const [, listed] = await mailsTo('tnj@example.com');
    expect(listed?.subject).toMatch(/^You're on the list: Trivia at Test Venue \d+, \w+day/);
    expect(listed?.text).toMatch(
      /Trivia Newton John is on the list for Trivia at Test Venue \d+, \w+day, \w+ \d+ at 7:00 PM\./,
    );
    expect(listed?.text).toContain('Teams coming: 1 of 1.');
    expect(listed?.text).toContain(`${testApp.config.publicUrl}/rsvp/`);
    const [, waiting] = await mailsTo('lq@example.com');
    expect(waiting?.subject).toMatch(/^You're on the waitlist: /);
    const token = tokenIn(listed?.text ?? '');
    const waitingToken = tokenIn(waiting?.text ?? '');
    expect(token).not.toBe(waitingToken);

    const someone = visitor();
    // A garbage token, or one of the right shape that was never given, reaches nobody.
    for (const bad of ['garbage', 'A'.repeat(43)]) {
      expect((await someone.get(`/api/rsvps/withdraw/${bad}`)).statusCode).toBe(404);
      const refused = await someone.postTo(`/api/rsvps/withdraw/${bad}`);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error.message).toBe(WITHDRAW_LINK_GONE);
    }
    const view = await someone.get(`/api/rsvps/withdraw/${token}`);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({
      state: 'ready',
      teamName: 'Trivia Newton John',
      venueName: venue.nameOriginal,
      eventTitle: 'Trivia',
      date: NEXT_WEEK,
      startTime: '19:00',
    });
    expect(view.json().venueSlug).toMatch(/^test-venue-\d+-nashville-tn-[0-9a-f]{4}$/);
    // Opening the link changes nothing.
    await someone.get(`/api/rsvps/withdraw/${token}`);
    expect((await teamsOf(event.id)).map((row) => row.teamName)).toEqual([
      'Trivia Newton John',
      'Les Quizerables',
    ]);

    const version = async () =>
      Number(
        (await queryRows<{ version: string }>(db(), sql`select version from data_version`))[0]
          ?.version,
      );
    const before = await version();
    const withdrawn = await someone.postTo(`/api/rsvps/withdraw/${token}`);
    expect(withdrawn.statusCode).toBe(200);
    // A write of the public headcount: kept pages and searches are of an older data version now.
    expect(await version()).toBeGreaterThan(before);
    expect(withdrawn.json()).toMatchObject({ state: 'withdrawn', teamName: 'Trivia Newton John' });
    // Only that team left; the waitlisted team moved up and is told so.
    const rows = await teamsOf(event.id);
    expect(rows.map((row) => [row.teamName, row.status])).toEqual([['Les Quizerables', 'coming']]);
    expect((await someone.postTo(`/api/rsvps/withdraw/${token}`)).statusCode).toBe(404);
    await testApp.app.jobs.runDue();
    const freed = (await mailsTo('lq@example.com')).at(-1);
    expect(freed?.subject).toMatch(/^A place freed up: you're on the list for Trivia at /);
    expect(tokenIn(freed?.text ?? '')).toBe(waitingToken);
  });

  it('expires the withdraw link once its night has passed', async () => {
    const { base, event } = await night();
    await visitor().post({ ...base, teamName: 'Yesterday’s Heroes', email: 'past@example.com' });
    await confirmByMail(testApp, 'past@example.com');
    const token = tokenIn((await mailsTo('past@example.com'))[1]?.text ?? '');
    expect((await visitor().get(`/api/rsvps/withdraw/${token}`)).statusCode).toBe(200);
    // The night is over in Chicago (a night stored then, as the row is kept after it).
    await db()
      .update(teamRsvps)
      .set({ occurrenceDate: addDays(TODAY, -1) })
      .where(eq(teamRsvps.eventId, event.id));
    const expired = await visitor().get(`/api/rsvps/withdraw/${token}`);
    expect(expired.statusCode).toBe(404);
    expect(expired.json().error.message).toBe(WITHDRAW_LINK_GONE);
    expect((await visitor().postTo(`/api/rsvps/withdraw/${token}`)).statusCode).toBe(404);
    expect(await teamsOf(event.id)).toHaveLength(1);
  });

  it('reminds a team on the list on the night, unless the night is cancelled or the team withdrew', async () => {
    const { base, event } = await night();
    await visitor().post({ ...base, teamName: 'Reminded', email: 'reminded@example.com' });
    await visitor().post({ ...base, teamName: 'Gone', email: 'gone@example.com' });
    await confirmByMail(testApp, 'reminded@example.com');
    await confirmByMail(testApp, 'gone@example.com');
    const jobs = await queryRows<{ key: string; run_at: Date }>(
      db(),
      sql`select key, run_at from jobs where kind = 'rsvp-reminder' and payload->>'rsvpId' in (
        select id::text from team_rsvps where event_id = ${event.id})`,
    );
    expect(jobs).toHaveLength(2);
    // 19:00 in Chicago less three hours.
    for (const job of jobs) {
      expect(new Date(job.run_at).toISOString().slice(0, 10)).toBe(NEXT_WEEK);
      expect([21, 22]).toContain(new Date(job.run_at).getUTCHours());
    }
    const gone = tokenIn((await mailsTo('gone@example.com'))[1]?.text ?? '');
    await visitor().postTo(`/api/rsvps/withdraw/${gone}`);
    await db().execute(
      sql`update jobs set run_at = now() where kind = 'rsvp-reminder' and done_at is null`,
    );
    await testApp.app.jobs.runDue();
    expect((await mailsTo('reminded@example.com')).map((mail) => mail.subject).sort()).toEqual([
      'Confirm your email for Trivia Near Me',
      expect.stringMatching(/^Tonight: Trivia at /),
      expect.stringMatching(/^You're on the list: /),
    ]);
    expect(await mailsTo('gone@example.com')).toHaveLength(2);

    // An address confirmed once is mailed at once for its later nights.
    const cancelled = await night();
    await visitor().post({
      ...cancelled.base,
      teamName: 'Cancelled on',
      email: 'reminded@example.com',
    });
    await createOccurrence(db(), {
      eventId: cancelled.event.id,
      occurrenceDate: NEXT_WEEK,
      status: 'cancelled',
    });
    await db().execute(sql`update jobs set run_at = now() where done_at is null`);
    await testApp.app.jobs.runDue();
    // No list mail and no reminder for a cancelled night: only its cancellation notice (decision 130).
    expect((await mailsTo('reminded@example.com')).map((mail) => mail.subject).slice(3)).toEqual([
      expect.stringMatching(/^Cancelled: Trivia at /),
    ]);
  });
});

/** The headcount in the public answers: `teams` of a night, absent when none. */
describe('teams coming in the nearby search and on the venue page', () => {
  const { testApp, db } = useAdminApp({ TRUST_PROXY: '1' });
  const client = () => new TestClient(testApp);

  it('counts teams coming (not waiting) per night, and shows each write on the next search', async () => {
    const venue = await createVenue(db(), { latitude: 40.7128, longitude: -74.006 });
    const tonight = todayIn('America/New_York');
    const event = await createEvent(db(), {
      venueId: venue.id,
      dayOfWeek: dayOfWeekOf(tonight),
      startTime: '23:30',
      maxTeams: 2,
    });
    const nightOf = async (date: string) => {
      const answer = await client().get(
        `/api/venues/nearby?lat=40.7128&lng=-74.006&radius_miles=1&date=${tonight}`,
      );
      expect(answer.statusCode).toBe(200);
      const found = answer
        .json()
        .venues.find((entry: { id: string }) => entry.id === venue.id)
        ?.events.find((entry: { id: string }) => entry.id === event.id);
      return found?.occurrences.find((night: { date: string }) => night.date === date);
    };
    expect(await nightOf(tonight)).toEqual({ date: tonight, status: 'scheduled' });
    const post = (teamName: string, email: string, address: string) =>
      client().request({
        method: 'POST',
        url: '/api/rsvps',
        payload: { eventId: event.id, date: tonight, teamName, email },
        headers: { 'x-forwarded-for': address },
      });
    const [updatedBefore] = await queryRows<{ updated_at: Date }>(
      db(),
      sql`select updated_at from venues where id = ${venue.id}`,
    );
    await post('One', 'one@example.com', '192.0.2.1');
    // The answer before is kept (fragments, listing): the write shows on the very next search.
    expect(await nightOf(tonight)).toEqual({ date: tonight, status: 'scheduled', teams: 1 });
    await post('Two', 'two@example.com', '192.0.2.2');
    await post('Three', 'three@example.com', '192.0.2.3');
    expect((await nightOf(tonight))?.teams).toBe(2);
    const nextWeek = await nightOf(addDays(tonight, 7));
    expect(nextWeek).toBeUndefined(); // the week shown is from tonight: seven nights at most
    // The venue's facts did not change: its bookkeeping time stays.
    const [updatedAfter] = await queryRows<{ updated_at: Date }>(
      db(),
      sql`select updated_at from venues where id = ${venue.id}`,
    );
    expect(updatedAfter?.updated_at).toEqual(updatedBefore?.updated_at);

    const [first] = await db().select().from(teamRsvps).where(eq(teamRsvps.teamName, 'One'));
    const admin = new TestClient(testApp);
    await admin.signInOrFail(...(await adminLogin()));
    expect(
      (await admin.request({ method: 'DELETE', url: `/api/admin/night-teams/${first?.id}` }))
        .statusCode,
    ).toBe(204);
    // The waitlisted team moved up: still two.
    expect((await nightOf(tonight))?.teams).toBe(2);

    const slug: string = (
      await client().get(
        `/api/venues/nearby?lat=40.7128&lng=-74.006&radius_miles=1&date=${tonight}`,
      )
    )
      .json()
      .venues.find((entry: { id: string }) => entry.id === venue.id).slug;
    const page = await client().get(`/api/venue-pages/${slug}`);
    const pageNight = page
      .json()
      .events.find((entry: { id: string }) => entry.id === event.id)
      ?.occurrences.find((night: { date: string }) => night.date === tonight);
    expect(pageNight).toEqual({ date: tonight, status: 'scheduled', teams: 2 });
  });

  async function adminLogin(): Promise<[string, string]> {
    const { createUser } = await import('../../src/db/factories.ts');
    const { user, password } = await createUser(db(), { role: 'admin' });
    return [user.email, password];
  }
});
