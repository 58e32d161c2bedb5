import { addDays } from '@trivia/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import { rsvpAddresses, teamRsvps } from '../../src/db/schema/index.ts';
import { RETENTION_HOUR_UTC, RSVP_RETENTION } from '../../src/services/rsvps/retention.ts';
import { useAdminApp } from '../helpers/auth.ts';
import { followAndConfirm } from './follows/helpers.ts';
import {
  confirmByMail,
  mailsTo,
  nightAt,
  TODAY,
  teamsOf,
  visitorOf,
  withdrawTokenIn,
} from './rsvps-helpers.ts';

/** Decision 168: players' addresses are kept only while a night needs them. */
describe('the daily retention of players’ addresses', () => {
  const { testApp, db } = useAdminApp({ TRUST_PROXY: '1' });

  const addressRow = async (email: string) =>
    (await db().select().from(rsvpAddresses).where(eq(rsvpAddresses.email, email)))[0];

  /** Runs the retention job queued at start-up now, as its hour would. */
  async function runRetention() {
    await db().execute(
      sql`update jobs set run_at = now() where kind = ${RSVP_RETENTION} and done_at is null`,
    );
    await testApp.app.jobs.runDue();
  }

  it('is queued at start-up, daily, like the other recurring jobs', async () => {
    const [job] = await queryRows<{ key: string; run_at: Date }>(
      db(),
      sql`select key, run_at from jobs where kind = ${RSVP_RETENTION} and done_at is null`,
    );
    expect(job?.key).toMatch(/^rsvp-retention:\d{4}-\d{2}-\d{2}$/);
    expect(new Date(job?.run_at ?? 0).getUTCHours()).toBe(RETENTION_HOUR_UTC);
  });

  it('deletes a past-only address and keeps one with a night to come or a follow', async () => {
    const past = await nightAt(db());
    const future = await nightAt(db());
    const [pastOnly, comingAgain, following, unconfirmedPast] = [
      'past-only',
      'coming-again',
      'following',
      'unconfirmed-past',
    ].map((name) => `${name}@retention.example`) as [string, string, string, string];
    for (const email of [pastOnly, comingAgain, following, unconfirmedPast]) {
      await visitorOf(testApp).post({ ...past.base, teamName: `Team ${email}`, email });
    }
    await visitorOf(testApp).post({ ...future.base, teamName: 'Still Coming', email: comingAgain });
    for (const email of [pastOnly, comingAgain]) await confirmByMail(testApp, email);
    await followAndConfirm(testApp, following, [past.venue.id], '203.0.113.91');
    await testApp.app.jobs.runDue();
    const futureToken = withdrawTokenIn(
      (await mailsTo(testApp, comingAgain)).find((mail) => mail.text.includes('Still Coming'))
        ?.text ?? '',
    );
    // The first night is over: its date is yesterday in Chicago (the rows are kept after it).
    await db()
      .update(teamRsvps)
      .set({ occurrenceDate: addDays(TODAY, -1) })
      .where(eq(teamRsvps.eventId, past.event.id));

    await runRetention();

    // The past night's teams stay, counted in its history, without an address.
    const pastTeams = await teamsOf(db(), past.event.id);
    expect(pastTeams).toHaveLength(4);
    expect(pastTeams.map((team) => [team.email, team.addressId])).toEqual(
      Array(4).fill([null, null]),
    );
    // Addresses without a night to come and without a follow are gone, confirmed or not.
    expect(await addressRow(pastOnly)).toBeUndefined();
    expect(await addressRow(unconfirmedPast)).toBeUndefined();
    // One with a night to come keeps its address and its confirmation; a follower's is kept too.
    expect((await addressRow(comingAgain))?.confirmedAt).not.toBeNull();
    expect(await addressRow(following)).toBeDefined();
    const [futureTeam] = await teamsOf(db(), future.event.id);
    expect(futureTeam?.email).toBe(comingAgain);
    // The team of the night to come can still withdraw with its mailed link.
    const view = await visitorOf(testApp).get(`/api/rsvps/withdraw/${futureToken}`);
    expect(view.statusCode).toBe(200);
    expect(view.json().teamName).toBe('Still Coming');
    // And the next day's run is queued.
    const next = await queryRows<{ key: string }>(
      db(),
      sql`select key from jobs where kind = ${RSVP_RETENTION} and done_at is null`,
    );
    expect(next).toHaveLength(1);
  });
});
