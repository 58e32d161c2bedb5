import { z } from 'zod';

/**
 * Background jobs that fail (decision 160): retried with backoff for at least 48 hours, then given
 * up, visibly. Platform admins see them by kind, with their last error, attempts and next try,
 * never their payload (it may hold addresses).
 */

export const FAILING_JOB_STATES = ['retrying', 'given_up'] as const;
export type FailingJobState = (typeof FAILING_JOB_STATES)[number];

export const FAILING_JOB_STATE_LABELS: Record<FailingJobState, string> = {
  retrying: 'Retrying',
  given_up: 'Given up',
};

export const FailingJob = z.object({
  id: z.number().int(),
  kind: z.string(),
  state: z.enum(FAILING_JOB_STATES),
  attempts: z.number().int(),
  /** The last attempt's error, any address in it replaced by "[address]". */
  lastError: z.string().nullable(),
  /** When its current run of failures began. */
  failingSince: z.string().nullable(),
  /** When it is tried again; null once given up. */
  nextTryAt: z.string().nullable(),
  givenUpAt: z.string().nullable(),
});
export type FailingJob = z.infer<typeof FailingJob>;

export const FailingJobKind = z.object({
  kind: z.string(),
  retrying: z.number().int(),
  givenUp: z.number().int(),
});
export type FailingJobKind = z.infer<typeof FailingJobKind>;

export const FailingJobsResponse = z.object({
  kinds: z.array(FailingJobKind),
  /** The failing jobs, those retrying first (next try first), then those given up (latest first). */
  jobs: z.array(FailingJob),
  /** How many the list leaves out (the counts by kind are complete). */
  leftOut: z.number().int(),
});
export type FailingJobsResponse = z.infer<typeof FailingJobsResponse>;

export const RetryJobResponse = z.object({ job: FailingJob });
export type RetryJobResponse = z.infer<typeof RetryJobResponse>;
