import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addProviderUser, createProvider, createUser } from '../../../src/db/factories.ts';
import { userProfiles } from '../../../src/db/schema/index.ts';
import { expectServerError, useTestApp } from '../../helpers/app.ts';
import { signedInClient, TestClient } from '../../helpers/auth.ts';

describe('GET /api/me and profile resolution (spec §6)', () => {
  const testApp = useTestApp({ ADMIN_EMAILS: 'boss@example.test' });

  const profileOf = async (id: string) =>
    (await testApp.database.db.select().from(userProfiles).where(eq(userProfiles.id, id)))[0];

  it('answers nobody when signed out', async () => {
    expect((await new TestClient(testApp).get('/api/me')).json()).toEqual({
      user: null,
      profile: null,
      isAdmin: false,
      adminAccess: null,
      providers: [],
    });
  });

  it('keeps an existing profile', async () => {
    const { user, password } = await createUser(testApp.database.db, {
      role: 'venue_owner',
      name: 'Olive',
    });
    const me = (await (await signedInClient(testApp, user.email, password)).get('/api/me')).json();
    expect(me.profile).toEqual({ id: user.id, displayName: 'Olive', role: 'venue_owner' });
    expect(me).toMatchObject({ isAdmin: false, adminAccess: 'granted', providers: [] });
  });

  it.each(['god', 'god_admin'] as const)(
    'creates and saves an admin profile for an admin_users %s',
    async (adminRole) => {
      const { user, password } = await createUser(testApp.database.db, { role: null, adminRole });
      expect(await profileOf(user.id)).toBeUndefined();
      const me = (
        await (await signedInClient(testApp, user.email, password)).get('/api/me')
      ).json();
      expect(me.profile.role).toBe('admin');
      expect(me.isAdmin).toBe(true);
      expect((await profileOf(user.id))?.role).toBe('admin');
    },
  );

  it('creates and saves a venue_owner profile for everyone else', async () => {
    const { user, password } = await createUser(testApp.database.db, { role: null, name: 'Vera' });
    const me = (await (await signedInClient(testApp, user.email, password)).get('/api/me')).json();
    expect(me.profile).toEqual({ id: user.id, displayName: 'Vera', role: 'venue_owner' });
    expect((await profileOf(user.id))?.role).toBe('venue_owner');
  });

  it('makes ADMIN_EMAILS addresses admins (no user id is hard-coded)', async () => {
    const { password } = await createUser(testApp.database.db, {
      email: 'boss@example.test',
      role: null,
    });
    const me = (
      await (await signedInClient(testApp, 'boss@example.test', password)).get('/api/me')
    ).json();
    expect(me.isAdmin).toBe(true);
    expect(me.profile.role).toBe('admin');
  });

  it("falls back to a default 'User' venue_owner profile when the lookup fails, and logs it", async () => {
    expectServerError('profile lookup failed; using the default profile');
    const { user, password } = await createUser(testApp.database.db, { role: null });
    const client = await signedInClient(testApp, user.email, password);
    await testApp.database.db.execute(sql`alter table user_profiles rename to user_profiles_away`);
    try {
      const me = (await client.get('/api/me')).json();
      expect(me.profile).toEqual({ id: user.id, displayName: 'User', role: 'venue_owner' });
      expect(me.user.email).toBe(user.email);
    } finally {
      await testApp.database.db.execute(
        sql`alter table user_profiles_away rename to user_profiles`,
      );
    }
    expect(await profileOf(user.id)).toBeUndefined();
    expect(testApp.logs).toContainEqual(
      expect.objectContaining({
        level: 50,
        msg: 'profile lookup failed; using the default profile',
        userId: user.id,
      }),
    );
  });

  it('lists provider memberships and holds back users of a provider awaiting approval', async () => {
    const { user, password } = await createUser(testApp.database.db);
    const provider = await createProvider(testApp.database.db, {
      status: 'pending',
      name: 'Quiz Co',
    });
    await addProviderUser(testApp.database.db, {
      userId: user.id,
      providerId: provider.id,
      role: 'admin',
    });
    const client = await signedInClient(testApp, user.email, password);
    const me = (await client.get('/api/me')).json();
    expect(me.adminAccess).toBe('pending_approval');
    expect(me.providers).toEqual([
      { providerId: provider.id, providerName: 'Quiz Co', status: 'pending', role: 'admin' },
    ]);
  });
});
