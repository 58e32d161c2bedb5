import { sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../db/client.ts';
import { queryRows } from '../db/client.ts';

/**
 * The durable job queue (decision 045): rows of `jobs`, once across processes. Enqueueing is
 * idempotent by key; a worker leases due rows with FOR UPDATE SKIP LOCKED, runs each outside any
 * transaction, then settles it in a short transaction that checks the lease is still its own.
 */

export interface JobRow {
  id: number;
  kind: string;
  key: string;
  payload: unknown;
  attempts: number;
}

export interface EnqueueOptions {
  kind: string;
  /** Unique across all jobs ever: a second enqueue with the same key does nothing. */
  key: string;
  payload?: object;
  runAt?: Date;
  maxAttempts?: number;
}

/** A job's payload, as its kind's handler enqueued it. */
export const jobPayload = <T>(job: JobRow): T => job.payload as T;

/** Adds a job unless one with its key exists; true when this call added it. */
export async function enqueueJob(db: DbOrTx, job: EnqueueOptions): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`insert into jobs (kind, key, payload, run_at, max_attempts)
      values (${job.kind}, ${job.key}, ${JSON.stringify(job.payload ?? {})}::jsonb,
        ${(job.runAt ?? new Date()).toISOString()}::timestamptz, ${job.maxAttempts ?? 5})
      on conflict (key) do nothing returning id`,
  );
  return rows.length === 1;
}

/** Many jobs in one statement (same rules as `enqueueJob`); the number added. */
export async function enqueueJobs(db: DbOrTx, jobs: EnqueueOptions[]): Promise<number> {
  let added = 0;
  for (let start = 0; start < jobs.length; start += 500) {
    const batch = jobs.slice(start, start + 500);
    const values = sql.join(
      batch.map(
        (job) =>
          sql`(${job.kind}, ${job.key}, ${JSON.stringify(job.payload ?? {})}::jsonb,
            ${(job.runAt ?? new Date()).toISOString()}::timestamptz, ${job.maxAttempts ?? 5})`,
      ),
      sql`, `,
    );
    const rows = await queryRows<{ id: number }>(
      db,
      sql`insert into jobs (kind, key, payload, run_at, max_attempts) values ${values}
        on conflict (key) do nothing returning id`,
    );
    added += rows.length;
  }
  return added;
}

/** Leases up to `limit` due jobs for `worker` for `leaseSeconds`. */
export async function claimJobs(
  db: Db,
  options: { worker: string; limit: number; leaseSeconds: number },
): Promise<JobRow[]> {
  const { worker, limit, leaseSeconds } = options;
  const rows = await queryRows<JobRow & { id: number | string }>(
    db,
    sql`update jobs set locked_until = now() + make_interval(secs => ${leaseSeconds}),
        locked_by = ${worker}, attempts = attempts + 1
      where id in (
        select id from jobs
        where done_at is null and run_at <= now() and attempts < max_attempts
          and (locked_until is null or locked_until < now())
        order by run_at, id
        limit ${limit}
        for update skip locked)
      returning id, kind, key, payload, attempts`,
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/**
 * Marks a job done in `tx` if `worker` still holds its lease (attempt `attempts`); false when the
 * lease was lost meanwhile (another worker took the job over), and then the caller rolls back.
 */
export async function settleJob(tx: Tx, job: JobRow, worker: string): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`update jobs set done_at = now(), locked_until = null, last_error = null
      where id = ${job.id} and locked_by = ${worker} and attempts = ${job.attempts}
        and done_at is null
      returning id`,
  );
  return rows.length === 1;
}

/** A failed attempt: released for a retry after 30 s, 60 s, 120 s… while attempts remain. */
export async function failJob(db: Db, job: JobRow, worker: string, error: unknown): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  await db.execute(
    sql`update jobs set locked_until = null, last_error = ${message.slice(0, 2000)},
        run_at = now() + make_interval(secs => 30 * power(2, attempts - 1))
      where id = ${job.id} and locked_by = ${worker} and done_at is null`,
  );
}

/** Jobs not done yet, by kind: due now (`ready`) and later (`scheduled`). For metrics. */
export async function queueDepth(
  db: Db,
): Promise<{ kind: string; ready: number; scheduled: number }[]> {
  return queryRows(
    db,
    sql`select kind,
        count(*) filter (where run_at <= now())::int as ready,
        count(*) filter (where run_at > now())::int as scheduled
      from jobs where done_at is null and attempts < max_attempts
      group by kind order by kind`,
  );
}

/** Gives back claimed jobs a stopping worker did not start: due again, the attempt not counted. */
export async function releaseClaimed(db: Db, claimed: JobRow[], worker: string): Promise<void> {
  for (const job of claimed) {
    await db.execute(
      sql`update jobs set locked_until = null, locked_by = null, attempts = attempts - 1
        where id = ${job.id} and locked_by = ${worker} and done_at is null`,
    );
  }
}
