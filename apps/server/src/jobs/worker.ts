import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db, Tx } from '../db/client.ts';
import { writeTransaction } from '../db/transaction.ts';
import {
  claimJobs,
  failJob,
  type JobRow,
  jobErrorText,
  type ParsedJob,
  settleJob,
} from './queue.ts';

/** What the worker tells a kind's `failed` hook about a failed attempt. */
export interface JobFailure {
  /** The error as kept in `jobs.last_error` (`jobErrorText`). */
  message: string;
  /** This attempt gave the job up: it will not be tried again (decision 160). */
  givenUp: boolean;
}

/**
 * What a kind of job does. `run` has the side effects outside the database (sending mail) and runs
 * outside any transaction; `commit` writes to the database in the transaction that marks the job
 * done, so its writes happen exactly once even if two workers ran the job (only the lease holder
 * commits). A job whose `run` or `commit` throws is retried later with backoff, and given up only
 * after failing for GIVE_UP_AFTER_HOURS (`failJob`, decision 160): every kind, without opting in.
 * `failed`, when a kind has one, records the failure where people see it (a feed's health) in the
 * transaction that records the failed attempt.
 * `payload` is the kind's schema: the worker parses every claimed job's payload with it before
 * anything else, and a payload it refuses gives the job up at once with the field named
 * (decision 187), since no retry can mend it.
 */
export interface JobHandler<Payload = unknown, Result = unknown> {
  payload: z.ZodType<Payload>;
  run?(job: ParsedJob<Payload>): Promise<Result>;
  commit?(tx: Tx, job: ParsedJob<Payload>, result: Result | undefined): Promise<void>;
  failed?(tx: Tx, job: ParsedJob<Payload>, failure: JobFailure): Promise<void>;
}

/** A kind's handler, its payload's type read from its schema. */
export const defineJobHandler = <Payload, Result = unknown>(
  handler: JobHandler<Payload, Result>,
): JobHandler<Payload, Result> => handler;

// biome-ignore lint/suspicious/noExplicitAny: each kind has its own payload; the worker parses it with the kind's schema before the handler sees it.
export type JobHandlers = Record<string, JobHandler<any, any>>;

/** Thrown for a payload its kind's schema refuses: the message names the field. */
class BadPayload extends Error {
  override name = 'BadPayload';
}

/** The payload as its kind's schema reads it, or a BadPayload naming the first field refused. */
function parsePayload<Payload>(job: JobRow, handler: JobHandler<Payload>): ParsedJob<Payload> {
  const parsed = handler.payload.safeParse(job.payload);
  if (parsed.success) return { ...job, payload: parsed.data };
  const issue = parsed.error.issues[0];
  const field = issue?.path.length ? issue.path.join('.') : '(the payload)';
  throw new BadPayload(
    `the payload of this ${job.kind} job is invalid at ${field}: ${issue?.message ?? 'refused'}`,
  );
}

export interface JobWorker {
  /** Runs every due job now (and those they make due), then resolves with how many ran. */
  runDue(): Promise<number>;
  /** Stops polling; waits for the job in hand to settle, and claims no more. */
  stop(): Promise<void>;
  readonly id: string;
}

const LEASE_SECONDS = 300;

/**
 * A poller that claims due jobs from the database (decision 045): every process runs one, and the
 * lease makes each job run once across them. It claims one job at a time and starts it only while
 * its lease holds, so a job never waits behind another under a lease that may run out, and two
 * workers never both run it (decision 161).
 * Idle, it costs one indexed query per `pollMs`. `pollMs` 0 polls never (tests call `runDue`).
 */
export function startJobWorker(options: {
  db: Db;
  handlers: JobHandlers;
  pollMs: number;
  logger: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** How long a claim holds a job (tests shorten it). */
  leaseSeconds?: number;
  /** A monotonic clock in milliseconds (tests move it); `performance.now` by default. */
  clock?: () => number;
}): JobWorker {
  const {
    db,
    handlers,
    pollMs,
    logger,
    leaseSeconds = LEASE_SECONDS,
    clock = () => performance.now(),
  } = options;
  // A lease of no time would run out between claiming a job and starting it, every time.
  if (!(leaseSeconds >= 1)) throw new Error('a job lease lasts at least a second');
  const id = `${process.pid}-${randomUUID().slice(0, 8)}`;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> = Promise.resolve(0);

  async function recordFailure(
    job: JobRow,
    parsed: { job: ParsedJob<unknown>; handler: JobHandler } | undefined,
    error: unknown,
  ) {
    const message = jobErrorText(error);
    // A payload its kind's schema refuses stays refused: given up now (decision 187). A kind with
    // no handler here is retried, as before: another process may know it.
    const giveUpNow = error instanceof BadPayload;
    let outcome: { givenUp: boolean } | null;
    try {
      outcome = await writeTransaction(db, async (tx) => {
        const failed = await failJob(tx, job, { worker: id, error: message, giveUpNow });
        if (failed && parsed) {
          await parsed.handler.failed?.(tx, parsed.job, { message, givenUp: failed.givenUp });
        }
        return failed;
      });
    } catch (hookError) {
      // The kind's own record of the failure failed: the attempt is still counted and retried.
      logger.error({ err: hookError, job: job.key }, 'job failure hook failed');
      outcome = await db.transaction((tx) =>
        failJob(tx, job, { worker: id, error: message, giveUpNow }),
      );
    }
    const details = { err: error, job: job.key, kind: job.kind, attempt: job.attempts };
    if (!outcome) logger.warn(details, 'job failed after its lease was lost');
    else if (outcome.givenUp) logger.error(details, 'job given up');
    // Retried later: visible in the metric and on the admin page; an error only when given up.
    else logger.warn(details, 'job failed; it will be retried');
  }

  async function runOne(job: JobRow): Promise<void> {
    const handler: JobHandler | undefined = handlers[job.kind];
    let parsed: { job: ParsedJob<unknown>; handler: JobHandler } | undefined;
    try {
      if (!handler) throw new Error(`no handler for jobs of kind ${job.kind}`);
      parsed = { job: parsePayload(job, handler), handler };
      const result = await handler.run?.(parsed.job);
      const { commit } = handler;
      if (!commit) {
        // Nothing to write with it: marking it done is one statement, no transaction.
        if (!(await settleJob(db, job, id))) throw new LeaseLost();
        return;
      }
      const ready = parsed.job;
      await writeTransaction(db, async (tx) => {
        if (!(await settleJob(tx, job, id))) throw new LeaseLost();
        await commit(tx, ready, result);
      });
    } catch (error) {
      if (error instanceof LeaseLost) {
        logger.warn({ job: job.key }, 'job lease lost before it settled');
        return;
      }
      await recordFailure(job, parsed, error);
    }
  }

  async function drain(): Promise<number> {
    let done = 0;
    while (!stopped) {
      // The lease runs from the claim's statement, which begins after this moment: measured from
      // here, a lease still held by this clock is still held in the database.
      const askedAt = clock();
      const [job] = await claimJobs(db, { worker: id, limit: 1, leaseSeconds });
      if (!job) break;
      if (clock() - askedAt >= leaseSeconds * 1000) {
        // Another worker may hold it by now: it is claimed again once the lease has run out.
        logger.warn({ job: job.key }, 'job lease ran out before it started; not started');
        continue;
      }
      await runOne(job);
      done += 1;
    }
    return done;
  }

  const runDue = (): Promise<number> => {
    running = running.then(drain, drain);
    return running;
  };

  const poll = () => {
    if (stopped) return;
    runDue()
      .catch((error: unknown) => logger.error({ err: error }, 'job poll failed'))
      .finally(() => {
        if (!stopped && pollMs > 0) timer = setTimeout(poll, pollMs);
      });
  };
  if (pollMs > 0) timer = setTimeout(poll, Math.min(pollMs, 1000));

  return {
    id,
    runDue,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running.catch(() => 0);
    },
  };
}

/** Another worker took the job over after our lease ran out: our settle changes nothing. */
class LeaseLost extends Error {
  override name = 'LeaseLost';
}
