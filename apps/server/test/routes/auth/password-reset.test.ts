import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../src/db/factories.ts';
import { verification } from '../../../src/db/schema/index.ts';
import { useTestApp } from '../../helpers/app.ts';
import {
  hashedIdentifier,
  readOutbox,
  resetLinkIn,
  signedInClient,
  TestClient,
} from '../../helpers/auth.ts';

describe('password reset', () => {
  const testApp = useTestApp();

  const requestReset = (email: string) =>
    new TestClient(testApp).post('/api/auth/request-password-reset', { email });

  it('answers exactly the same for an unknown address as for a known one, mailing only the known', async () => {
    const { user } = await createUser(testApp.database.db);
    const known = await requestReset(user.email);
    const unknown = await requestReset('nobody-here@example.test');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    await testApp.app.jobs.runDue(); // the mail is a job (decision 163)
    expect(await readOutbox(testApp.config.dataDir)).toHaveLength(1);
    const [mail] = await readOutbox(testApp.config.dataDir);
    expect(mail?.to).toContain(user.email);
  });

  it('mails a single-use link that expires within an hour, revokes sessions, and changes the password', async () => {
    const { user, password } = await createUser(testApp.database.db, {
      email: 'reset-me@example.test',
    });
    const otherDevice = await signedInClient(testApp, user.email, password);
    expect((await otherDevice.get('/api/me')).json().user).not.toBeNull();

    await requestReset(user.email);
    await testApp.app.jobs.runDue();
    const mail = (await readOutbox(testApp.config.dataDir)).find((m) => m.to.includes('reset-me@'));
    const link = resetLinkIn(mail?.text ?? '');
    expect(link.startsWith(testApp.config.publicUrl)).toBe(true);
    const token = decodeURIComponent(new URL(link).searchParams.get('token') ?? '');

    const [stored] = await testApp.database.db
      .select({ expiresAt: verification.expiresAt })
      .from(verification)
      .where(sql`${verification.identifier} = ${hashedIdentifier(`reset-password:${token}`)}`);
    expect(stored && stored.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);

    const short = await new TestClient(testApp).post('/api/auth/reset-password', {
      token,
      newPassword: '12345',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe('newPassword: Password must be at least 6 characters');

    const reset = await new TestClient(testApp).post('/api/auth/reset-password', {
      token,
      newPassword: 'brand-new-secret',
    });
    expect(reset.statusCode).toBe(200);

    const reused = await new TestClient(testApp).post('/api/auth/reset-password', {
      token,
      newPassword: 'another-one',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.code).toBe('INVALID_TOKEN');

    expect((await otherDevice.get('/api/me')).json().user).toBeNull();
    expect((await new TestClient(testApp).signIn(user.email, password)).statusCode).toBe(401);
    expect((await new TestClient(testApp).signIn(user.email, 'brand-new-secret')).statusCode).toBe(
      200,
    );
  });

  it('refuses an expired token', async () => {
    const { user } = await createUser(testApp.database.db, { email: 'slow@example.test' });
    await requestReset(user.email);
    await testApp.app.jobs.runDue();
    const mail = (await readOutbox(testApp.config.dataDir)).find((m) => m.to.includes('slow@'));
    const token = new URL(resetLinkIn(mail?.text ?? '')).searchParams.get('token') ?? '';
    await testApp.database.db.execute(
      sql`update auth_verification set expires_at = now() - interval '1 minute' where identifier = ${hashedIdentifier(`reset-password:${token}`)}`,
    );
    const response = await new TestClient(testApp).post('/api/auth/reset-password', {
      token,
      newPassword: 'whatever-1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('INVALID_TOKEN');
  });

  it('refuses a missing token naming the field', async () => {
    const response = await new TestClient(testApp).post('/api/auth/reset-password', {
      newPassword: 'whatever-1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([expect.objectContaining({ field: 'token' })]);
  });
});
