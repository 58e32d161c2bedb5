import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import { rsvpAddresses } from '../../src/db/schema/index.ts';
import { ADDRESS_LINK_GONE } from '../../src/services/rsvps/address-token.ts';
import {
  EMAIL_CAP_MESSAGE,
  NETWORK_CAP_MESSAGE,
  NIGHTS_PER_EMAIL,
  TEAMS_PER_NETWORK_PER_NIGHT,
} from '../../src/services/rsvps/submit-rsvp.ts';
import { useAdminApp } from '../helpers/auth.ts';
import { followAndConfirm } from './follows/helpers.ts';
import {
  CONFIRM_SUBJECT,
  confirmTokenFor,
  mailsTo,
  nightAt,
  teamsOf,
  visitorOf,
  withdrawTokenIn,
} from './rsvps-helpers.ts';

/**
 * Decisions 165 and 167: an address gets mail from us only after it confirmed
 * once; the answer never tells whether an address is already coming; caps per night and address.
 */
describe("We're coming: addresses are confirmed before they are mailed", () => {
  const { testApp, db } = useAdminApp({ TRUST_PROXY: '1' });
  const visitor = (address?: string) => visitorOf(testApp, address);
  let tag = 0;
  const addressOf = (name: string) => `${name}-${++tag}@example.com`;

  /** Every row a "We're coming" could write: its teams, the address rows and the queued jobs. */
  const stored = async () =>
    (
      await queryRows<{ teams: number; addresses: number; jobs: number }>(
        db(),
        sql`select (select count(*) from team_rsvps)::int as teams,
          (select count(*) from rsvp_addresses)::int as addresses,
          (select count(*) from jobs)::int as jobs`,
      )
    )[0];

  it('mails an unconfirmed address only its confirmation, with no word of the sender’s in it', async () => {
    const { base, event } = await nightAt(db());
    const victim = addressOf('victim');
    const answer = await visitor().post({
      ...base,
      teamName: 'Buy cheap pills at spam.example',
      email: victim,
    });
    expect(answer.statusCode).toBe(201);
    // The team counts at once.
    expect(answer.json()).toEqual({ status: 'coming', headcount: { teams: 1, isFull: false } });
    expect((await teamsOf(db(), event.id)).map((team) => team.status)).toEqual(['coming']);
    await testApp.app.jobs.runDue();
    const mails = await mailsTo(testApp, victim);
    expect(mails.map((mail) => mail.subject)).toEqual([CONFIRM_SUBJECT]);
    expect(mails[0]?.text).not.toContain('spam.example');
    expect(mails[0]?.text).not.toContain('pills');
    expect(mails[0]?.text).toContain(`${testApp.config.publicUrl}/rsvp/confirm/`);
    // No list mail, no reminder, no withdraw link while it is unconfirmed: even their time coming
    // round sends nothing.
    await db().execute(
      sql`update jobs set run_at = now() where done_at is null and kind like 'rsvp-%'`,
    );
    await testApp.app.jobs.runDue();
    expect((await mailsTo(testApp, victim)).map((mail) => mail.subject)).toEqual([CONFIRM_SUBJECT]);
  });

  it('sends one confirmation mail a day, however many nights the address is given for', async () => {
    const email = addressOf('keen');
    for (const _ of [1, 2, 3]) {
      const { base } = await nightAt(db());
      expect((await visitor().post({ ...base, teamName: 'Keen Beans', email })).statusCode).toBe(
        201,
      );
    }
    await testApp.app.jobs.runDue();
    expect((await mailsTo(testApp, email)).map((mail) => mail.subject)).toEqual([CONFIRM_SUBJECT]);
  });

  it('confirming sends what waited; the address is then mailed at once for any night', async () => {
    const email = addressOf('captain');
    const first = await nightAt(db());
    await visitor().post({ ...first.base, teamName: 'Quizteama Aguilera', email });
    await testApp.app.jobs.runDue();
    const token = await confirmTokenFor(testApp, email);
    const someone = visitor();
    // Opening the link shows the address and changes nothing.
    const view = await someone.get(`/api/rsvps/confirm/${token}`);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toEqual({ state: 'ready', email });
    expect((await teamsOf(db(), first.event.id))[0]?.email).toBeNull();
    // Its button confirms; the team's list mail, with its withdraw link, goes out.
    const confirmed = await someone.postTo(`/api/rsvps/confirm/${token}`);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ state: 'confirmed', email });
    expect((await someone.postTo(`/api/rsvps/confirm/${token}`)).json().state).toBe('confirmed');
    await testApp.app.jobs.runDue();
    const afterConfirming = await mailsTo(testApp, email);
    expect(afterConfirming.map((mail) => mail.subject)).toEqual([
      CONFIRM_SUBJECT,
      expect.stringMatching(/^You're on the list: /),
    ]);
    expect(afterConfirming[1]?.text).toContain('Quizteama Aguilera is on the list for');
    expect(withdrawTokenIn(afterConfirming[1]?.text ?? '')).toMatch(/^[\w-]{43}$/);
    // The confirmation holds for every night: a later one is mailed at once, no new confirmation.
    const second = await nightAt(db());
    await visitor().post({ ...second.base, teamName: 'Quizteama Aguilera', email });
    await testApp.app.jobs.runDue();
    expect((await mailsTo(testApp, email)).map((mail) => mail.subject)).toEqual([
      CONFIRM_SUBJECT,
      expect.stringMatching(/^You're on the list: /),
      expect.stringMatching(/^You're on the list: /),
    ]);
    expect((await teamsOf(db(), second.event.id))[0]?.email).toBe(email);
  });

  it('takes a confirmed follower’s address as confirmed', async () => {
    const email = addressOf('follower');
    const { base, venue } = await nightAt(db());
    await followAndConfirm(testApp, email, [venue.id], '203.0.113.77');
    await visitor().post({ ...base, teamName: 'Followers United', email });
    await testApp.app.jobs.runDue();
    const subjects = (await mailsTo(testApp, email)).map((mail) => mail.subject);
    expect(subjects).not.toContain(CONFIRM_SUBJECT);
    expect(subjects.at(-1)).toMatch(/^You're on the list: /);
  });

  it('refuses a link that is not one, or whose address is gone', async () => {
    const someone = visitor();
    for (const bad of ['garbage', `${'a'.repeat(32)}.abc.${'A'.repeat(43)}`]) {
      const view = await someone.get(`/api/rsvps/confirm/${bad}`);
      expect(view.statusCode).toBe(404);
      expect(view.json().error.message).toBe(ADDRESS_LINK_GONE);
      expect((await someone.postTo(`/api/rsvps/confirm/${bad}`)).statusCode).toBe(404);
    }
    const email = addressOf('gone');
    const { base } = await nightAt(db());
    await visitor().post({ ...base, teamName: 'Gone Girls', email });
    await testApp.app.jobs.runDue();
    const token = await confirmTokenFor(testApp, email);
    await db().delete(rsvpAddresses).where(sql`${rsvpAddresses.email} = ${email}`);
    expect((await someone.postTo(`/api/rsvps/confirm/${token}`)).statusCode).toBe(404);
  });

  it('answers a second "We’re coming" of one night and address as a first, storing nothing', async () => {
    // Two nights alike, each with one team; then the same address again on the first, and a new
    // address on the second: the answers must not tell them apart.
    const taken = addressOf('taken');
    const one = await nightAt(db(), { maxTeams: 3 });
    const two = await nightAt(db(), { maxTeams: 3 });
    await visitor().post({ ...one.base, teamName: 'Original', email: taken });
    await visitor().post({ ...two.base, teamName: 'Someone', email: addressOf('someone') });
    await testApp.app.jobs.runDue();
    const before = await stored();
    const teamsBefore = await teamsOf(db(), one.event.id);
    const duplicate = await visitor().post({ ...one.base, teamName: 'Probe', email: taken });
    const mailsBefore = (await mailsTo(testApp, taken)).length;
    expect(await stored()).toEqual(before);
    expect(await teamsOf(db(), one.event.id)).toEqual(teamsBefore);
    const fresh = await visitor().post({ ...two.base, teamName: 'Probe', email: addressOf('new') });
    expect(duplicate.statusCode).toBe(fresh.statusCode);
    expect(duplicate.json()).toEqual(fresh.json());
    expect(duplicate.json()).toEqual({
      status: 'coming',
      headcount: { teams: 2, maxTeams: 3, isFull: false },
    });
    await testApp.app.jobs.runDue();
    expect(await mailsTo(testApp, taken)).toHaveLength(mailsBefore);
  });

  it(`takes at most ${TEAMS_PER_NETWORK_PER_NIGHT} teams of a night from one network address`, async () => {
    const { base, event } = await nightAt(db());
    const network = '192.0.2.44';
    for (let index = 0; index < TEAMS_PER_NETWORK_PER_NIGHT; index += 1) {
      const answer = await visitor(network).post({ ...base, teamName: `Team ${index}` });
      expect(answer.statusCode).toBe(201);
    }
    const before = await stored();
    const refused = await visitor(network).post({
      ...base,
      teamName: 'One Too Many',
      email: addressOf('many'),
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(`date: ${NETWORK_CAP_MESSAGE}`);
    expect(refused.json().error.details).toEqual([{ field: 'date', message: NETWORK_CAP_MESSAGE }]);
    expect(await stored()).toEqual(before);
    expect(await teamsOf(db(), event.id)).toHaveLength(TEAMS_PER_NETWORK_PER_NIGHT);
    // Another network still can.
    expect((await visitor().post({ ...base, teamName: 'Elsewhere' })).statusCode).toBe(201);
  });

  it(`takes one address for at most ${NIGHTS_PER_EMAIL} nights to come`, async () => {
    const email = addressOf('everywhere');
    for (let index = 0; index < NIGHTS_PER_EMAIL; index += 1) {
      const { base } = await nightAt(db());
      expect((await visitor().post({ ...base, teamName: 'Omnipresent', email })).statusCode).toBe(
        201,
      );
    }
    const { base, event } = await nightAt(db());
    const before = await stored();
    const refused = await visitor().post({ ...base, teamName: 'Omnipresent', email });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(`email: ${EMAIL_CAP_MESSAGE}`);
    expect(await stored()).toEqual(before);
    expect(await teamsOf(db(), event.id)).toEqual([]);
  });
});
