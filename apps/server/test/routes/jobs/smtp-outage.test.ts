import { addDays, dayOfWeekOf, todayIn } from '@trivia/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/db/client.ts';
import {
  createEvent,
  createOccurrence,
  createUser,
  createVenue,
} from '../../../src/db/factories.ts';
import { followers, venueFollows } from '../../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';
import { signedInClient } from '../../helpers/auth.ts';
import { useSmtpServer } from '../../helpers/smtp-server.ts';

/** Test venues are in Nashville. */
const ZONE = 'America/Chicago';
const NOTICE_KINDS = sql`kind in ('night-cancelled', 'night-cancelled-mail')`;

/**
 * Decision 160: mail is a durable job that survives a long SMTP outage. The outage lasts half an
 * hour of the jobs' own time: the test moves the notices' timestamps back to their next try
 * instead of waiting, and runs the due jobs at each.
 */
describe('cancellation notices through an SMTP outage', () => {
  const smtp = useSmtpServer();
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(() => testApp.close());

  const db = () => testApp.database.db;

  /** Moves the notices' clock forward to the next try of one (no waiting): the seconds moved. */
  async function untilNextTry(): Promise<number> {
    const [next] = await queryRows<{ seconds: number | null }>(
      db(),
      sql`select extract(epoch from min(run_at) - now())::float8 as seconds
        from jobs where done_at is null and ${NOTICE_KINDS}`,
    );
    const seconds = Math.max(0, Math.ceil(next?.seconds ?? 0));
    // (Their give-up window, 48 hours from the first failure, is far off: it need not move.)
    await db().execute(sql`update jobs
      set run_at = run_at - make_interval(secs => ${seconds}),
        created_at = created_at - make_interval(secs => ${seconds})
      where done_at is null and ${NOTICE_KINDS}`);
    return seconds;
  }

  const waitingNotices = async () =>
    (
      await queryRows<{ n: number }>(
        db(),
        sql`select count(*)::int as n from jobs where done_at is null and ${NOTICE_KINDS}`,
      )
    )[0]?.n;

  it('SMTP down 30 minutes, then up: every notice arrives once', async () => {
    const first = addDays(todayIn(ZONE), 1);
    const second = addDays(first, 7);
    const venue = await createVenue(db(), { nameOriginal: 'Outage Tavern' });
    const event = await createEvent(db(), {
      venueId: venue.id,
      providerId: null,
      dayOfWeek: dayOfWeekOf(first),
    });
    const nights = [
      await createOccurrence(db(), { eventId: event.id, occurrenceDate: first }),
      await createOccurrence(db(), { eventId: event.id, occurrenceDate: second }),
    ];
    const addresses = ['ana', 'bo', 'cy'].map((name) => `${name}-outage@example.com`);
    for (const email of addresses) {
      const [follower] = await db()
        .insert(followers)
        .values({ email, confirmedAt: new Date() })
        .returning();
      if (!follower) throw new Error('no follower');
      await db()
        .insert(venueFollows)
        .values({ followerId: follower.id, venueId: venue.id, confirmedAt: new Date() });
    }
    const { user, password } = await createUser(db(), { role: 'admin' });
    const admin = await signedInClient(testApp, user.email, password);

    // SMTP is down (nothing listens on SMTP_URL's port) while both nights are cancelled.
    for (const night of nights) {
      const answer = await admin.request({
        method: 'PATCH',
        url: `/api/admin/occurrences/${night.id}`,
        payload: { status: 'cancelled', notes: 'Power cut' },
      });
      expect(answer.statusCode).toBe(200);
    }
    let outage = 0;
    for (let round = 0; round < 30 && outage < 30 * 60; round += 1) {
      await testApp.app.jobs.runDue();
      outage += await untilNextTry();
    }
    expect(outage).toBeGreaterThanOrEqual(30 * 60);
    await testApp.app.jobs.runDue();
    expect(smtp.received).toHaveLength(0);
    // Half an hour on: every notice still waits, counted as retrying and in the queue's depth.
    expect(await waitingNotices()).toBe(6);
    const metrics = (await testApp.app.inject({ url: '/metrics' })).body;
    expect(metrics).toMatch(
      /^trivia_jobs_failing\{kind="night-cancelled-mail",state="retrying"\} 6$/m,
    );
    const depth = [
      ...metrics.matchAll(
        /^trivia_job_queue_depth\{kind="night-cancelled-mail",state="\w+"\} (\d+)$/gm,
      ),
    ].reduce((sum, match) => sum + Number(match[1]), 0);
    expect(depth).toBe(6);

    // SMTP is back: the due jobs run until none is left.
    await smtp.start();
    for (let round = 0; round < 10 && (await waitingNotices()) !== 0; round += 1) {
      await untilNextTry();
      await testApp.app.jobs.runDue();
    }
    expect(await waitingNotices()).toBe(0);
    for (const email of addresses) {
      const subjects = smtp.mailsTo(email).map((mail) => mail.subject);
      expect(subjects, email).toHaveLength(2);
      expect(
        subjects.every((subject) => subject.startsWith('Cancelled:')),
        email,
      ).toBe(true);
      expect(new Set(subjects).size, email).toBe(2);
    }
    expect(smtp.received).toHaveLength(6);
    // A dozen rounds of jobs against a real SMTP port: more than the default 20 s on a loaded machine.
  }, 120_000);
});
