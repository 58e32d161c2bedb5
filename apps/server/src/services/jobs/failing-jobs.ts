import type { Actor, FailingJob, FailingJobsResponse, RetryJobResponse } from '@trivia/shared';
import type { Db } from '../../db/client.ts';
import {
  type FailingJobRow,
  getJobRow,
  listFailingJobRows,
  retryGivenUpJob,
} from '../../jobs/failing.ts';
import { failingJobCounts } from '../../jobs/queue.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireJobManager } from '../../lib/guards.ts';

/**
 * Failing background jobs for platform admins (decision 160): counts by kind, and the jobs with
 * their last error, attempts and next try. Never a payload, and never an address: an error that
 * names one (a mail server refusing a recipient) shows "[address]" in its place.
 */

const LIST_LIMIT = 200;

export const JOB_NOT_FOUND = "The job you're looking for doesn't exist.";
export const JOB_NOT_GIVEN_UP = 'Only a job that was given up can be retried now.';

/** Anything shaped like an email address, in an error's text. */
const ADDRESS = /[^\s<>()[\]"',;:@]+@[^\s<>()[\]"',;:@]+\.[^\s<>()[\]"',;:@]+/g;

/** An error's text with the addresses in it replaced. */
export const withoutAddresses = (text: string) => text.replace(ADDRESS, '[address]');

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

function toFailingJob(row: FailingJobRow): FailingJob {
  return {
    id: row.id,
    kind: row.kind,
    state: row.given_up ? 'given_up' : 'retrying',
    attempts: row.attempts,
    lastError: row.last_error === null ? null : withoutAddresses(row.last_error),
    failingSince: iso(row.failing_since),
    nextTryAt: row.given_up ? null : iso(row.run_at),
    givenUpAt: iso(row.given_up_at),
  };
}

export async function listFailingJobs(options: {
  db: Db;
  actor: Actor;
}): Promise<FailingJobsResponse> {
  const { db, actor } = options;
  requireJobManager(actor);
  const [kinds, { rows, total }] = await Promise.all([
    failingJobCounts(db),
    listFailingJobRows(db, { limit: LIST_LIMIT }),
  ]);
  return { kinds, jobs: rows.map(toFailingJob), leftOut: Math.max(0, total - rows.length) };
}

/** "Retry now" on a given-up job: due at once, with a fresh give-up window. */
export async function retryJob(options: {
  db: Db;
  actor: Actor;
  jobId: number;
}): Promise<RetryJobResponse> {
  const { db, actor, jobId } = options;
  requireJobManager(actor);
  if (!(await retryGivenUpJob(db, jobId))) {
    const row = await getJobRow(db, jobId);
    if (!row) throw AppError.notFound(JOB_NOT_FOUND);
    throw AppError.conflict(JOB_NOT_GIVEN_UP);
  }
  const row = await getJobRow(db, jobId);
  if (!row) throw AppError.notFound(JOB_NOT_FOUND);
  return { job: toFailingJob(row) };
}
