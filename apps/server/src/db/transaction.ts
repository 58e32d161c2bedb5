import { setTimeout as sleep } from 'node:timers/promises';
import type { Db, Tx } from './client.ts';
import { isConcurrentChange } from './unavailable.ts';

/** How many times a transaction is run before its concurrency failure reaches the caller. */
export const WRITE_ATTEMPTS = 5;
const FIRST_WAIT_MS = 5;
const LONGEST_WAIT_MS = 200;

/** Full jitter: a random wait up to a bound that doubles each attempt (so retries spread out). */
export function retryWaitMs(attempt: number, random: () => number = Math.random): number {
  return random() * Math.min(LONGEST_WAIT_MS, FIRST_WAIT_MS * 2 ** attempt);
}

/**
 * Every writing service's transaction (decision 092). `work` runs in one transaction; when the
 * database aborts it for a concurrent one (a deadlock or a serialization failure, or rows that
 * moved while being locked: `RowsMoved`), the whole of `work` runs again in a new transaction,
 * at most WRITE_ATTEMPTS times, after a short random wait. So `work` must do nothing outside the
 * database that a second run would repeat (send mail after this returns, not inside).
 */
export async function writeTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt >= WRITE_ATTEMPTS || !isConcurrentChange(error)) throw error;
      await sleep(retryWaitMs(attempt));
    }
  }
}

/**
 * Rows changed parent while being locked (an event moved to another venue between reading its
 * venue and locking it): the transaction starts again, as after a serialization failure.
 */
export class RowsMoved extends Error {
  override name = 'RowsMoved';
  readonly code = '40001';
  constructor() {
    super('Rows moved while they were being locked');
  }
}
