import { addDays, todayIn } from '@trivia/shared';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addProviderUser,
  createEvent,
  createProvider,
  createUser,
  createVenue,
  linkUserToVenue,
} from '../../src/db/factories.ts';
import { eventOccurrences, events, jobs } from '../../src/db/schema/index.ts';
import { queueDepth } from '../../src/jobs/queue.ts';
import { readOutbox, TestClient, useAdminApp } from '../helpers/auth.ts';

const TODAY = todayIn('UTC');
const linksIn = (text: string, label: string) =>
  [...text.matchAll(new RegExp(`${label}[^:]*: (https?://\\S+/nights/([\\w-]+))`, 'g'))].map(
    (match) => match[2] ?? '',
  );

describe('weekly confirmation requests', () => {
  const { testApp, admin, db } = useAdminApp();
  const visitor = new TestClient(testApp);

  /** Two providers with one user each and a self-hosted venue with an owner, all with nights. */
  async function world() {
    const a = await createProvider(db(), { name: 'Alpha Quiz' });
    const b = await createProvider(db(), { name: 'Beta Quiz' });
    const alice = await createUser(db(), { name: 'Alice', email: `alice-${a.id}@example.com` });
    const bob = await createUser(db(), { name: 'Bob', email: `bob-${b.id}@example.com` });
    const olga = await createUser(db(), { name: 'Olga', email: `olga-${a.id}@example.com` });
    await addProviderUser(db(), { userId: alice.user.id, providerId: a.id });
    await addProviderUser(db(), { userId: bob.user.id, providerId: b.id });
    const pub = await createVenue(db(), { nameOriginal: `Alpha Pub ${a.id.slice(0, 4)}` });
    const bar = await createVenue(db(), { nameOriginal: `Beta Bar ${b.id.slice(0, 4)}` });
    const own = await createVenue(db(), { nameOriginal: `Olga's ${a.id.slice(0, 4)}` });
    await linkUserToVenue(db(), { userId: olga.user.id, venueId: own.id });
    const day = (offset: number) =>
      new Date(`${addDays(TODAY, offset)}T12:00:00Z`).toLocaleDateString('en-US', {
        weekday: 'long',
        timeZone: 'UTC',
      });
    const alphaEvent = await createEvent(db(), {
      venueId: pub.id,
      providerId: a.id,
      dayOfWeek: day(2) as 'Monday',
    });
    const betaEvent = await createEvent(db(), {
      venueId: bar.id,
      providerId: b.id,
      dayOfWeek: day(3) as 'Monday',
    });
    const ownEvent = await createEvent(db(), {
      venueId: own.id,
      providerId: null,
      dayOfWeek: day(4) as 'Monday',
    });
    return { alice, bob, olga, alphaEvent, betaEvent, ownEvent };
  }

  it('asks about a week whose schedule was first opened a month ahead', async () => {
    const jules = await createUser(db(), { name: 'Jules' });
    const venue = await createVenue(db(), { nameOriginal: 'Leapfrog Lounge' });
    await linkUserToVenue(db(), { userId: jules.user.id, venueId: venue.id });
    const inTwoDays = new Date(`${addDays(TODAY, 2)}T12:00:00Z`).toLocaleDateString('en-US', {
      weekday: 'long',
      timeZone: 'UTC',
    });
    await createEvent(db(), { venueId: venue.id, dayOfWeek: inTwoDays as 'Monday' });
    const host = new TestClient(testApp);
    await host.signInOrFail(jules.user.email, jules.password);
    const ahead = await host.get(`/api/admin/schedule?from=${addDays(TODAY, 28)}&weeks=1`);
    expect(ahead.json().occurrences).toHaveLength(1);

    expect((await admin.post('/api/admin/confirmations/send', { from: TODAY })).statusCode).toBe(
      200,
    );
    await testApp.app.jobs.runDue();
    const mail = (await readOutbox(testApp.config.dataDir)).filter(
      (message) => message.to === jules.user.email,
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]?.text).toContain('Leapfrog Lounge');
  });

  it('sends one mail per manager with links that act only on a POST, once, and only on their nights', async () => {
    const { alice, bob, olga, alphaEvent, betaEvent } = await world();
    const refused = await visitor.post('/api/admin/confirmations/send', { from: TODAY });
    expect(refused.statusCode).toBe(401);
    const sent = await admin.post('/api/admin/confirmations/send', { from: TODAY });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().queued).toBeGreaterThanOrEqual(3);
    await testApp.app.jobs.runDue();
    // Nothing due is left (the daily retention run waits for its hour, decision 168).
    expect((await queueDepth(db())).filter((kind) => kind.ready > 0)).toEqual([]);

    const outbox = await readOutbox(testApp.config.dataDir);
    const mailTo = (email: string) => outbox.filter((mail) => mail.to === email);
    for (const person of [alice, bob, olga]) expect(mailTo(person.user.email)).toHaveLength(1);
    const aliceMail = mailTo(alice.user.email)[0]?.text ?? '';
    expect(aliceMail).toContain('Alpha Pub');
    expect(aliceMail).not.toContain('Beta Bar');

    // Sending again the same week sends nobody a second mail.
    await admin.post('/api/admin/confirmations/send', { from: TODAY });
    await testApp.app.jobs.runDue();
    expect((await readOutbox(testApp.config.dataDir)).length).toBe(outbox.length);

    // Opening a link changes nothing.
    const [confirmAll] = linksIn(aliceMail, 'Confirm all');
    const opened = await visitor.get(`/api/night-links/${confirmAll}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ action: 'confirm_all', state: 'ready' });
    expect(opened.json().nights[0].venueName).toContain('Alpha Pub');
    const stored = () =>
      db()
        .select({ status: eventOccurrences.status, eventId: eventOccurrences.eventId })
        .from(eventOccurrences)
        .where(inArray(eventOccurrences.eventId, [alphaEvent.id, betaEvent.id]));
    expect((await stored()).every((night) => night.status === 'scheduled')).toBe(true);

    // Pressing the button confirms Alice's nights only, and marks the schedule checked.
    const pressed = await visitor.post(`/api/night-links/${confirmAll}`);
    expect(pressed.statusCode).toBe(200);
    expect(pressed.json()).toMatchObject({ state: 'used', changed: 1 });
    const after = await stored();
    expect(after.filter((night) => night.eventId === alphaEvent.id)[0]?.status).toBe('confirmed');
    expect(after.filter((night) => night.eventId === betaEvent.id)[0]?.status).toBe('scheduled');
    const [checked] = await db()
      .select({ verifiedAt: events.verifiedAt })
      .from(events)
      .where(eq(events.id, alphaEvent.id));
    expect(checked?.verifiedAt).not.toBeNull();

    // Twice is harmless.
    const again = await visitor.post(`/api/night-links/${confirmAll}`);
    expect(again.json()).toMatchObject({ state: 'used', changed: 0 });

    // An altered token changes nothing and says so.
    const bobMail = mailTo(bob.user.email)[0]?.text ?? '';
    const [cancel] = linksIn(bobMail, 'Cancel');
    const altered = `${(cancel ?? '').slice(0, -1)}${cancel?.endsWith('A') ? 'B' : 'A'}`;
    const forged = await visitor.post(`/api/night-links/${altered}`);
    expect(forged.statusCode).toBe(404);
    expect(forged.json().error.message).toMatch(/isn't valid/);
    expect((await stored()).filter((n) => n.eventId === betaEvent.id)[0]?.status).toBe('scheduled');
    // Bob's own cancel link cancels his night.
    const cancelled = await visitor.post(`/api/night-links/${cancel}`);
    expect(cancelled.json()).toMatchObject({ action: 'cancel', changed: 1 });
    expect((await stored()).filter((n) => n.eventId === betaEvent.id)[0]?.status).toBe('cancelled');
    // The public search shows both.
    const nearby = await visitor.get(`/api/venues/nearby?lat=36.1627&lng=-86.7816&date=${TODAY}`);
    const statusOf = (eventId: string) =>
      nearby
        .json()
        .venues.flatMap(
          (venue: { events: { id: string; occurrences: { status: string }[] }[] }) => venue.events,
        )
        .find((event: { id: string }) => event.id === eventId)?.occurrences[0]?.status;
    expect(statusOf(alphaEvent.id)).toBe('confirmed');
    expect(statusOf(betaEvent.id)).toBe('cancelled');
  });

  it('a link that confirms one night may set its theme; a Confirm all or Cancel link refuses one, changing nothing', async () => {
    const { alice, alphaEvent } = await world();
    await admin.post('/api/admin/confirmations/send', { from: TODAY });
    await testApp.app.jobs.runDue();
    const mail = (await readOutbox(testApp.config.dataDir)).find(
      (entry) => entry.to === alice.user.email,
    );
    const links = linksIn(mail?.text ?? '', '(?:Confirm|Cancel)');
    const actionOf = async (token: string) =>
      (await visitor.get(`/api/night-links/${token}`)).json().action as string;
    const byAction = new Map<string, string>();
    for (const token of links) byAction.set(await actionOf(token), token);
    const night = async () =>
      (
        await db()
          .select({ status: eventOccurrences.status, theme: eventOccurrences.theme })
          .from(eventOccurrences)
          .where(eq(eventOccurrences.eventId, alphaEvent.id))
      )[0];

    for (const action of ['confirm_all', 'cancel']) {
      const refused = await visitor.post(`/api/night-links/${byAction.get(action)}`, {
        theme: 'Office theme night',
      });
      expect(refused.statusCode, action).toBe(400);
      expect(refused.json().error.message).toContain('theme');
    }
    expect(await night()).toEqual({ status: 'scheduled', theme: null });
    const tooLong = await visitor.post(`/api/night-links/${byAction.get('confirm')}`, {
      theme: 'x'.repeat(81),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(await night()).toEqual({ status: 'scheduled', theme: null });

    const pressed = await visitor.post(`/api/night-links/${byAction.get('confirm')}`, {
      theme: ' Office theme night ',
    });
    expect(pressed.statusCode).toBe(200);
    expect(pressed.json()).toMatchObject({ action: 'confirm', state: 'used', changed: 1 });
    expect(await night()).toEqual({ status: 'confirmed', theme: 'Office theme night' });
    // Used, it changes nothing more.
    await visitor.post(`/api/night-links/${byAction.get('confirm')}`, { theme: 'Other' });
    expect((await night())?.theme).toBe('Office theme night');
  });

  it("a token for one provider's nights cannot change another's, whatever the request says", async () => {
    const { alice, alphaEvent, betaEvent } = await world();
    await admin.post('/api/admin/confirmations/send', { from: TODAY });
    await testApp.app.jobs.runDue();
    const mail = (await readOutbox(testApp.config.dataDir)).find(
      (entry) => entry.to === alice.user.email,
    );
    const [cancel] = linksIn(mail?.text ?? '', 'Cancel');
    const [betaNight] = await db()
      .select({ id: eventOccurrences.id })
      .from(eventOccurrences)
      .where(eq(eventOccurrences.eventId, betaEvent.id));
    // The link's nights are in its row, not in the request: naming Beta's night changes nothing there.
    const pressed = await visitor.request({
      method: 'POST',
      url: `/api/night-links/${cancel}?occurrenceId=${betaNight?.id}`,
      payload: { occurrenceIds: [betaNight?.id], eventId: betaEvent.id },
    });
    expect(pressed.statusCode).toBe(200);
    expect(pressed.json().nights.map((night: { id: string }) => night.id)).not.toContain(
      betaNight?.id,
    );
    const statusOf = async (eventId: string) =>
      (
        await db()
          .select({ status: eventOccurrences.status })
          .from(eventOccurrences)
          .where(eq(eventOccurrences.eventId, eventId))
      )[0]?.status;
    expect(await statusOf(alphaEvent.id)).toBe('cancelled');
    expect(await statusOf(betaEvent.id)).toBe('scheduled');
  });

  it("saving an event with 'I checked this schedule' marks it verified; without, leaves it", async () => {
    const { olga, ownEvent } = await world();
    const owner = new TestClient(testApp);
    await owner.signInOrFail(olga.user.email, olga.password);
    const verifiedAt = async () =>
      (
        await db().select({ at: events.verifiedAt }).from(events).where(eq(events.id, ownEvent.id))
      )[0]?.at ?? null;
    const form = (scheduleChecked: boolean) => ({
      venueId: ownEvent.venueId,
      providerId: '',
      eventType: 'Trivia',
      dayOfWeek: ownEvent.dayOfWeek,
      startTime: '19:00',
      endTime: '',
      frequency: 'weekly',
      prizeAmount: null,
      prizeDescription: '',
      maxTeams: null,
      isActive: true,
      scheduleChecked,
    });
    expect((await owner.put(`/api/admin/events/${ownEvent.id}`, form(false))).statusCode).toBe(200);
    expect(await verifiedAt()).toBeNull();
    expect((await owner.put(`/api/admin/events/${ownEvent.id}`, form(true))).statusCode).toBe(200);
    expect(await verifiedAt()).not.toBeNull();
  });

  it('refuses an expired link without changing anything, and others than admins may not send', async () => {
    const { alice } = await world();
    await admin.post('/api/admin/confirmations/send', { from: addDays(TODAY, 7) });
    await testApp.app.jobs.runDue();
    const mail = (await readOutbox(testApp.config.dataDir)).filter(
      (entry) => entry.to === alice.user.email,
    );
    const [confirm] = linksIn(mail.at(-1)?.text ?? '', 'Confirm');
    const { nightLinks } = await import('../../src/db/schema/index.ts');
    await db()
      .update(nightLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    const opened = await visitor.get(`/api/night-links/${confirm}`);
    expect(opened.json()).toMatchObject({ state: 'expired', nights: [] });
    const pressed = await visitor.post(`/api/night-links/${confirm}`);
    expect(pressed.statusCode).toBe(409);

    const owner = new TestClient(testApp);
    await owner.signInOrFail(alice.user.email, alice.password);
    const forbidden = await owner.post('/api/admin/confirmations/send', { from: TODAY });
    expect(forbidden.statusCode).toBe(403);
    const bad = await admin.post('/api/admin/confirmations/send', { from: 'soon' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/^from/);
  });

  it('queues the next weekly run of every time zone once, however often the app starts', async () => {
    await world();
    const { scheduleConfirmationRuns } = await import(
      '../../src/services/confirmations/requests.ts'
    );
    const settings = testApp.app.confirmationSettings;
    await scheduleConfirmationRuns(db(), { settings, after: new Date() });
    await scheduleConfirmationRuns(db(), { settings, after: new Date() });
    const runs = await db().select().from(jobs).where(eq(jobs.kind, 'confirm-run'));
    const zones = runs.map((run) => run.key.split(':')[1]);
    expect(new Set(zones).size).toBe(zones.length);
    expect(zones).toContain('America/Chicago');
    for (const run of runs) expect(run.runAt.getTime()).toBeGreaterThan(Date.now());
  });

  it("sends the digest of nobody's nights to ADMIN_EMAILS addresses only once they are proven", async () => {
    const { queueConfirmationRequests } = await import(
      '../../src/services/confirmations/requests.ts'
    );
    const stamp = Date.now();
    const proven = await createUser(db(), { email: `proven-${stamp}@example.com`, role: null });
    const unproven = await createUser(db(), {
      email: `unproven-${stamp}@example.com`,
      role: null,
      emailVerified: false,
    });
    const orphan = await createVenue(db(), { nameOriginal: `Nobody's Tavern ${stamp}` });
    await createEvent(db(), { venueId: orphan.id, providerId: null });
    const settings = {
      ...testApp.app.confirmationSettings,
      adminEmails: [proven.user.email, unproven.user.email],
    };
    await db().transaction((tx) => queueConfirmationRequests(tx, { from: TODAY, settings }));
    const digests = (await db().select().from(jobs).where(eq(jobs.kind, 'confirm-mail')))
      .map((job) => job.key)
      .filter((key) => key.startsWith('confirm-digest:'));
    expect(digests.some((key) => key.endsWith(`:${proven.user.id}`))).toBe(true);
    expect(digests.some((key) => key.endsWith(`:${unproven.user.id}`))).toBe(false);
  });
});
