import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client.ts';
import { addProviderUser, createProvider, createVenue } from '../../../src/db/factories.ts';
import { buildTestApp, expectServerError, type TestApp } from '../../helpers/app.ts';
import { SignedInClient, TestClient } from '../../helpers/auth.ts';
import { useSmtpServer } from '../../helpers/smtp-server.ts';

const REFUSED = 'nobody-here@example.com';

/**
 * Decision 160: failing jobs are visible. Platform admins read them by kind with their last error
 * (addresses replaced), attempts and next try, and retry a given-up one; everyone else gets 403.
 * The job here is real: a follow's confirmation mail, refused by a real SMTP server's RCPT TO.
 */
describe('failing jobs on the admin API and in /metrics', () => {
  const smtp = useSmtpServer();
  let testApp: TestApp;
  let admin: SignedInClient;
  let owner: SignedInClient;
  let member: SignedInClient;
  beforeAll(async () => {
    testApp = await buildTestApp({ SMTP_URL: smtp.url });
    smtp.refuse.add(REFUSED);
    await smtp.start();
    admin = await new SignedInClient(testApp).signInAsNewUser({ role: 'admin' });
    owner = await new SignedInClient(testApp).signInAsNewUser();
    member = await new SignedInClient(testApp).signInAsNewUser();
    const provider = await createProvider(testApp.database.db, { name: 'Jobs Trivia' });
    await addProviderUser(testApp.database.db, { userId: member.userId, providerId: provider.id });
  });
  afterAll(() => testApp.close());

  const db = () => testApp.database.db;
  const failing = async () => {
    const answer = await admin.get('/api/admin/jobs/failing');
    expect(answer.statusCode).toBe(200);
    return answer.json();
  };
  const metricLine = async (state: string) =>
    new RegExp(
      `^trivia_jobs_failing\\{kind="follow-confirm-mail",state="${state}"\\} (\\d+)$`,
      'm',
    ).exec((await testApp.app.inject({ url: '/metrics' })).body)?.[1];

  let jobId = 0;

  it('refuses everyone but platform admins: 401 signed out, 403 signed in', async () => {
    const nobody = new TestClient(testApp);
    expect((await nobody.get('/api/admin/jobs/failing')).statusCode).toBe(401);
    for (const client of [owner, member]) {
      expect((await client.get('/api/admin/jobs/failing')).statusCode).toBe(403);
      // Refused before its input is read, whatever the id.
      expect((await client.post('/api/admin/jobs/1/retry')).statusCode).toBe(403);
      expect((await client.post('/api/admin/jobs/not-a-job/retry')).statusCode).toBe(403);
    }
  });

  it('lists a job that failed and is retrying, without the address it failed on', async () => {
    const venue = await createVenue(db(), { nameOriginal: 'Refusal Room' });
    const followed = await new TestClient(testApp).post('/api/follows', {
      email: REFUSED,
      venueIds: [venue.id],
    });
    expect(followed.statusCode).toBe(202);
    await testApp.app.jobs.runDue();
    expect(smtp.mailsTo(REFUSED)).toEqual([]);

    const answer = await failing();
    expect(answer.kinds).toContainEqual({ kind: 'follow-confirm-mail', retrying: 1, givenUp: 0 });
    const job = answer.jobs.find((row: { kind: string }) => row.kind === 'follow-confirm-mail');
    expect(job).toMatchObject({ state: 'retrying', attempts: 1, givenUpAt: null });
    expect(job.lastError).toContain('<[address]>: Recipient address rejected');
    expect(Date.parse(job.nextTryAt)).toBeGreaterThan(Date.now());
    // Nothing of the payload, the key or the address.
    expect(Object.keys(job).sort()).toEqual([
      'attempts',
      'failingSince',
      'givenUpAt',
      'id',
      'kind',
      'lastError',
      'nextTryAt',
      'state',
    ]);
    expect(JSON.stringify(answer)).not.toContain(REFUSED);
    const [stored] = await queryRows<{ last_error: string }>(
      db(),
      sql`select last_error from jobs where id = ${job.id}`,
    );
    expect(stored?.last_error).toContain(REFUSED);
    expect(await metricLine('retrying')).toBe('1');
    jobId = job.id;
  });

  it('gives it up after 48 hours of failing: listed, counted, and out of the queue', async () => {
    await db().execute(sql`update jobs set run_at = now(),
        failing_since = now() - interval '48 hours' where id = ${jobId}`);
    expectServerError('job given up');
    await testApp.app.jobs.runDue();
    const answer = await failing();
    expect(answer.kinds).toContainEqual({ kind: 'follow-confirm-mail', retrying: 0, givenUp: 1 });
    const job = answer.jobs.find((row: { id: number }) => row.id === jobId);
    expect(job).toMatchObject({ state: 'given_up', attempts: 2, nextTryAt: null });
    expect(job.givenUpAt).not.toBeNull();
    expect(job.lastError).toContain('Recipient address rejected');
    expect(await metricLine('given_up')).toBe('1');
    expect(await metricLine('retrying')).toBe('0');
    expect((await testApp.app.inject({ url: '/metrics' })).body).not.toMatch(
      /^trivia_job_queue_depth\{kind="follow-confirm-mail"/m,
    );
  });

  it('retries a given-up job now, once; only given-up jobs', async () => {
    smtp.refuse.delete(REFUSED);
    const retried = await admin.post(`/api/admin/jobs/${jobId}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().job).toMatchObject({ id: jobId, state: 'retrying', givenUpAt: null });
    await testApp.app.jobs.runDue();
    expect(smtp.mailsTo(REFUSED)).toHaveLength(1);
    expect((await failing()).kinds).not.toContainEqual(
      expect.objectContaining({ kind: 'follow-confirm-mail' }),
    );

    const again = await admin.post(`/api/admin/jobs/${jobId}/retry`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Only a job that was given up can be retried now.');
    expect((await admin.post('/api/admin/jobs/999999999/retry')).statusCode).toBe(404);
    const bad = await admin.post('/api/admin/jobs/not-a-job/retry');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('jobId');
  });
});
