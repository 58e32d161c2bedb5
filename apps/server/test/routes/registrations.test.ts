import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../src/db/factories.ts';
import {
  notifications,
  providerUsers,
  triviaProviders,
  user,
  userProfiles,
} from '../../src/db/schema/index.ts';
import { expectServerError, useTestApp } from '../helpers/app.ts';
import { TestClient } from '../helpers/auth.ts';

const registration = (email: string, overrides: Record<string, unknown> = {}) => ({
  fullName: 'Riley Host',
  email,
  password: 'quizzical',
  providerName: 'Riley Runs Trivia',
  phone: '(615) 555-0199',
  website: 'https://riley.example',
  description: 'Pub quizzes in East Nashville.',
  ...overrides,
});

describe('POST /api/registrations', () => {
  const testApp = useTestApp();
  const db = () => testApp.database.db;

  it('creates exactly one user, pending provider, provider_users row and notification, and signs in', async () => {
    const client = new TestClient(testApp);
    const response = await client.post('/api/registrations', registration('Riley@Example.test'));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.user).toMatchObject({ email: 'riley@example.test', name: 'Riley Host' });
    expect(body.provider).toMatchObject({ name: 'Riley Runs Trivia', status: 'pending' });

    const users = await db().select().from(user).where(eq(user.email, 'riley@example.test'));
    expect(users).toHaveLength(1);
    const providers = await db()
      .select()
      .from(triviaProviders)
      .where(eq(triviaProviders.id, body.provider.id));
    expect(providers).toEqual([
      expect.objectContaining({
        status: 'pending',
        isActive: false,
        phone: '(615) 555-0199',
        email: 'riley@example.test',
      }),
    ]);
    const links = await db()
      .select()
      .from(providerUsers)
      .where(eq(providerUsers.userId, body.user.id));
    expect(links).toEqual([
      expect.objectContaining({ providerId: body.provider.id, role: 'admin' }),
    ]);
    const notes = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.relatedId, body.provider.id));
    expect(notes).toEqual([
      expect.objectContaining({ type: 'new_provider', relatedTable: 'trivia_providers' }),
    ]);
    const [profile] = await db()
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.id, body.user.id));
    expect(profile?.role).toBe('venue_owner');

    // Signed in, but held at the door until an admin approves the provider.
    const me = (await client.get('/api/me')).json();
    expect(me.user.email).toBe('riley@example.test');
    expect(me.adminAccess).toBe('pending_approval');
    const admin = await client.get('/api/admin/notifications/summary');
    expect(admin.statusCode).toBe(403);
    expect(admin.json().error.message).toMatch(/awaiting approval/);
  });

  it("falls back to the person's name for the provider", async () => {
    const response = await new TestClient(testApp).post(
      '/api/registrations',
      registration('solo@example.test', { providerName: '  ', fullName: 'Sam Solo' }),
    );
    expect(response.json().provider.name).toBe('Sam Solo');
  });

  it.each([
    [{ password: '12345' }, 'password', 'Minimum 6 characters'],
    [{ email: 'not-an-email' }, 'email', 'Enter a valid email address'],
    [{ email: '' }, 'email', 'Email is required'],
    [{ fullName: '' }, 'fullName', 'Your Name is required'],
    [{ website: 'riley dot com' }, 'website', 'Enter a full web address'],
  ])('refuses %o with 400 naming %s', async (overrides, field, message) => {
    const response = await new TestClient(testApp).post(
      '/api/registrations',
      registration('x@example.test', overrides),
    );
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.details).toEqual([
      expect.objectContaining({ field, message: expect.stringContaining(message) }),
    ]);
    expect(await db().select().from(user).where(eq(user.email, 'x@example.test'))).toHaveLength(0);
  });

  it('refuses an email that already has an account, changing nothing', async () => {
    const { user: existing } = await createUser(db());
    const before = await db().select({ n: sql<number>`count(*)::int` }).from(triviaProviders);
    const response = await new TestClient(testApp).post(
      '/api/registrations',
      registration(existing.email),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toMatch(/already exists/);
    expect(await db().select({ n: sql<number>`count(*)::int` }).from(triviaProviders)).toEqual(
      before,
    );
  });

  it('only logs a failed notification: the registration stands', async () => {
    expectServerError('the new_provider notification could not be stored');
    await db().execute(sql`
      create function refuse_notifications() returns trigger language plpgsql as $$
      begin raise exception 'notifications are down'; end $$`);
    await db().execute(sql`
      create trigger refuse_notifications before insert on notifications
      for each row execute function refuse_notifications()`);
    try {
      const response = await new TestClient(testApp).post(
        '/api/registrations',
        registration('quiet@example.test'),
      );
      expect(response.statusCode).toBe(201);
      const { provider } = response.json();
      expect(
        await db().select().from(triviaProviders).where(eq(triviaProviders.id, provider.id)),
      ).toHaveLength(1);
      expect(
        await db().select().from(notifications).where(eq(notifications.relatedId, provider.id)),
      ).toHaveLength(0);
    } finally {
      await db().execute(sql`drop trigger refuse_notifications on notifications`);
      await db().execute(sql`drop function refuse_notifications()`);
    }
  });

  it('limits registrations per address', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const response = await new TestClient(testApp).request({
        method: 'POST',
        url: '/api/registrations',
        payload: registration(`burst-${attempt}@example.test`),
        remoteAddress: '10.3.3.3',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
  });
});
