import { describe, expect, it } from 'vitest';
import { createUser } from '../../../src/db/factories.ts';
import { verification } from '../../../src/db/schema/index.ts';
import { useTestApp } from '../../helpers/app.ts';
import {
  hashedIdentifier,
  readOutbox,
  resetLinkIn,
  signInNewUser,
  TestClient,
  verificationTokenFor,
} from '../../helpers/auth.ts';

/**
 * The `verification` table holds only hashes of the mailed tokens (decision
 * 096), so a copy of the database opens no reset or confirmation link.
 */
describe('tokens at rest', () => {
  const testApp = useTestApp();
  const storedRows = () => testApp.database.db.select().from(verification);

  it('keeps only the hash of a password-reset token, and the link still works', async () => {
    const { user } = await createUser(testApp.database.db, { email: 'at-rest@example.test' });
    await new TestClient(testApp).post('/api/auth/request-password-reset', { email: user.email });
    await testApp.app.jobs.runDue(); // the mail is a job that makes the token (decision 163)
    const mail = (await readOutbox(testApp.config.dataDir)).find((m) => m.to.includes('at-rest@'));
    const token = new URL(resetLinkIn(mail?.text ?? '')).searchParams.get('token') ?? '';

    const rows = await storedRows();
    expect(JSON.stringify(rows)).not.toContain(token);
    const stored = rows.find(
      (row) => row.identifier === hashedIdentifier(`reset-password:${token}`),
    );
    expect(stored?.value).toBe(user.id);

    // What the table holds opens nothing; the mailed token does, once.
    for (const row of rows) {
      const guess = await new TestClient(testApp).post('/api/auth/reset-password', {
        token: row.identifier,
        newPassword: 'stolen-secret',
      });
      expect(guess.statusCode).toBe(400);
    }
    const reset = await new TestClient(testApp).post('/api/auth/reset-password', {
      token,
      newPassword: 'brand-new-secret',
    });
    expect(reset.statusCode).toBe(200);
  });

  it('keeps only the hash of an address-confirmation token, and the link still works', async () => {
    const client = await signInNewUser(testApp, { emailVerified: false });
    const { email } = (await client.get('/api/me')).json().user;
    await client.post('/api/email-verification/send');
    const token = await verificationTokenFor(testApp, email);

    const rows = await storedRows();
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows.map((row) => row.identifier)).toContain(
      hashedIdentifier(`email-verification:${token}`),
    );

    for (const row of rows) {
      const guess = await new TestClient(testApp).post('/api/email-verification/confirm', {
        token: row.identifier,
      });
      expect(guess.statusCode).toBe(400);
    }
    const confirmed = await new TestClient(testApp).post('/api/email-verification/confirm', {
      token,
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await client.get('/api/me')).json().user.emailVerified).toBe(true);
  });
});
