import { addDays, todayIn } from '@trivia/shared';
import { describe, expect, it } from 'vitest';
import {
  addProviderUser,
  createEvent,
  createOccurrence,
  createProvider,
  createUser,
  createVenue,
  linkUserToVenue,
} from '../../../src/db/factories.ts';
import type { TestApp } from '../../helpers/app.ts';
import { auditOf } from '../../helpers/audit.ts';
import { readOutbox, signedInClient, TestClient, useAdminApp } from '../../helpers/auth.ts';

async function invitationToken(testApp: TestApp, email: string): Promise<string> {
  await testApp.app.jobs.runDue(); // invitations are mailed by a job (decision 063)
  const mail = (await readOutbox(testApp.config.dataDir))
    .filter((m) => m.to.includes(email))
    .at(-1);
  const token = /\/admin\/invitation\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  return token;
}

/**
 * Memberships and roles are in the history too — one entry per change, written in its
 * transaction, none when the change is refused.
 */
describe('the history of memberships and roles', () => {
  const { testApp, admin, db } = useAdminApp();
  const added = <T>(write: () => Promise<T>) => auditOf(db(), write);

  async function providerAdmin(name: string) {
    const provider = await createProvider(db(), { name });
    const { user, password } = await createUser(db(), { name: `${name} Boss` });
    await addProviderUser(db(), { userId: user.id, providerId: provider.id, role: 'admin' });
    return { provider, user, client: await signedInClient(testApp, user.email, password) };
  }

  it("joining by invitation, then removal, each leave one entry; the removed host's next write is refused", async () => {
    const { provider, user: boss, client } = await providerAdmin('Audit Riot');
    const venue = await createVenue(db(), {});
    const event = await createEvent(db(), { venueId: venue.id, providerId: provider.id });
    const night = await createOccurrence(db(), {
      eventId: event.id,
      occurrenceDate: addDays(todayIn('UTC'), 30),
    });
    const email = `host-${provider.id.slice(0, 8)}@example.test`;
    const invited = await added(() =>
      client.post(`/api/admin/teams/provider/${provider.id}/invitations`, { email, role: 'host' }),
    );
    expect(invited.response.statusCode).toBe(201);
    const token = await invitationToken(testApp, email);

    const host = new TestClient(testApp);
    const joined = await added(() =>
      host.post('/api/invitations/sign-up', { token, name: 'Sam Host', password: 'host-password' }),
    );
    expect(joined.response.statusCode).toBe(201);
    const hostId = (await host.get('/api/me')).json().user.id as string;
    expect(joined.added).toHaveLength(1);
    expect(joined.added[0]).toMatchObject({
      action: 'created',
      entityType: 'provider_member',
      entityId: `${provider.id}:${hostId}`,
      entityLabel: 'Sam Host — Audit Riot',
      actorUserId: hostId,
      actorName: 'Sam Host',
      changes: {
        person: { before: null, after: email },
        role: { before: null, after: 'host' },
      },
    });

    // A host acts for the provider: a real admin write works…
    const cancel = () =>
      host.request({
        method: 'PATCH',
        url: `/api/admin/occurrences/${night.id}`,
        payload: { notes: 'Quiz master away' },
      });
    expect((await cancel()).statusCode).toBe(200);

    const lastAdmin = await added(() =>
      client.request({
        method: 'DELETE',
        url: `/api/admin/teams/provider/${provider.id}/members/${boss.id}`,
      }),
    );
    expect(lastAdmin.response.statusCode).toBe(403);
    expect(lastAdmin.added).toHaveLength(0);

    const removed = await added(() =>
      client.request({
        method: 'DELETE',
        url: `/api/admin/teams/provider/${provider.id}/members/${hostId}`,
      }),
    );
    expect(removed.response.statusCode).toBe(204);
    expect(removed.added).toHaveLength(1);
    expect(removed.added[0]).toMatchObject({
      action: 'deleted',
      entityType: 'provider_member',
      entityId: `${provider.id}:${hostId}`,
      actorUserId: boss.id,
      actorContext: 'Audit Riot',
      changes: { person: { before: email, after: null }, role: { before: 'host', after: null } },
    });

    // …and is refused at the removed host's next one, its session still open.
    const refused = await added(cancel);
    expect(refused.response.statusCode).toBe(403);
    expect(refused.added).toHaveLength(0);
  });

  it("an existing account accepting a venue's invitation leaves one entry on the venue's history", async () => {
    const { user: owner, password } = await createUser(db(), { name: 'Vera Owner' });
    const venue = await createVenue(db(), { nameOriginal: 'Audit Tavern' });
    await linkUserToVenue(db(), { userId: owner.id, venueId: venue.id });
    const ownerClient = await signedInClient(testApp, owner.email, password);
    const staff = await createUser(db(), { name: 'Milo Staff' });
    await ownerClient.post(`/api/admin/teams/venue/${venue.id}/invitations`, {
      email: staff.user.email,
      role: 'manager',
    });
    const token = await invitationToken(testApp, staff.user.email);
    const milo = await signedInClient(testApp, staff.user.email, staff.password);
    const accepted = await added(() => milo.post('/api/invitations/accept', { token }));
    expect(accepted.response.statusCode).toBe(200);
    expect(accepted.added).toHaveLength(1);
    expect(accepted.added[0]).toMatchObject({
      action: 'created',
      entityType: 'venue_member',
      entityLabel: 'Milo Staff — Audit Tavern',
      actorUserId: staff.user.id,
      venueId: venue.id,
      changes: { role: { before: null, after: 'manager' } },
    });
    const twice = await added(() => milo.post('/api/invitations/accept', { token }));
    expect(twice.response.statusCode).toBe(400);
    expect(twice.added).toHaveLength(0);

    const history = (await ownerClient.get(`/api/admin/venues/${venue.id}/history`)).json();
    expect(history.entries[0]).toMatchObject({ entityType: 'venue_member', action: 'created' });
  });

  it('role changes, disabling and re-enabling each leave one entry; refused ones none', async () => {
    const target = await createUser(db(), { name: 'Rita Role' });
    const patch = (client: TestClient, payload: object) =>
      added(() =>
        client.request({ method: 'PATCH', url: `/api/admin/users/${target.user.id}`, payload }),
      );
    const promoted = await patch(admin, { role: 'admin' });
    expect(promoted.response.statusCode).toBe(204);
    expect(promoted.added).toHaveLength(1);
    expect(promoted.added[0]).toMatchObject({
      action: 'updated',
      entityType: 'user_profile',
      entityId: target.user.id,
      actorUserId: admin.userId,
      actorContext: 'Admin',
      changes: { role: { before: 'venue_owner', after: 'admin' } },
    });
    expect(Object.keys(promoted.added[0]?.changes ?? {})).toEqual(['role']);

    const disabled = await patch(admin, { disabled: true });
    expect(disabled.added).toHaveLength(1);
    expect(disabled.added[0]?.changes).toEqual({ disabled: { before: false, after: true } });
    const enabled = await patch(admin, { disabled: false, role: 'venue_owner' });
    expect(enabled.added).toHaveLength(1);
    expect(enabled.added[0]?.changes).toEqual({
      disabled: { before: true, after: false },
      role: { before: 'admin', after: 'venue_owner' },
    });
    // The same again changes nothing, so records nothing.
    expect((await patch(admin, { disabled: false })).added).toHaveLength(0);

    const bad = await patch(admin, { role: 'emperor' });
    expect(bad.response.statusCode).toBe(400);
    expect(bad.added).toHaveLength(0);
    const self = await added(() =>
      admin.request({
        method: 'PATCH',
        url: `/api/admin/users/${admin.userId}`,
        payload: { disabled: true },
      }),
    );
    expect(self.response.statusCode).toBe(400);
    expect(self.added).toHaveLength(0);
    const stranger = await signedInClient(testApp, target.user.email, target.password);
    const notAdmin = await patch(stranger, { role: 'admin' });
    expect(notAdmin.response.statusCode).toBe(403);
    expect(notAdmin.added).toHaveLength(0);
  });
});
