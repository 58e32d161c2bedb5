import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addProviderUser,
  createProvider,
  createUser,
  createVenue,
  linkUserToVenue,
} from '../../../src/db/factories.ts';
import { invitations, jobs, providerUsers, userVenues } from '../../../src/db/schema/index.ts';
import { useTestApp } from '../../helpers/app.ts';
import { readOutbox, signedInClient, TestClient } from '../../helpers/auth.ts';

function invitationTokenFor(mails: { to: string; text: string }[], email: string): string {
  const mail = mails.filter((m) => m.to.includes(email)).at(-1);
  const token = /\/admin\/invitation\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no invitation link mailed to ${email}`);
  return token;
}

describe('/admin/team API', () => {
  const testApp = useTestApp();
  const db = () => testApp.database.db;
  /** The outbox once the queued mail has gone (invitations are mailed by a job, decision 063). */
  const mailed = async () => {
    await testApp.app.jobs.runDue();
    return readOutbox(testApp.config.dataDir);
  };

  async function providerAdmin(name: string) {
    const provider = await createProvider(db(), { name });
    const { user, password } = await createUser(db());
    await addProviderUser(db(), { userId: user.id, providerId: provider.id, role: 'admin' });
    return { provider, user, client: await signedInClient(testApp, user.email, password) };
  }

  it('a provider admin invites a new address as host: the link signs them up, once, into that provider', async () => {
    const { provider, client } = await providerAdmin('Quiz Riot');
    const teams = (await client.get('/api/admin/teams')).json().teams;
    expect(teams).toEqual([{ kind: 'provider', id: provider.id, name: 'Quiz Riot' }]);

    const invited = await client.post(`/api/admin/teams/provider/${provider.id}/invitations`, {
      email: 'New-Host@example.test',
      role: 'host',
    });
    expect(invited.statusCode).toBe(201);
    const detail = (await client.get(`/api/admin/teams/provider/${provider.id}`)).json();
    expect(detail.invitations).toMatchObject([{ email: 'new-host@example.test', role: 'host' }]);

    const token = invitationTokenFor(await mailed(), 'new-host@example.test');
    // Opening the link shows the page and changes nothing.
    const view = await new TestClient(testApp).get(`/api/invitations/${token}`);
    expect(view.json()).toMatchObject({
      email: 'new-host@example.test',
      teamName: 'Quiz Riot',
      hasAccount: false,
      state: 'open',
    });
    const stillOpen = await db()
      .select()
      .from(invitations)
      .where(eq(invitations.providerId, provider.id));
    expect(stillOpen[0]?.acceptedAt).toBeNull();

    const badSignUp = await new TestClient(testApp).post('/api/invitations/sign-up', {
      token,
      name: 'Sam',
      password: '123',
    });
    expect(badSignUp.statusCode).toBe(400);
    expect(badSignUp.json().error.message).toBe('password: Password must be at least 6 characters');

    const newcomer = new TestClient(testApp);
    const signedUp = await newcomer.post('/api/invitations/sign-up', {
      token,
      name: 'Sam Host',
      password: 'host-password',
    });
    expect(signedUp.statusCode).toBe(201);
    const me = (await newcomer.get('/api/me')).json();
    expect(me.user.email).toBe('new-host@example.test');
    expect(me.providers).toMatchObject([{ providerId: provider.id, role: 'host' }]);

    const again = await new TestClient(testApp).post('/api/invitations/sign-up', {
      token,
      name: 'Someone',
      password: 'another-password',
    });
    expect(again.statusCode).toBe(400);

    // Inviting an address that is already a member says so.
    const twice = await client.post(`/api/admin/teams/provider/${provider.id}/invitations`, {
      email: 'new-host@example.test',
      role: 'host',
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.message).toBe('email: This person is already on the team');

    // Remove takes it away: the removed host's next request no longer reaches the provider.
    const hostId = me.user.id;
    const removed = await client.request({
      method: 'DELETE',
      url: `/api/admin/teams/provider/${provider.id}/members/${hostId}`,
    });
    expect(removed.statusCode).toBe(204);
    expect((await newcomer.get('/api/me')).json().providers).toEqual([]);
  });

  it('the last admin of a provider cannot be removed', async () => {
    const { provider, user, client } = await providerAdmin('Solo Trivia');
    const response = await client.request({
      method: 'DELETE',
      url: `/api/admin/teams/provider/${provider.id}/members/${user.id}`,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe('The last admin of a provider cannot be removed');
    const rows = await db()
      .select()
      .from(providerUsers)
      .where(eq(providerUsers.providerId, provider.id));
    expect(rows).toHaveLength(1);
  });

  it('a member of provider A cannot list, invite to or remove from provider B; nothing changes', async () => {
    const a = await providerAdmin('Provider A');
    const b = await providerAdmin('Provider B');
    const listed = await a.client.get(`/api/admin/teams/provider/${b.provider.id}`);
    expect(listed.statusCode).toBe(404);
    const invited = await a.client.post(`/api/admin/teams/provider/${b.provider.id}/invitations`, {
      email: 'intruder@example.test',
      role: 'admin',
    });
    expect(invited.statusCode).toBe(404);
    const removed = await a.client.request({
      method: 'DELETE',
      url: `/api/admin/teams/provider/${b.provider.id}/members/${b.user.id}`,
    });
    expect(removed.statusCode).toBe(404);
    expect(
      await db().select().from(invitations).where(eq(invitations.providerId, b.provider.id)),
    ).toEqual([]);
    expect(
      await db().select().from(providerUsers).where(eq(providerUsers.providerId, b.provider.id)),
    ).toHaveLength(1);
    // A host (not an admin) of A cannot manage A's team either.
    const { user: host, password } = await createUser(db());
    await addProviderUser(db(), { userId: host.id, providerId: a.provider.id, role: 'host' });
    const hostClient = await signedInClient(testApp, host.email, password);
    expect((await hostClient.get(`/api/admin/teams/provider/${a.provider.id}`)).statusCode).toBe(
      404,
    );
  });

  it('answers 400 naming the field for bad input', async () => {
    const { provider, client } = await providerAdmin('Strict Trivia');
    const badEmail = await client.post(`/api/admin/teams/provider/${provider.id}/invitations`, {
      email: 'nope',
      role: 'host',
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().error.message).toMatch(/^email: /);
    const badRole = await client.post(`/api/admin/teams/provider/${provider.id}/invitations`, {
      email: 'fine@example.test',
      role: 'owner',
    });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().error.message).toBe('role: Choose admin or host');
    const badKind = await client.get(`/api/admin/teams/company/${provider.id}`);
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().error.message).toMatch(/kind/);
  });

  it('invitation tokens expire, and a revoked or resent link stops working', async () => {
    const { provider, client } = await providerAdmin('Timely Trivia');
    const url = `/api/admin/teams/provider/${provider.id}/invitations`;
    await client.post(url, { email: 'late@example.test', role: 'host' });
    const first = invitationTokenFor(await mailed(), 'late@example.test');
    const [row] = await db()
      .select()
      .from(invitations)
      .where(eq(invitations.email, 'late@example.test'));
    if (!row) throw new Error('no invitation');

    const resent = await client.post(`${url}/${row.id}/resend`, {});
    expect(resent.statusCode).toBe(204);
    const second = invitationTokenFor(await mailed(), 'late@example.test');
    expect(second).not.toBe(first);
    const oldLink = await new TestClient(testApp).post('/api/invitations/sign-up', {
      token: first,
      name: 'Late',
      password: 'late-password',
    });
    expect(oldLink.statusCode).toBe(404);

    await db()
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, row.id));
    expect((await new TestClient(testApp).get(`/api/invitations/${second}`)).json().state).toBe(
      'expired',
    );
    const expired = await new TestClient(testApp).post('/api/invitations/sign-up', {
      token: second,
      name: 'Late',
      password: 'late-password',
    });
    expect(expired.statusCode).toBe(400);

    await client.post(url, { email: 'revoked@example.test', role: 'host' });
    const revokedToken = invitationTokenFor(await mailed(), 'revoked@example.test');
    const [revokable] = await db()
      .select()
      .from(invitations)
      .where(eq(invitations.email, 'revoked@example.test'));
    const revoked = await client.request({ method: 'DELETE', url: `${url}/${revokable?.id}` });
    expect(revoked.statusCode).toBe(204);
    const afterRevoke = await new TestClient(testApp).post('/api/invitations/sign-up', {
      token: revokedToken,
      name: 'Gone',
      password: 'gone-password',
    });
    expect(afterRevoke.statusCode).toBe(400);
  });

  it('an existing account accepts after signing in, only as the invited address, which it proves', async () => {
    const { provider, client } = await providerAdmin('Welcoming Trivia');
    const { user: existing, password } = await createUser(db(), {
      email: 'known@example.test',
      emailVerified: false,
    });
    const { user: other, password: otherPassword } = await createUser(db(), {
      emailVerified: false,
    });
    await client.post(`/api/admin/teams/provider/${provider.id}/invitations`, {
      email: 'known@example.test',
      role: 'admin',
    });
    const token = invitationTokenFor(await mailed(), 'known@example.test');
    expect((await new TestClient(testApp).get(`/api/invitations/${token}`)).json().hasAccount).toBe(
      true,
    );
    const wrong = await signedInClient(testApp, other.email, otherPassword);
    expect((await wrong.post('/api/invitations/accept', { token })).statusCode).toBe(403);
    const right = await signedInClient(testApp, existing.email, password);
    const accepted = await right.post('/api/invitations/accept', { token });
    expect(accepted.statusCode).toBe(200);
    expect((await right.get('/api/me')).json().providers).toMatchObject([
      { providerId: provider.id, role: 'admin' },
    ]);
    // The link reached the invited address: it counts as proven (decision 095).
    expect((await right.get('/api/me')).json().user.emailVerified).toBe(true);
    expect((await wrong.get('/api/me')).json().user.emailVerified).toBe(false);
  });

  it("a venue's owner invites someone to that venue only", async () => {
    const { user: owner, password } = await createUser(db());
    const venue = await createVenue(db(), { nameOriginal: 'Harpeth Pub' });
    const otherVenue = await createVenue(db(), { nameOriginal: 'Other Pub' });
    await linkUserToVenue(db(), { userId: owner.id, venueId: venue.id, role: 'owner' });
    const client = await signedInClient(testApp, owner.email, password);
    expect((await client.get('/api/admin/teams')).json().teams).toMatchObject([
      { kind: 'venue', id: venue.id },
    ]);
    const forbidden = await client.post(`/api/admin/teams/venue/${otherVenue.id}/invitations`, {
      email: 'bar-staff@example.test',
      role: 'manager',
    });
    expect(forbidden.statusCode).toBe(404);
    const invited = await client.post(`/api/admin/teams/venue/${venue.id}/invitations`, {
      email: 'bar-staff@example.test',
      role: 'manager',
    });
    expect(invited.statusCode).toBe(201);
    const token = invitationTokenFor(await mailed(), 'bar-staff@example.test');
    const staff = new TestClient(testApp);
    expect(
      (
        await staff.post('/api/invitations/sign-up', {
          token,
          name: 'Bar Staff',
          password: 'staff-pass',
        })
      ).statusCode,
    ).toBe(201);
    const links = await db().select().from(userVenues).where(eq(userVenues.venueId, venue.id));
    expect(links.map((link) => link.role).sort()).toEqual(['manager', 'owner']);
    const elsewhere = await db()
      .select()
      .from(userVenues)
      .where(and(eq(userVenues.venueId, otherVenue.id)));
    expect(elsewhere).toEqual([]);
  });

  it('platform admins list every user, change a role, and disable an account whose session ends at once', async () => {
    const { user: admin, password: adminPassword } = await createUser(db(), { role: 'admin' });
    const adminClient = await signedInClient(testApp, admin.email, adminPassword);
    const { user: target, password } = await createUser(db(), { name: 'Zed Target' });
    const targetClient = await signedInClient(testApp, target.email, password);

    const listed = (await adminClient.get('/api/admin/users?q=zed%20target')).json();
    expect(listed.users).toMatchObject([{ id: target.id, role: 'venue_owner', disabledAt: null }]);
    expect((await targetClient.get('/api/admin/users')).statusCode).toBe(403);

    const disabled = await adminClient.request({
      method: 'PATCH',
      url: `/api/admin/users/${target.id}`,
      payload: { disabled: true },
    });
    expect(disabled.statusCode).toBe(204);
    expect((await targetClient.get('/api/me')).json().user).toBeNull();
    const signIn = await new TestClient(testApp).signIn(target.email, password);
    expect(signIn.statusCode).toBe(403);

    await adminClient.request({
      method: 'PATCH',
      url: `/api/admin/users/${target.id}`,
      payload: { disabled: false, role: 'admin' },
    });
    const back = await signedInClient(testApp, target.email, password);
    expect((await back.get('/api/me')).json().isAdmin).toBe(true);

    const bad = await adminClient.request({
      method: 'PATCH',
      url: `/api/admin/users/${target.id}`,
      payload: { role: 'emperor' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/^role: /);
  });

  it('invitation mail goes through the jobs table: sent when the job runs, not for a revoked invitation', async () => {
    const { provider, client } = await providerAdmin('Queued Quiz');
    const mailsTo = async (email: string) =>
      (await readOutbox(testApp.config.dataDir)).filter((m) => m.to.includes(email));
    const base = `/api/admin/teams/provider/${provider.id}/invitations`;
    const kept = await client.post(base, { email: 'queued@example.test', role: 'host' });
    const dropped = await client.post(base, { email: 'dropped@example.test', role: 'host' });
    expect(kept.statusCode).toBe(201);
    const queued = await db()
      .select({ key: jobs.key })
      .from(jobs)
      .where(eq(jobs.kind, 'invitation-mail'));
    expect(queued.map((job) => job.key)).toEqual(
      expect.arrayContaining([expect.stringContaining(kept.json().id)]),
    );
    // Nothing is mailed inside the request.
    expect(await mailsTo('queued@example.test')).toHaveLength(0);
    const revoked = await client.request({
      method: 'DELETE',
      url: `${base}/${dropped.json().id}`,
    });
    expect(revoked.statusCode).toBe(204);
    await testApp.app.jobs.runDue();
    expect(await mailsTo('queued@example.test')).toHaveLength(1);
    expect(await mailsTo('dropped@example.test')).toHaveLength(0);
    // The mailed link is the one that works.
    const token = invitationTokenFor(await mailed(), 'queued@example.test');
    expect((await new TestClient(testApp).get(`/api/invitations/${token}`)).json().state).toBe(
      'open',
    );
  });
});
