import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers/database.ts';
import type { Database } from '../db/client.ts';
import { queryRows } from '../db/client.ts';
import { claimJobs, enqueueJob, failJob, queueDepth, settleJob } from './queue.ts';
import { startJobWorker } from './worker.ts';

const silent = { warn: () => {}, error: () => {} };

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
    const handlers = { count: { run: async (job: { key: string }) => void ran.push(job.key) } };
    const a = startJobWorker({ db, handlers, pollMs: 0, logger: silent });
    const b = startJobWorker({ db, handlers, pollMs: 0, logger: silent });
    const [byA, byB] = await Promise.all([a.runDue(), b.runDue()]);
    expect(byA + byB).toBe(201);
    expect(new Set(ran).size).toBe(201);
    expect(ran).toHaveLength(201);
    expect(await queueDepth(db)).toEqual([]);
  });

  it('settles only while the lease is ours: a late worker changes nothing', async () => {
    const db = database.db;
    await enqueueJob(db, { kind: 'lease', key: 'lease-1' });
    const [mine] = await claimJobs(db, { worker: 'slow', limit: 1, leaseSeconds: 0 });
    expect(mine?.key).toBe('lease-1');
    // The lease ran out: another worker takes the job over and finishes it.
    const [theirs] = await claimJobs(db, { worker: 'fast', limit: 1, leaseSeconds: 60 });
    expect(theirs?.key).toBe('lease-1');
    if (!mine || !theirs) throw new Error('not claimed');
    expect(await db.transaction((tx) => settleJob(tx, mine, 'slow'))).toBe(false);
    expect(await db.transaction((tx) => settleJob(tx, theirs, 'fast'))).toBe(true);
  });

  it('retries a failed job later with its error kept', async () => {
    const db = database.db;
    await enqueueJob(db, { kind: 'flaky', key: 'flaky-1' });
    const [job] = await claimJobs(db, { worker: 'w', limit: 1, leaseSeconds: 60 });
    if (!job) throw new Error('not claimed');
    await failJob(db, job, 'w', new Error('smtp 451'));
    const [row] = await queryRows<{ last_error: string; later: boolean; done: boolean }>(
      db,
      sql`select last_error, run_at > now() as later, done_at is not null as done
        from jobs where key = 'flaky-1'`,
    );
    expect(row).toEqual({ last_error: 'smtp 451', later: true, done: false });
    expect(await queueDepth(db)).toEqual([{ kind: 'flaky', ready: 0, scheduled: 1 }]);
  });
});
