import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client.ts';
import { createUser } from '../../../src/db/factories.ts';
import { PASSWORD_RESET_MAIL } from '../../../src/services/password-reset.ts';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';
import { resetLinkIn, TestClient } from '../../helpers/auth.ts';
import { TestSmtpServer } from '../../helpers/smtp-server.ts';

/**
 * "Forgot password" through a real SMTP server (decision 163): the request only queues the mail,
 * so its answer does not depend on the mail server or on the address, and a mail the server
 * could not take is sent again once it can.
 */
describe('password reset mail as a job', () => {
  const smtp = new TestSmtpServer();
  let testApp: TestApp;
  beforeAll(async () => {
    // Reserved, not started: mail is refused until the test starts the server.
    await smtp.reserve();
    testApp = await buildTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await testApp.close();
    await smtp.stop();
  });

  const requestReset = (email: string) =>
    new TestClient(testApp).post('/api/auth/request-password-reset', { email });
  const resetJobs = () =>
    queryRows<{ payload: unknown; attempts: number; done: boolean; last_error: string | null }>(
      testApp.database.db,
      sql`select payload, attempts, done_at is not null as done, last_error
        from jobs where kind = ${PASSWORD_RESET_MAIL} order by id`,
    );
  /** Reset tokens of the account that would work now (better-auth keeps only their hashes). */
  const liveResetTokens = async (userId: string) =>
    (
      await queryRows<{ count: number }>(
        testApp.database.db,
        sql`select count(*)::int as count from auth_verification
          where value = ${userId} and expires_at > now()`,
      )
    )[0]?.count;

  it('answers the same success with SMTP down, and the mail arrives once it is up', async () => {
    const { user } = await createUser(testApp.database.db, { email: 'outage@example.test' });
    const known = await requestReset(user.email);
    const unknown = await requestReset('nobody-at-all@example.test');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toMatchObject({ status: true });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);

    // The job tries, the server refuses: the job waits for another try, keeping no token.
    await testApp.app.jobs.runDue();
    expect(smtp.received).toHaveLength(0);
    const [failed] = await resetJobs();
    expect(failed).toMatchObject({ payload: { userId: user.id }, attempts: 1, done: false });
    expect(failed?.last_error).toBeTruthy();
    expect(await liveResetTokens(user.id)).toBe(0);

    // The mail server is back; the retry is due (its back-off is the worker's business).
    await smtp.start();
    await testApp.database.db.execute(
      sql`update jobs set run_at = now() where kind = ${PASSWORD_RESET_MAIL} and done_at is null`,
    );
    await testApp.app.jobs.runDue();
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.to).toEqual([user.email]);
    expect(mail?.text).toContain('Subject: Reset your Trivia Near Me password');
    const link = resetLinkIn(mail?.text ?? '');
    expect(link.startsWith(`${testApp.config.publicUrl}/admin/reset-password?token=`)).toBe(true);
    const token = new URL(link).searchParams.get('token') ?? '';
    expect((await resetJobs())[0]).toMatchObject({ done: true });
    // The job's row never held the token.
    expect(JSON.stringify(await resetJobs())).not.toContain(token);

    // Sent once: nothing more to run.
    await testApp.app.jobs.runDue();
    expect(smtp.received).toHaveLength(1);

    const reset = await new TestClient(testApp).post('/api/auth/reset-password', {
      token,
      newPassword: 'after-the-outage',
    });
    expect(reset.statusCode).toBe(200);
  });

  it('queues one job naming only the account for a known address, and nothing for an unknown one', async () => {
    const { user } = await createUser(testApp.database.db, { email: 'queued@example.test' });
    const before = (await resetJobs()).length;
    const received = smtp.received.length;
    const connections = smtp.connections;

    await requestReset('no-such-account@example.test');
    expect(await resetJobs()).toHaveLength(before);
    await testApp.app.jobs.runDue();
    expect(smtp.received).toHaveLength(received);

    await requestReset(user.email);
    // Neither request talked to the mail server: nothing in the answer can depend on it.
    expect(smtp.connections).toBe(connections);
    const jobs = await resetJobs();
    expect(jobs).toHaveLength(before + 1);
    expect(jobs.at(-1)?.payload).toEqual({ userId: user.id });
    await testApp.app.jobs.runDue();
    expect(smtp.received.slice(received).map((mail) => mail.to)).toEqual([[user.email]]);
  });
});
