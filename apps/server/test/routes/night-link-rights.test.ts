import { addDays, type DayOfWeek, todayIn } from '@trivia/shared';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addProviderUser,
  createEvent,
  createProvider,
  createUser,
  createVenue,
} from '../../src/db/factories.ts';
import { eventOccurrences, type events, nightLinks, user } from '../../src/db/schema/index.ts';
import { hashToken } from '../../src/lib/tokens.ts';
import { nightLinkNotYours } from '../../src/services/confirmations/night-link-rights.ts';
import { auditEntries } from '../helpers/audit.ts';
import { readOutbox, signedInClient, TestClient, useAdminApp } from '../helpers/auth.ts';

const TODAY = todayIn('UTC');
const dayIn = (offset: number) =>
  new Date(`${addDays(TODAY, offset)}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    timeZone: 'UTC',
  }) as DayOfWeek;

/** The links of the last confirmation mail sent to an address, by kind. */
async function linksMailedTo(dataDir: string, email: string) {
  const mail = (await readOutbox(dataDir)).filter((entry) => entry.to === email).at(-1);
  if (!mail) throw new Error(`no confirmation mail to ${email}`);
  const tokens = (pattern: RegExp) => [...mail.text.matchAll(pattern)].map((m) => m[1] ?? '');
  return {
    confirm: tokens(/^\s+Confirm: \S+\/nights\/([\w-]+)$/gm),
    cancel: tokens(/^\s+Cancel: \S+\/nights\/([\w-]+)$/gm),
    confirmAll: tokens(/^Confirm all \d+ nights: \S+\/nights\/([\w-]+)$/gm)[0] ?? '',
  };
}

/** The form the event page saves: the event as it is, with the changes given. */
const eventForm = (event: typeof events.$inferSelect, changes: Record<string, unknown>) => ({
  venueId: event.venueId,
  providerId: event.providerId ?? '',
  eventType: event.eventType,
  dayOfWeek: event.dayOfWeek,
  startTime: event.startTime.slice(0, 5),
  endTime: '',
  frequency: event.frequency,
  prizeAmount: null,
  prizeDescription: '',
  maxTeams: null,
  isActive: true,
  ...changes,
});

/**
 * Decision 099: a mailed confirm/cancel link acts for its recipient, so using it
 * re-checks, then, that they may still change its nights — with the rule the schedule uses.
 */
describe('a mailed night link re-checks its recipient when it is used', () => {
  const { testApp, admin, db } = useAdminApp();
  const visitor = new TestClient(testApp);

  /**
   * A provider (its admin Pam and host Hank) running two nights at a pub, a self-hosted night at
   * Olga's bar, and another provider and bar to move events to; everyone mailed this week's links.
   */
  async function world() {
    const tag = crypto.randomUUID().slice(0, 6);
    const provider = await createProvider(db(), { name: `Quiz ${tag}` });
    const otherProvider = await createProvider(db(), { name: `Other Quiz ${tag}` });
    const pam = await createUser(db(), { name: 'Pam Admin', email: `pam-${tag}@example.test` });
    const hank = await createUser(db(), { name: 'Hank Host', email: `hank-${tag}@example.test` });
    const olga = await createUser(db(), { name: 'Olga Owner', email: `olga-${tag}@example.test` });
    const ivan = await createUser(db(), { name: 'Ivan Other', email: `ivan-${tag}@example.test` });
    await addProviderUser(db(), { userId: pam.user.id, providerId: provider.id, role: 'admin' });
    await addProviderUser(db(), { userId: hank.user.id, providerId: provider.id, role: 'host' });
    const pub = await createVenue(db(), { nameOriginal: `Pub ${tag}` });
    const bar = await createVenue(db(), { nameOriginal: `Olga's ${tag}`, ownedBy: olga.user.id });
    const otherBar = await createVenue(db(), {
      nameOriginal: `Ivan's ${tag}`,
      ownedBy: ivan.user.id,
    });
    const first = await createEvent(db(), {
      venueId: pub.id,
      providerId: provider.id,
      dayOfWeek: dayIn(2),
    });
    const second = await createEvent(db(), {
      venueId: pub.id,
      providerId: provider.id,
      dayOfWeek: dayIn(3),
    });
    const own = await createEvent(db(), { venueId: bar.id, dayOfWeek: dayIn(4) });
    expect((await admin.post('/api/admin/confirmations/send', { from: TODAY })).statusCode).toBe(
      200,
    );
    await testApp.app.jobs.runDue();
    const dataDir = testApp.config.dataDir;
    return {
      provider,
      otherProvider,
      pam,
      hank,
      olga,
      otherBar,
      first,
      second,
      own,
      links: {
        pam: await linksMailedTo(dataDir, pam.user.email),
        hank: await linksMailedTo(dataDir, hank.user.email),
        olga: await linksMailedTo(dataDir, olga.user.email),
      },
    };
  }

  const statusesOf = async (eventIds: string[]) =>
    (
      await db()
        .select({ eventId: eventOccurrences.eventId, status: eventOccurrences.status })
        .from(eventOccurrences)
        .where(inArray(eventOccurrences.eventId, eventIds))
    ).sort((a, b) => a.eventId.localeCompare(b.eventId));

  /** Opening says the link no longer works for them; pressing changes nothing, link included. */
  async function expectRefused(token: string, eventIds: string[], nights = 1) {
    const nightsBefore = await statusesOf(eventIds);
    const historyBefore = (await auditEntries(db())).length;
    const opened = await visitor.get(`/api/night-links/${token}`);
    expect(opened.statusCode).toBe(403);
    expect(opened.json().error.message).toBe(nightLinkNotYours(nights));
    const pressed = await visitor.post(`/api/night-links/${token}`);
    expect(pressed.statusCode).toBe(403);
    expect(pressed.json().error.message).toBe(nightLinkNotYours(nights));
    expect(await statusesOf(eventIds)).toEqual(nightsBefore);
    expect(nightsBefore.every((night) => night.status === 'scheduled')).toBe(true);
    expect((await auditEntries(db())).length).toBe(historyBefore);
    const [link] = await db()
      .select({ usedAt: nightLinks.usedAt })
      .from(nightLinks)
      .where(eq(nightLinks.tokenHash, hashToken(token)));
    expect(link?.usedAt).toBeNull();
  }

  it('a host removed from the provider team: their links stop working, the admin’s still work', async () => {
    const { provider, pam, hank, first, second, links } = await world();
    const pamClient = await signedInClient(testApp, pam.user.email, pam.password);
    const removed = await pamClient.request({
      method: 'DELETE',
      url: `/api/admin/teams/provider/${provider.id}/members/${hank.user.id}`,
    });
    expect(removed.statusCode).toBe(204);

    await expectRefused(links.hank.confirm[0] ?? '', [first.id]);
    await expectRefused(links.hank.confirmAll, [first.id, second.id], 2);

    const confirmed = await visitor.post(`/api/night-links/${links.pam.confirm[0]}`);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ state: 'used', changed: 1, withheld: 0 });
    expect((await statusesOf([first.id]))[0]?.status).toBe('confirmed');
  });

  it('a disabled recipient: their cancel link changes nothing', async () => {
    const { olga, own, links } = await world();
    const disabled = await admin.request({
      method: 'PATCH',
      url: `/api/admin/users/${olga.user.id}`,
      payload: { disabled: true },
    });
    expect(disabled.statusCode).toBe(204);
    await expectRefused(links.olga.cancel[0] ?? '', [own.id]);
  });

  it('an owner removed from the venue (its creator): their link changes nothing', async () => {
    const { olga, own, links } = await world();
    const removed = await admin.request({
      method: 'DELETE',
      url: `/api/admin/teams/venue/${own.venueId}/members/${olga.user.id}`,
    });
    expect(removed.statusCode).toBe(204);
    await expectRefused(links.olga.confirm[0] ?? '', [own.id]);
  });

  it('an event moved to another venue: the old venue’s owner can no longer confirm it', async () => {
    const { own, otherBar, links } = await world();
    const moved = await admin.put(`/api/admin/events/${own.id}`, {
      ...eventForm(own, { venueId: otherBar.id }),
    });
    expect(moved.statusCode).toBe(200);
    await expectRefused(links.olga.confirm[0] ?? '', [own.id]);
  });

  it('an event moved to another provider: its night drops out of Confirm all, the other still confirms', async () => {
    const { otherProvider, first, second, links } = await world();
    const moved = await admin.put(
      `/api/admin/events/${first.id}`,
      eventForm(first, { providerId: otherProvider.id }),
    );
    expect(moved.statusCode).toBe(200);
    await expectRefused(links.hank.confirm[0] ?? '', [first.id]);

    const opened = await visitor.get(`/api/night-links/${links.hank.confirmAll}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ action: 'confirm_all', state: 'ready', withheld: 1 });
    expect(opened.json().nights).toHaveLength(1);
    const historyBefore = (await auditEntries(db())).length;
    const pressed = await visitor.post(`/api/night-links/${links.hank.confirmAll}`);
    expect(pressed.json()).toMatchObject({ state: 'used', changed: 1, withheld: 1 });
    expect(await statusesOf([first.id, second.id])).toEqual(
      [
        { eventId: first.id, status: 'scheduled' },
        { eventId: second.id, status: 'confirmed' },
      ].sort((a, b) => a.eventId.localeCompare(b.eventId)),
    );
    expect((await auditEntries(db())).slice(historyBefore)).toMatchObject([
      { entityType: 'occurrence', eventId: second.id },
    ]);
  });
});

describe('a platform admin by ADMIN_EMAILS keeps using their digest links', () => {
  const { testApp, admin, db } = useAdminApp({ ADMIN_EMAILS: 'digest-boss@example.test' });

  it('confirms a night nobody else was asked about', async () => {
    const boss = await createUser(db(), { email: 'digest-boss@example.test', role: 'venue_owner' });
    // An ADMIN_EMAILS address counts once it is proven.
    await db().update(user).set({ emailVerified: true }).where(eq(user.id, boss.user.id));
    const venue = await createVenue(db(), { nameOriginal: 'Nobody’s Pub' });
    const event = await createEvent(db(), { venueId: venue.id, dayOfWeek: dayIn(2) });
    await admin.post('/api/admin/confirmations/send', { from: TODAY });
    await testApp.app.jobs.runDue();
    const links = await linksMailedTo(testApp.config.dataDir, boss.user.email);
    const pressed = await new TestClient(testApp).post(`/api/night-links/${links.confirm[0]}`);
    expect(pressed.statusCode).toBe(200);
    expect(pressed.json()).toMatchObject({ changed: 1, withheld: 0 });
    const [night] = await db()
      .select({ status: eventOccurrences.status })
      .from(eventOccurrences)
      .where(eq(eventOccurrences.eventId, event.id));
    expect(night?.status).toBe('confirmed');
  });
});
