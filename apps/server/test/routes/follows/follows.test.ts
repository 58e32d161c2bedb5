import { addDays } from '@trivia/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createOccurrence } from '../../../src/db/factories.ts';
import { followers } from '../../../src/db/schema/index.ts';
import { getOrCreateAuthSecret } from '../../../src/services/app-settings.ts';
import { FOLLOW_CONFIRM_SUBJECT } from '../../../src/services/follows/mails.ts';
import { followLinkKey, signFollowToken } from '../../../src/services/follows/tokens.ts';
import { TestClient, useAdminApp } from '../../helpers/auth.ts';
import { followAndConfirm, mailsTo, tokenIn, venueWithNight } from './helpers.ts';

/** Following venues by email: double opt-in, the links, one-click unsubscribe. */
describe('following venues', () => {
  const { testApp, admin, db } = useAdminApp({ TRUST_PROXY: '1' });
  const visitor = (address = '203.0.113.20') => {
    const client = new TestClient(testApp);
    return {
      client,
      follow: (payload: Record<string, unknown>) =>
        client.request({
          method: 'POST',
          url: '/api/follows',
          payload,
          headers: { 'x-forwarded-for': address },
        }),
    };
  };
  const cancelByHost = (nightId: string, note?: string) =>
    admin.request({
      method: 'PATCH',
      url: `/api/admin/occurrences/${nightId}`,
      payload: { status: 'cancelled', ...(note ? { notes: note } : {}) },
    });

  it('answers 400 naming the field, refuses the honeypot and unknown venues', async () => {
    const { venue } = await venueWithNight(db());
    const { follow } = visitor('203.0.113.21');
    const badEmail = await follow({ email: 'nope', venueIds: [venue.id] });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().error.message).toMatch(/^email: Enter a valid email address/);
    const noVenue = await follow({ email: 'a@example.com', venueIds: [] });
    expect(noVenue.statusCode).toBe(400);
    expect(noVenue.json().error.message).toMatch(/^venueIds: Choose a venue/);
    const badVenue = await follow({ email: 'a@example.com', venueIds: ['x'] });
    expect(badVenue.json().error.message).toMatch(/^venueIds\.0: must be a venue id/);
    const unknown = await follow({
      email: 'a@example.com',
      venueIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe('venueIds: That venue is not listed.');
    const bot = await follow({ email: 'a@example.com', venueIds: [venue.id], website: 'x' });
    expect(bot.statusCode).toBe(400);
    expect(bot.json().error.message).toMatch(/^website/);
    const stored = await db().select().from(followers).where(eq(followers.email, 'a@example.com'));
    expect(stored).toEqual([]);
  });

  it('limits each network address and each email address (429)', async () => {
    const { venue } = await venueWithNight(db());
    const byAddress = visitor('203.0.113.22');
    const answers: number[] = [];
    for (let index = 0; index < 11; index += 1) {
      answers.push(
        (await byAddress.follow({ email: `many-${index}@example.com`, venueIds: [venue.id] }))
          .statusCode,
      );
    }
    expect(answers.slice(0, 10).every((status) => status === 202)).toBe(true);
    expect(answers[10]).toBe(429);
    const perEmail: number[] = [];
    for (let index = 0; index < 4; index += 1) {
      const from = visitor(`203.0.113.${30 + index}`);
      perEmail.push(
        (await from.follow({ email: 'Same@Example.com', venueIds: [venue.id] })).statusCode,
      );
    }
    expect(perEmail).toEqual([202, 202, 202, 429]);
  });

  it('sends nothing but the confirmation until its link is used, then the notices', async () => {
    const { venue, event, night, date } = await venueWithNight(db(), {
      name: 'The Opt-In Tavern',
    });
    const { night: later } = await venueWithNight(db(), { days: 2 });
    const { follow, client } = visitor('203.0.113.40');
    const email = 'optin@example.com';
    const first = await follow({ email: 'OptIn@Example.com', venueIds: [venue.id] });
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ received: true });
    await testApp.app.jobs.runDue();
    const [confirmation, ...others] = await mailsTo(testApp, email);
    expect(others).toEqual([]);
    expect(confirmation?.subject).toBe(FOLLOW_CONFIRM_SUBJECT);
    expect(confirmation?.text).toContain('The Opt-In Tavern');
    const token = tokenIn(confirmation?.text ?? '', 'follow');

    // Not confirmed: a cancellation sends this address nothing.
    expect((await cancelByHost(night.id)).statusCode).toBe(200);
    await testApp.app.jobs.runDue();
    expect(await mailsTo(testApp, email)).toHaveLength(1);

    // The same answer whether the address is pending or confirmed (no enumeration).
    const again = await follow({ email, venueIds: [venue.id] });
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ received: true });

    const view = await client.get(`/api/follows/${token}`);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ email, confirmed: false, weekly: true });
    expect(view.json().venues).toEqual([
      expect.objectContaining({ id: venue.id, name: 'The Opt-In Tavern' }),
    ]);
    // GET changed nothing.
    const [pending] = await db().select().from(followers).where(eq(followers.email, email));
    expect(pending?.confirmedAt).toBeNull();
    const confirmed = await client.post(`/api/follows/${token}/confirm`);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ email, confirmed: true });
    await testApp.app.jobs.runDue();
    const before = (await mailsTo(testApp, email)).length;

    // Confirmed: another venue's night is not followed; this venue's next cancellation is.
    await cancelByHost(later.id);
    await testApp.app.jobs.runDue();
    expect(await mailsTo(testApp, email)).toHaveLength(before);
    const nextWeek = await createOccurrence(db(), {
      eventId: event.id,
      occurrenceDate: addDays(date, 7),
    });
    expect((await cancelByHost(nextWeek.id, 'Closed for a private party')).statusCode).toBe(200);
    await testApp.app.jobs.runDue();
    const notices = (await mailsTo(testApp, email)).slice(before);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.subject).toMatch(/^Cancelled: Trivia at The Opt-In Tavern, /);
    expect(notices[0]?.text).toContain('The host says: "Closed for a private party"');
    const unsubscribeToken = tokenIn(notices[0]?.text ?? '', 'unsubscribe');
    const headers = notices[0]?.headers ?? '';
    expect(headers).toContain(
      `List-Unsubscribe: <${testApp.config.publicUrl}/unsubscribe/${unsubscribeToken}>`,
    );
    expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(notices[0]?.text).toContain(`${testApp.config.publicUrl}/follow/`);

    // RFC 8058 one-click, as a mail client sends it: form-encoded, no Origin, outside /api.
    const oneClick = await testApp.app.inject({
      method: 'POST',
      url: `/unsubscribe/${unsubscribeToken}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({ state: 'unsubscribed', email });
    expect(await db().select().from(followers).where(eq(followers.email, email))).toEqual([]);
    // A second cancellation sends nothing.
    const inTwoWeeks = await createOccurrence(db(), {
      eventId: event.id,
      occurrenceDate: addDays(date, 14),
    });
    await cancelByHost(inTwoWeeks.id);
    await testApp.app.jobs.runDue();
    expect(await mailsTo(testApp, email)).toHaveLength(before + 1);
    // The link now shows the address gone; the follows link no longer opens anything.
    expect((await client.get(`/api/unsubscribe/${unsubscribeToken}`)).json()).toEqual({
      state: 'unsubscribed',
      email: '',
    });
    expect((await client.get(`/api/follows/${token}`)).json()).toMatchObject({ venues: [] });
  });

  it("unsubscribes with the page's button, and a follower mail is one per address", async () => {
    const { venue, event, date, night } = await venueWithNight(db(), { name: 'Button Bar' });
    const email = 'button@example.com';
    await followAndConfirm(testApp, email, [venue.id], '203.0.113.50');
    const other = 'second@example.com';
    await followAndConfirm(testApp, other, [venue.id], '203.0.113.51');
    await cancelByHost(night.id);
    await testApp.app.jobs.runDue();
    const [notice] = (await mailsTo(testApp, email)).filter((mail) =>
      mail.subject.startsWith('Cancelled'),
    );
    expect(
      (await mailsTo(testApp, other)).filter((m) => m.subject.startsWith('Cancelled')),
    ).toHaveLength(1);
    const token = tokenIn(notice?.text ?? '', 'unsubscribe');
    // A page GET changes nothing; the button (POST under /api, with Origin) acts.
    const client = new TestClient(testApp);
    expect((await client.get(`/api/unsubscribe/${token}`)).json()).toEqual({
      state: 'ready',
      email,
    });
    const noOrigin = await testApp.app.inject({ method: 'POST', url: `/api/unsubscribe/${token}` });
    expect(noOrigin.statusCode).toBe(403);
    const pressed = await client.post(`/api/unsubscribe/${token}`);
    expect(pressed.json()).toEqual({ state: 'unsubscribed', email });
    const next = await createOccurrence(db(), {
      eventId: event.id,
      occurrenceDate: addDays(date, 7),
    });
    await cancelByHost(next.id);
    await testApp.app.jobs.runDue();
    const cancelled = (to: string) =>
      mailsTo(testApp, to).then((mails) => mails.filter((m) => m.subject.startsWith('Cancelled')));
    expect(await cancelled(email)).toHaveLength(1);
    expect(await cancelled(other)).toHaveLength(2);
  });

  it('keeps each link to its purpose, and PATCH changes the follows or deletes the address', async () => {
    const { venue } = await venueWithNight(db(), { name: 'Alpha Pub' });
    const { venue: second } = await venueWithNight(db(), { name: 'Beta Pub' });
    const email = 'links@example.com';
    const confirmToken = await followAndConfirm(
      testApp,
      email,
      [venue.id, second.id],
      '203.0.113.60',
    );
    const client = new TestClient(testApp);
    const manage = await client.get(`/api/follows/${confirmToken}`);
    expect(manage.json().venues.map((v: { name: string }) => v.name)).toEqual([
      'Alpha Pub',
      'Beta Pub',
    ]);
    // A tampered or foreign token opens nothing.
    const tampered = `${confirmToken.slice(0, -2)}xx`;
    expect((await client.get(`/api/follows/${tampered}`)).statusCode).toBe(404);
    expect((await client.get('/api/follows/nonsense')).statusCode).toBe(404);
    const [follower] = await db().select().from(followers).where(eq(followers.email, email));
    const key = followLinkKey(await getOrCreateAuthSecret({ db: db() }));
    const sign = (purpose: 'confirm' | 'manage' | 'unsubscribe', issuedAt = new Date()) =>
      signFollowToken(key, { purpose, followerId: follower?.id ?? '', issuedAt });
    // An unsubscribe token does not open the follows; a manage token confirms nothing.
    expect((await client.get(`/api/follows/${sign('unsubscribe')}`)).statusCode).toBe(404);
    expect((await client.post(`/api/follows/${sign('manage')}/confirm`)).statusCode).toBe(404);
    expect((await client.get(`/api/unsubscribe/${sign('manage')}`)).statusCode).toBe(404);
    // An expired link opens nothing.
    const old = new Date(Date.now() - 8 * 24 * 3600_000);
    expect((await client.post(`/api/follows/${sign('confirm', old)}/confirm`)).statusCode).toBe(
      404,
    );

    // A venue added later waits for a link of its own: an earlier confirm link leaves it pending.
    const { venue: third } = await venueWithNight(db(), { name: 'Gamma Pub' });
    await client.request({
      method: 'POST',
      url: '/api/follows',
      payload: { email, venueIds: [third.id] },
      headers: { 'x-forwarded-for': '203.0.113.61' },
    });
    const earlier = new Date(Date.now() - 60_000);
    const stale = await client.post(`/api/follows/${sign('confirm', earlier)}/confirm`);
    expect(stale.json()).toMatchObject({ confirmed: false });
    // Meanwhile a manage link shows the confirmed venues as confirmed (not a Confirm page it could
    // not complete), and its Save keeps the pending venue for its own link.
    const managed = await client.get(`/api/follows/${sign('manage')}`);
    expect(managed.json()).toMatchObject({ confirmed: true });
    expect(managed.json().venues.map((v: { name: string }) => v.name)).toEqual([
      'Alpha Pub',
      'Beta Pub',
    ]);
    const saved = await client.request({
      method: 'PATCH',
      url: `/api/follows/${sign('manage')}`,
      payload: { venueIds: [venue.id, second.id] },
    });
    expect(saved.json()).toMatchObject({ confirmed: true });
    await testApp.app.jobs.runDue();
    const newest = (await mailsTo(testApp, email)).at(-1);
    const fresh = await client.post(
      `/api/follows/${tokenIn(newest?.text ?? '', 'follow')}/confirm`,
    );
    expect(fresh.json()).toMatchObject({ confirmed: true });
    expect(fresh.json().venues).toHaveLength(3);

    const patch = (token: string, payload: Record<string, unknown>) =>
      client.request({ method: 'PATCH', url: `/api/follows/${token}`, payload });
    const bad = await patch(sign('manage'), { venueIds: ['x'], weekly: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/venueIds\.0: must be a venue id/);
    expect(bad.json().error.message).toMatch(/weekly/);
    const kept = await patch(sign('manage'), { venueIds: [second.id], weekly: false });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ email, confirmed: true, weekly: false });
    expect(kept.json().venues.map((v: { name: string }) => v.name)).toEqual(['Beta Pub']);
    // A mail client's one-click may come as multipart/form-data.
    const multipart = await testApp.app.inject({
      method: 'POST',
      url: `/unsubscribe/${sign('unsubscribe')}`,
      headers: { 'content-type': 'multipart/form-data; boundary=XyZ' },
      payload:
        '--XyZ\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--XyZ--\r\n',
    });
    expect(multipart.statusCode).toBe(200);
    expect(multipart.json()).toEqual({ state: 'unsubscribed', email });
    expect(await db().select().from(followers).where(eq(followers.email, email))).toEqual([]);
    // `venueIds: []` deletes an address too.
    const other = 'links-other@example.com';
    const otherToken = await followAndConfirm(testApp, other, [venue.id], '203.0.113.62');
    const none = await patch(otherToken, { venueIds: [] });
    expect(none.json()).toEqual({
      email: other,
      confirmed: false,
      weekly: false,
      results: false,
      venues: [],
    });
    expect(await db().select().from(followers).where(eq(followers.email, other))).toEqual([]);
  });

  it('refuses a one-click POST without its body', async () => {
    const answer = await testApp.app.inject({
      method: 'POST',
      url: '/unsubscribe/whatever',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'x=1',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.message).toMatch(/^List-Unsubscribe/);
    const wrong = await testApp.app.inject({
      method: 'POST',
      url: '/unsubscribe/whatever',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(wrong.statusCode).toBe(404);
  });
});
