import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  addProviderUser,
  createProvider,
  createUser,
  createVenue,
} from '../../../src/db/factories.ts';
import { invitations, providerUsers, user, userVenues } from '../../../src/db/schema/index.ts';
import { inviterCannotInvite } from '../../../src/services/team/invitation-rights.ts';
import { auditEntries } from '../../helpers/audit.ts';
import { readOutbox, signedInClient, TestClient, useAdminApp } from '../../helpers/auth.ts';

/**
 * Decision 099: an invitation speaks for its inviter, so opening or using it
 * re-checks, then, that the inviter may still manage the team.
 */
describe('an invitation works only while its inviter may still invite', () => {
  const { testApp, admin, db } = useAdminApp();
  const visitor = new TestClient(testApp);

  async function invitationToken(email: string) {
    await testApp.app.jobs.runDue();
    const mail = (await readOutbox(testApp.config.dataDir)).filter((m) => m.to === email).at(-1);
    const token = /\/admin\/invitation\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    if (!token) throw new Error(`no invitation mailed to ${email}`);
    return token;
  }

  /** A provider admin who invites an address; a second admin who can remove the first. */
  async function providerInvitation(invitee: string) {
    const provider = await createProvider(db(), { name: `Quiz ${invitee.slice(0, 8)}` });
    const inviter = await createUser(db(), { name: 'Ina Inviter' });
    const other = await createUser(db(), { name: 'Oskar Admin' });
    for (const member of [inviter, other])
      await addProviderUser(db(), {
        userId: member.user.id,
        providerId: provider.id,
        role: 'admin',
      });
    const inviterClient = await signedInClient(testApp, inviter.user.email, inviter.password);
    const sent = await inviterClient.post(`/api/admin/teams/provider/${provider.id}/invitations`, {
      email: invitee,
      role: 'host',
    });
    expect(sent.statusCode).toBe(201);
    return {
      provider,
      inviter,
      otherClient: await signedInClient(testApp, other.user.email, other.password),
      token: await invitationToken(invitee),
    };
  }

  const membersOf = async (providerId: string) =>
    (
      await db()
        .select({ userId: providerUsers.userId })
        .from(providerUsers)
        .where(eq(providerUsers.providerId, providerId))
    ).length;

  it('an inviter removed from the team: the link says so, and the short sign-up makes nothing', async () => {
    const invitee = 'newcomer-removed@example.test';
    const { provider, inviter, otherClient, token } = await providerInvitation(invitee);
    const removed = await otherClient.request({
      method: 'DELETE',
      url: `/api/admin/teams/provider/${provider.id}/members/${inviter.user.id}`,
    });
    expect(removed.statusCode).toBe(204);
    const message = inviterCannotInvite(provider.name);

    const opened = await visitor.get(`/api/invitations/${token}`);
    expect(opened.statusCode).toBe(403);
    expect(opened.json().error.message).toBe(message);

    const members = await membersOf(provider.id);
    const history = (await auditEntries(db())).length;
    const signUp = await new TestClient(testApp).post('/api/invitations/sign-up', {
      token,
      name: 'New Comer',
      password: 'newcomer-password',
    });
    expect(signUp.statusCode).toBe(403);
    expect(signUp.json().error.message).toBe(message);
    expect(await db().select().from(user).where(eq(user.email, invitee))).toEqual([]);
    expect(await membersOf(provider.id)).toBe(members);
    expect((await auditEntries(db())).length).toBe(history);
    const [row] = await db().select().from(invitations).where(eq(invitations.email, invitee));
    expect(row?.acceptedAt).toBeNull();
  });

  it('a disabled inviter: an existing account cannot accept', async () => {
    const invitee = 'known-disabled@example.test';
    const account = await createUser(db(), { email: invitee });
    const { provider, inviter, token } = await providerInvitation(invitee);
    const disabled = await admin.request({
      method: 'PATCH',
      url: `/api/admin/users/${inviter.user.id}`,
      payload: { disabled: true },
    });
    expect(disabled.statusCode).toBe(204);
    const message = inviterCannotInvite(provider.name);
    expect((await visitor.get(`/api/invitations/${token}`)).json().error.message).toBe(message);

    const client = await signedInClient(testApp, invitee, account.password);
    const accepted = await client.post('/api/invitations/accept', { token });
    expect(accepted.statusCode).toBe(403);
    expect(accepted.json().error.message).toBe(message);
    expect((await client.get('/api/me')).json().providers).toEqual([]);

    // Enabled again, the inviter's invitation works again.
    await admin.request({
      method: 'PATCH',
      url: `/api/admin/users/${inviter.user.id}`,
      payload: { disabled: false },
    });
    expect((await client.post('/api/invitations/accept', { token })).statusCode).toBe(200);
    expect((await client.get('/api/me')).json().providers).toMatchObject([
      { providerId: provider.id, role: 'host' },
    ]);
  });

  it('a platform admin who is no longer one: their invitation to a venue stops working', async () => {
    const formerAdmin = await createUser(db(), { name: 'Ada Former', role: 'admin' });
    const venue = await createVenue(db(), { nameOriginal: 'Demoted Den' });
    const formerClient = await signedInClient(
      testApp,
      formerAdmin.user.email,
      formerAdmin.password,
    );
    const invitee = 'den-owner@example.test';
    const sent = await formerClient.post(`/api/admin/teams/venue/${venue.id}/invitations`, {
      email: invitee,
      role: 'owner',
    });
    expect(sent.statusCode).toBe(201);
    const token = await invitationToken(invitee);
    expect((await visitor.get(`/api/invitations/${token}`)).json().state).toBe('open');

    const demoted = await admin.request({
      method: 'PATCH',
      url: `/api/admin/users/${formerAdmin.user.id}`,
      payload: { role: 'venue_owner' },
    });
    expect(demoted.statusCode).toBe(204);
    const signUp = await new TestClient(testApp).post('/api/invitations/sign-up', {
      token,
      name: 'Den Owner',
      password: 'den-owner-pass',
    });
    expect(signUp.statusCode).toBe(403);
    expect(signUp.json().error.message).toBe(inviterCannotInvite('Demoted Den'));
    expect(await db().select().from(userVenues).where(eq(userVenues.venueId, venue.id))).toEqual(
      [],
    );
  });
});
