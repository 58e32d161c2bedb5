import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../src/db/factories.ts';
import { emailChanges, user } from '../../../src/db/schema/index.ts';
import { useTestApp } from '../../helpers/app.ts';
import { readOutbox, signedInClient, TestClient } from '../../helpers/auth.ts';

function linkTo(text: string, path: string): string {
  const match = new RegExp(`https?://\\S+${path}\\?token=[A-Za-z0-9_-]+`).exec(text);
  if (!match) throw new Error(`no ${path} link in the mail`);
  return match[0];
}

describe('/admin/profile API', () => {
  const testApp = useTestApp();
  const db = () => testApp.database.db;

  it('changes the display name, and answers 400 naming the field for a blank one', async () => {
    const { user: created, password } = await createUser(db());
    const client = await signedInClient(testApp, created.email, password);
    const blank = await client.put('/api/profile/display-name', { displayName: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe('displayName: Display name is required');
    const saved = await client.put('/api/profile/display-name', { displayName: 'Quizmaster Sam' });
    expect(saved.statusCode).toBe(200);
    expect((await client.get('/api/me')).json().profile.displayName).toBe('Quizmaster Sam');
    expect((await client.get('/api/me')).json().user.name).toBe('Quizmaster Sam');
  });

  it('changes the email only once the mailed link is confirmed, and the link works once', async () => {
    const { user: created, password } = await createUser(db(), { email: 'old-addr@example.test' });
    const client = await signedInClient(testApp, created.email, password);
    const bad = await client.post('/api/profile/email-change', {
      newEmail: 'not-an-email',
      currentPassword: password,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/^newEmail: /);
    const asked = await client.post('/api/profile/email-change', {
      newEmail: 'New-Addr@example.test',
      currentPassword: password,
    });
    expect(asked.statusCode).toBe(202);
    expect((await client.get('/api/me')).json().user.email).toBe('old-addr@example.test');

    const mail = (await readOutbox(testApp.config.dataDir)).find((m) =>
      m.to.includes('new-addr@example.test'),
    );
    const token = new URL(linkTo(mail?.text ?? '', '/admin/confirm-email')).searchParams.get(
      'token',
    );
    // Opening the link's page is a GET of the SPA; only the POST acts.
    const page = await new TestClient(testApp).get(`/admin/confirm-email?token=${token}`);
    expect(page.statusCode).toBe(200);
    expect((await client.get('/api/me')).json().user.email).toBe('old-addr@example.test');

    const confirmed = await new TestClient(testApp).post('/api/email-changes/confirm', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ email: 'new-addr@example.test' });
    expect((await client.get('/api/me')).json().user.email).toBe('new-addr@example.test');
    const again = await new TestClient(testApp).post('/api/email-changes/confirm', { token });
    expect(again.statusCode).toBe(400);
    expect(
      (await new TestClient(testApp).signIn('new-addr@example.test', password)).statusCode,
    ).toBe(200);
  });

  it('an email change needs the current password: 400 naming the field when missing or wrong', async () => {
    const { user: created, password } = await createUser(db(), { email: 'kept@example.test' });
    const client = await signedInClient(testApp, created.email, password);
    const missing = await client.post('/api/profile/email-change', {
      newEmail: 'taken-over@example.test',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details).toEqual([
      { field: 'currentPassword', message: 'Current password is required' },
    ]);
    const wrong = await client.post('/api/profile/email-change', {
      newEmail: 'taken-over@example.test',
      currentPassword: 'not-the-password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details).toEqual([
      { field: 'currentPassword', message: 'Current password is incorrect' },
    ]);
    expect(
      (await readOutbox(testApp.config.dataDir)).filter((m) => m.to.includes('taken-over@')),
    ).toHaveLength(0);
    expect(
      await db().select().from(emailChanges).where(eq(emailChanges.userId, created.id)),
    ).toEqual([]);
  });

  it('tells the old address once the change takes effect', async () => {
    const { user: created, password } = await createUser(db(), {
      email: 'was-here@example.test',
      name: 'Wendy Was',
    });
    const client = await signedInClient(testApp, created.email, password);
    await client.post('/api/profile/email-change', {
      newEmail: 'is-there@example.test',
      currentPassword: password,
    });
    const toOld = async () =>
      (await readOutbox(testApp.config.dataDir)).filter((m) => m.to.includes('was-here@'));
    expect(await toOld()).toHaveLength(0);
    const mail = (await readOutbox(testApp.config.dataDir)).find((m) =>
      m.to.includes('is-there@example.test'),
    );
    const token = new URL(linkTo(mail?.text ?? '', '/admin/confirm-email')).searchParams.get(
      'token',
    );
    expect(
      (await new TestClient(testApp).post('/api/email-changes/confirm', { token })).statusCode,
    ).toBe(200);
    const [notice, ...others] = await toOld();
    expect(others).toHaveLength(0);
    expect(notice?.subject).toBe('Your Trivia Near Me email was changed');
    expect(notice?.text).toContain('Hi Wendy Was,');
    expect(notice?.text).toContain('changed from was-here@example.test');
    expect(notice?.text).toContain('to is-there@example.test');
    expect(notice?.text).not.toContain('token=');
  });

  it('refuses an expired email-change link', async () => {
    const { user: created, password } = await createUser(db());
    const client = await signedInClient(testApp, created.email, password);
    await client.post('/api/profile/email-change', {
      newEmail: 'later@example.test',
      currentPassword: password,
    });
    await db()
      .update(emailChanges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChanges.userId, created.id));
    const mail = (await readOutbox(testApp.config.dataDir)).find((m) =>
      m.to.includes('later@example.test'),
    );
    const token = new URL(linkTo(mail?.text ?? '', '/admin/confirm-email')).searchParams.get(
      'token',
    );
    const expired = await new TestClient(testApp).post('/api/email-changes/confirm', { token });
    expect(expired.statusCode).toBe(400);
    const [stored] = await db().select().from(user).where(eq(user.id, created.id));
    expect(stored?.email).toBe(created.email);
  });

  it('a password change needs the current password and signs out the other sessions', async () => {
    const { user: created, password } = await createUser(db());
    const here = await signedInClient(testApp, created.email, password);
    const elsewhere = await signedInClient(testApp, created.email, password);
    const listed = (await here.get('/api/profile/sessions')).json().sessions;
    expect(listed).toHaveLength(2);
    expect(listed.filter((s: { isCurrent: boolean }) => s.isCurrent)).toHaveLength(1);
    expect(JSON.stringify(listed)).not.toMatch(/token/i);

    const wrong = await here.post('/api/auth/change-password', {
      currentPassword: 'not-it',
      newPassword: 'another-secret',
    });
    expect(wrong.statusCode).toBe(400);
    const short = await here.post('/api/auth/change-password', {
      currentPassword: password,
      newPassword: '123',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe('newPassword: Password must be at least 6 characters');

    const changed = await here.post('/api/auth/change-password', {
      currentPassword: password,
      newPassword: 'another-secret',
    });
    expect(changed.statusCode).toBe(200);
    expect((await here.get('/api/me')).json().user).not.toBeNull();
    expect((await elsewhere.get('/api/me')).json().user).toBeNull();
    expect((await here.get('/api/profile/sessions')).json().sessions).toHaveLength(1);
  });

  it('Sign out everywhere else ends the other sessions and keeps this one', async () => {
    const { user: created, password } = await createUser(db());
    const here = await signedInClient(testApp, created.email, password);
    const elsewhere = await signedInClient(testApp, created.email, password);
    const response = await here.post('/api/auth/revoke-other-sessions', {});
    expect(response.statusCode).toBe(200);
    expect((await here.get('/api/me')).json().user).not.toBeNull();
    expect((await elsewhere.get('/api/me')).json().user).toBeNull();
  });

  it('answers 401 to nobody', async () => {
    const response = await new TestClient(testApp).get('/api/profile/sessions');
    expect(response.statusCode).toBe(401);
  });
});
