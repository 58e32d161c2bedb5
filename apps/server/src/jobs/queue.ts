import { DrizzleQueryError, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../db/client.ts';
import { queryRows } from '../db/client.ts';

/**
 * The durable job queue (decision 045): rows of `jobs`, once across processes. Enqueueing is
 * idempotent by key; a worker leases one due row at a time with FOR UPDATE SKIP LOCKED, starts it
 * only while the lease holds (decision 161), runs it outside any transaction, then settles it in a
 * short transaction that checks the lease is still its own. A failed attempt is retried
 * with backoff for at least GIVE_UP_AFTER_HOURS, then given up, visibly (decision 160).
 */

/** The first retry of a failed job waits this long; each later one twice as long as the last… */
export const RETRY_FIRST_SECONDS = 30;
/** …up to this ceiling, so a job is tried again within minutes of its cause going away. */
export const RETRY_CEILING_SECONDS = 15 * 60;
/** A job failing for this long, counted from its first failure in a row, is given up. */
export const GIVE_UP_AFTER_HOURS = 48;

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
}

/** A claimed job whose payload its kind's schema has parsed (the worker does, decision 187). */
export type ParsedJob<Payload> = Omit<JobRow, 'payload'> & { payload: Payload };

/** Adds a job unless one with its key exists; true when this call added it. */
export async function enqueueJob(db: DbOrTx, job: EnqueueOptions): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`insert into jobs (kind, key, payload, run_at)
      values (${job.kind}, ${job.key}, ${JSON.stringify(job.payload ?? {})}::jsonb,
        ${(job.runAt ?? new Date()).toISOString()}::timestamptz)
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
            ${(job.runAt ?? new Date()).toISOString()}::timestamptz)`,
      ),
      sql`, `,
    );
    const rows = await queryRows<{ id: number }>(
      db,
      sql`insert into jobs (kind, key, payload, run_at) values ${values}
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
        where done_at is null and run_at <= now()
          and (locked_until is null or locked_until < now())
        order by run_at, id
        limit ${limit}
        for update skip locked)
      returning id, kind, key, payload, attempts`,
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/**
 * Marks a job done (in `tx`, with the handler's writes) if `worker` still holds its lease (attempt
 * `attempts`); false when the lease was lost meanwhile (another worker took the job over), and
 * then the caller rolls back.
 */
export async function settleJob(tx: DbOrTx, job: JobRow, worker: string): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`update jobs set done_at = now(), locked_until = null, last_error = null
      where id = ${job.id} and locked_by = ${worker} and attempts = ${job.attempts}
        and done_at is null
      returning id`,
  );
  return rows.length === 1;
}

/**
 * What a failed attempt's error says, for `jobs.last_error`: a failed query's own message holds
 * its SQL and parameters (addresses among them), so its cause (the database's reason) is kept.
 */
export function jobErrorText(error: unknown): string {
  let current = error;
  for (let depth = 0; current instanceof DrizzleQueryError && current.cause && depth < 5; depth++) {
    current = current.cause;
  }
  const text = current instanceof Error ? current.message : String(current);
  return text.slice(0, 2000) || 'the job failed without a message';
}

/**
 * A failed attempt (decision 160), in the caller's transaction, if `worker` still holds the lease:
 * its error kept, and retried after 30 s, 60 s, 120 s… up to RETRY_CEILING_SECONDS; once the job
 * has been failing for GIVE_UP_AFTER_HOURS it is given up instead (done, `given_up_at` set, its
 * last error kept). Null when the lease was lost (another worker has the job).
 */
export async function failJob(
  tx: Tx,
  job: JobRow,
  options: {
    worker: string;
    error: string;
    /** Give the job up now: no attempt can succeed (a payload its schema refuses, decision 187). */
    giveUpNow?: boolean;
  },
): Promise<{ givenUp: boolean } | null> {
  const giveUp = options.giveUpNow
    ? sql`true`
    : sql`coalesce(failing_since, now())
    <= now() - make_interval(hours => ${GIVE_UP_AFTER_HOURS})`;
  const rows = await queryRows<{ given_up: boolean }>(
    tx,
    sql`update jobs set locked_until = null, last_error = ${options.error},
        failing_since = coalesce(failing_since, now()),
        given_up_at = case when ${giveUp} then now() end,
        done_at = case when ${giveUp} then now() end,
        run_at = case when ${giveUp} then run_at else now() + make_interval(secs => least(
          ${RETRY_CEILING_SECONDS},
          ${RETRY_FIRST_SECONDS} * power(2, least(greatest(attempts - 1, 0), 20)))) end
      where id = ${job.id} and locked_by = ${options.worker} and attempts = ${job.attempts}
        and done_at is null
      returning given_up_at is not null as given_up`,
  );
  const [row] = rows;
  return row ? { givenUp: row.given_up } : null;
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
      from jobs where done_at is null
      group by kind order by kind`,
  );
}

/**
 * Failing jobs by kind (decision 160): `retrying`, whose last attempt failed and that will be
 * tried again, and `givenUp`, that failed for the whole give-up window. For metrics.
 */
export async function failingJobCounts(
  db: DbOrTx,
): Promise<{ kind: string; retrying: number; givenUp: number }[]> {
  return queryRows(
    db,
    sql`select kind, sum(retrying)::int as "retrying", sum(given_up)::int as "givenUp" from (
        select kind, count(*) as retrying, 0 as given_up from jobs
          where done_at is null and failing_since is not null group by kind
        union all
        select kind, 0, count(*) from jobs where given_up_at is not null group by kind
      ) counts group by kind order by kind`,
  );
}
