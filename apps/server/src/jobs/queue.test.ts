import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase } from '../../test/helpers/database.ts';
import type { Database, Db } from '../db/client.ts';
import { queryRows } from '../db/client.ts';
import {
  claimJobs,
  enqueueJob,
  failingJobCounts,
  failJob,
  GIVE_UP_AFTER_HOURS,
  type JobRow,
  queueDepth,
  RETRY_CEILING_SECONDS,
  settleJob,
} from './queue.ts';
import { startJobWorker } from './worker.ts';

const silent = { warn: () => {}, error: () => {} };
/** The tests' kinds take any payload. */
const anyPayload = z.unknown();

/** Claims the job of `key` (it must be due) and fails the attempt with `error`. */
async function claimAndFail(db: Db, key: string, error = 'smtp 451') {
  await db.execute(sql`update jobs set run_at = now() - interval '1 second' where key = ${key}`);
  const [job] = await claimJobs(db, { worker: 'w', limit: 1, leaseSeconds: 60 });
  if (job?.key !== key) throw new Error(`${key} was not claimed`);
  return db.transaction((tx) => failJob(tx, job, { worker: 'w', error }));
}

async function jobState(db: Db, key: string) {
  const [row] = await queryRows<{
    last_error: string | null;
    wait: number;
    done: boolean;
    given_up: boolean;
  }>(
    db,
    sql`select last_error, round(extract(epoch from run_at - now()))::int as wait,
        done_at is not null as done, given_up_at is not null as given_up
      from jobs where key = ${key}`,
  );
  return row;
}

describe('the jobs table (decision 045)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('enqueues a key once, and two workers run 200 jobs once each', async () => {
    const db = database.db;
    expect(await enqueueJob(db, { kind: 'count', key: 'same' })).toBe(true);
    expect(await enqueueJob(db, { kind: 'count', key: 'same' })).toBe(false);
    for (let index = 0; index < 200; index += 1) {
      await enqueueJob(db, { kind: 'count', key: `many-${index}` });
    }
    const ran: string[] = [];
    const handlers = {
      count: { payload: anyPayload, run: async (job: { key: string }) => void ran.push(job.key) },
    };
    const a = startJobWorker({ db, handlers, pollMs: 0, logger: silent });
    const b = startJobWorker({ db, handlers, pollMs: 0, logger: silent });
    const [byA, byB] = await Promise.all([a.runDue(), b.runDue()]);
    expect(byA + byB).toBe(201);
    expect(new Set(ran).size).toBe(201);
    expect(ran).toHaveLength(201);
    expect(await queueDepth(db)).toEqual([]);
    // Some 400 statements on a database that other test files share the cores with.
  }, 60_000);

  it('settles only while the lease is ours: a late worker changes nothing', async () => {
    const db = database.db;
    await enqueueJob(db, { kind: 'lease', key: 'lease-1' });
    const [mine] = await claimJobs(db, { worker: 'slow', limit: 1, leaseSeconds: 0 });
    expect(mine?.key).toBe('lease-1');
    // The lease ran out: another worker takes the job over and finishes it. (Ended a second ago:
    // PGlite's clock reads in milliseconds, and two claims can fall in one.)
    await db.execute(
      sql`update jobs set locked_until = now() - interval '1 second' where key = 'lease-1'`,
    );
    const [theirs] = await claimJobs(db, { worker: 'fast', limit: 1, leaseSeconds: 60 });
    expect(theirs?.key).toBe('lease-1');
    if (!mine || !theirs) throw new Error('not claimed');
    // Nor may the late worker record a failure of it.
    expect(await db.transaction((tx) => failJob(tx, mine, { worker: 'slow', error: 'x' }))).toBe(
      null,
    );
    expect(await db.transaction((tx) => settleJob(tx, mine, 'slow'))).toBe(false);
    expect(await db.transaction((tx) => settleJob(tx, theirs, 'fast'))).toBe(true);
  });

  it('does not start a job whose lease ran out before it came up (decision 161)', async () => {
    const db = database.db;
    await enqueueJob(db, { kind: 'late', key: 'late-1' });
    const ran: string[] = [];
    const handlers = {
      late: { payload: anyPayload, run: async (job: JobRow) => void ran.push(job.key) },
    };
    // The claim takes as long as the lease (this worker's clock moves 5 s per reading).
    let now = 0;
    const clock = () => (now += 5_000);
    const slow = startJobWorker({
      db,
      handlers,
      pollMs: 0,
      logger: silent,
      leaseSeconds: 5,
      clock,
    });
    expect(await slow.runDue()).toBe(0);
    expect(ran).toEqual([]);
    // Once its lease has run out in the database, a worker in time runs it, once.
    await db.execute(sql`update jobs set locked_until = now() - interval '1 second'
      where key = 'late-1'`);
    const prompt = startJobWorker({ db, handlers, pollMs: 0, logger: silent });
    expect(await prompt.runDue()).toBe(1);
    expect(ran).toEqual(['late-1']);
  });

  it('retries a failed job later with its error kept', async () => {
    const db = database.db;
    await enqueueJob(db, { kind: 'flaky', key: 'flaky-1' });
    expect(await claimAndFail(db, 'flaky-1')).toEqual({ givenUp: false });
    expect(await jobState(db, 'flaky-1')).toEqual({
      last_error: 'smtp 451',
      wait: 30,
      done: false,
      given_up: false,
    });
    expect(await queueDepth(db)).toEqual([{ kind: 'flaky', ready: 0, scheduled: 1 }]);
    expect(await failingJobCounts(db)).toEqual([{ kind: 'flaky', retrying: 1, givenUp: 0 }]);
    await db.execute(sql`update jobs set done_at = now() where key = 'flaky-1'`);
  });

  it('backs off from 30 s to a ceiling, and keeps trying past max_attempts', async () => {
    const db = database.db;
    // As migration 0020's trigger inserts its jobs: max_attempts 5.
    await db.execute(sql`insert into jobs (kind, key, payload, run_at, max_attempts)
      values ('stubborn', 'stubborn-1', '{}'::jsonb, now(), 5)`);
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 9; attempt += 1) {
      await claimAndFail(db, 'stubborn-1', `refused ${attempt}`);
      waits.push((await jobState(db, 'stubborn-1'))?.wait ?? -1);
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900, 900, 900]);
    expect(RETRY_CEILING_SECONDS).toBe(900);
    expect(await jobState(db, 'stubborn-1')).toMatchObject({
      last_error: 'refused 9',
      done: false,
      given_up: false,
    });
  });

  it(`gives a job up only after ${GIVE_UP_AFTER_HOURS} hours of failing, visibly`, async () => {
    const db = database.db;
    await enqueueJob(db, { kind: 'doomed', key: 'doomed-1' });
    await claimAndFail(db, 'doomed-1', 'first');
    // Failing for just under 48 hours: still retried.
    await db.execute(sql`update jobs set failing_since = now() - interval '47 hours 59 minutes'
      where key = 'doomed-1'`);
    expect(await claimAndFail(db, 'doomed-1', 'second')).toEqual({ givenUp: false });
    expect(await jobState(db, 'doomed-1')).toMatchObject({ done: false, given_up: false });
    await db.execute(sql`update jobs set failing_since = now() - interval '48 hours'
      where key = 'doomed-1'`);
    expect(await claimAndFail(db, 'doomed-1', 'connect ECONNREFUSED')).toEqual({ givenUp: true });
    expect(await jobState(db, 'doomed-1')).toMatchObject({
      last_error: 'connect ECONNREFUSED',
      done: true,
      given_up: true,
    });
    // Never claimed again, and counted as given up, not as waiting.
    await db.execute(
      sql`update jobs set run_at = now() - interval '1 hour' where key = 'doomed-1'`,
    );
    expect(await claimJobs(db, { worker: 'w', limit: 10, leaseSeconds: 60 })).toEqual([]);
    expect((await queueDepth(db)).find((row) => row.kind === 'doomed')).toBeUndefined();
    expect((await failingJobCounts(db)).find((row) => row.kind === 'doomed')).toEqual({
      kind: 'doomed',
      retrying: 0,
      givenUp: 1,
    });
  });

  it('two workers with a short lease: a claimed job is never started after its lease ran out', async () => {
    const db = database.db;
    const starts: string[] = [];
    let workerB: ReturnType<typeof startJobWorker> | undefined;
    const handlers = {
      'slow-first': {
        payload: anyPayload,
        async run(job: JobRow) {
          starts.push(job.key);
          // This job outlasts the lease of anything else claimed with it (time moved in the
          // database, no waiting); meanwhile the other worker takes over what is due and free.
          await db.execute(sql`update jobs set locked_until = now() - interval '1 second'
            where done_at is null and locked_until is not null and id <> ${job.id}`);
          await workerB?.runDue();
        },
      },
      mail: { payload: anyPayload, run: async (job: JobRow) => void starts.push(job.key) },
    };
    await enqueueJob(db, { kind: 'slow-first', key: 'slow-1', runAt: new Date(Date.now() - 2000) });
    await enqueueJob(db, { kind: 'mail', key: 'mail-1', runAt: new Date(Date.now() - 1000) });
    const workerA = startJobWorker({ db, handlers, pollMs: 0, logger: silent, leaseSeconds: 5 });
    workerB = startJobWorker({ db, handlers: { mail: handlers.mail }, pollMs: 0, logger: silent });
    await workerA.runDue();
    expect(starts.filter((key) => key === 'mail-1')).toEqual(['mail-1']);
    expect(starts.filter((key) => key === 'slow-1')).toEqual(['slow-1']);
  });

  it('gives up a job whose payload its kind refuses, naming the field, and runs the next (decision 187)', async () => {
    const db = database.db;
    const sent: string[] = [];
    const warnings: unknown[] = [];
    const errors: unknown[] = [];
    const handlers = {
      greet: {
        payload: z.object({ to: z.object({ email: z.string() }) }),
        run: async (job: { payload: { to: { email: string } } }) =>
          void sent.push(job.payload.to.email),
      },
    };
    await enqueueJob(db, {
      kind: 'greet',
      key: 'greet-bad',
      payload: { to: { email: 42 } },
      runAt: new Date(Date.now() - 2000),
    });
    await enqueueJob(db, {
      kind: 'greet',
      key: 'greet-good',
      payload: { to: { email: 'a@example.com' } },
      runAt: new Date(Date.now() - 1000),
    });
    const worker = startJobWorker({
      db,
      handlers,
      pollMs: 0,
      logger: {
        warn: (entry: unknown) => void warnings.push(entry),
        error: (entry: unknown) => void errors.push(entry),
      },
    });
    expect(await worker.runDue()).toBe(2);
    expect(sent).toEqual(['a@example.com']);
    const bad = await jobState(db, 'greet-bad');
    expect(bad).toMatchObject({ done: true, given_up: true });
    expect(bad?.last_error).toMatch(/^the payload of this greet job is invalid at to\.email: /);
    expect(await jobState(db, 'greet-good')).toMatchObject({ done: true, given_up: false });
    expect(errors).toHaveLength(1);
    expect(warnings).toEqual([]);
  });
});
