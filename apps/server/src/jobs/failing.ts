import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { queryRows } from '../db/client.ts';

/**
 * Reads and the one admin action of failing jobs (decision 160). A row here never carries the
 * job's payload or key: they may hold addresses.
 */

export interface FailingJobRow {
  id: number;
  kind: string;
  given_up: boolean;
  attempts: number;
  last_error: string | null;
  failing_since: Date | string | null;
  run_at: Date | string;
  given_up_at: Date | string | null;
}

const COLUMNS = sql`id, kind, given_up_at is not null as given_up, attempts, last_error,
  failing_since, run_at, given_up_at`;

/**
 * Up to `limit` failing jobs: those retrying, next try first, then those given up, latest first;
 * and how many there are in all.
 */
export async function listFailingJobRows(
  db: DbOrTx,
  options: { limit: number },
): Promise<{ rows: FailingJobRow[]; total: number }> {
  const rows = await queryRows<FailingJobRow & { id: number | string }>(
    db,
    sql`(select ${COLUMNS}, 0 as part, extract(epoch from run_at) as sort_key from jobs
        where done_at is null and failing_since is not null)
      union all
      (select ${COLUMNS}, 1, -extract(epoch from given_up_at) from jobs
        where given_up_at is not null)
      order by part, sort_key, id
      limit ${options.limit + 1}`,
  );
  const [counted] = await queryRows<{ total: number }>(
    db,
    sql`select (select count(*) from jobs where done_at is null and failing_since is not null)::int
      + (select count(*) from jobs where given_up_at is not null)::int as total`,
  );
  return {
    rows: rows.slice(0, options.limit).map((row) => ({ ...row, id: Number(row.id) })),
    total: counted?.total ?? 0,
  };
}

/** One job, as the list shows it; undefined when there is none with that id. */
export async function getJobRow(db: DbOrTx, id: number) {
  const [row] = await queryRows<FailingJobRow & { id: number | string; done: boolean }>(
    db,
    sql`select ${COLUMNS}, done_at is not null as done from jobs where id = ${id}`,
  );
  return row ? { ...row, id: Number(row.id) } : undefined;
}

/**
 * A given-up job is due again now, with a fresh give-up window; its attempts and last error stay
 * until the next attempt. False when the job is not given up (done, or still retrying).
 */
export async function retryGivenUpJob(db: Db, id: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update jobs set done_at = null, given_up_at = null, failing_since = null, run_at = now(),
        locked_until = null, locked_by = null
      where id = ${id} and given_up_at is not null
      returning id`,
  );
  return rows.length === 1;
}
