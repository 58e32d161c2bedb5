import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../db/client.ts';
import { writeTransaction } from '../db/transaction.ts';
import { claimJobs, failJob, type JobRow, releaseClaimed, settleJob } from './queue.ts';

/**
 * What a kind of job does. `run` has the side effects outside the database (sending mail) and runs
 * outside any transaction; `commit` writes to the database in the transaction that marks the job
 * done, so its writes happen exactly once even if two workers ran the job (only the lease holder
 * commits). A job whose `run` throws is retried later (`failJob`).
 */
export interface JobHandler<Result = unknown> {
  run?(job: JobRow): Promise<Result>;
  commit?(tx: Tx, job: JobRow, result: Result | undefined): Promise<void>;
}

export type JobHandlers = Record<string, JobHandler>;

export interface JobWorker {
  /** Runs every due job now (and those they make due), then resolves with how many ran. */
  runDue(): Promise<number>;
  /** Stops polling; waits for the job in hand to settle, and claims no more. */
  stop(): Promise<void>;
  readonly id: string;
}

const LEASE_SECONDS = 300;
const CLAIM_BATCH = 10;

/**
 * A poller that claims due jobs from the database (decision 045): every process runs one, and the
 * lease makes each job run once across them. Idle, it costs one indexed query per `pollMs`.
 * `pollMs` 0 polls never (tests call `runDue`).
 */
export function startJobWorker(options: {
  db: Db;
  handlers: JobHandlers;
  pollMs: number;
  logger: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}): JobWorker {
  const { db, handlers, pollMs, logger } = options;
  const id = `${process.pid}-${randomUUID().slice(0, 8)}`;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> = Promise.resolve(0);

  async function runOne(job: JobRow): Promise<void> {
    const handler = handlers[job.kind] as JobHandler | undefined;
    try {
      if (!handler) throw new Error(`no handler for jobs of kind ${job.kind}`);
      const result = await handler.run?.(job);
      await writeTransaction(db, async (tx) => {
        if (!(await settleJob(tx, job, id))) throw new LeaseLost();
        await handler.commit?.(tx, job, result);
      });
    } catch (error) {
      if (error instanceof LeaseLost) {
        logger.warn({ job: job.key }, 'job lease lost before it settled');
        return;
      }
      logger.error({ err: error, job: job.key, attempt: job.attempts }, 'job failed');
      await failJob(db, job, id, error);
    }
  }

  async function drain(): Promise<number> {
    let done = 0;
    while (!stopped) {
      const claimed = await claimJobs(db, {
        worker: id,
        limit: CLAIM_BATCH,
        leaseSeconds: LEASE_SECONDS,
      });
      if (claimed.length === 0) break;
      for (const [index, job] of claimed.entries()) {
        if (stopped) {
          // Hand back what we claimed but did not start.
          await releaseClaimed(db, claimed.slice(index), id);
          return done;
        }
        await runOne(job);
        done += 1;
      }
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
