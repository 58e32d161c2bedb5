import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { payloadInstant } from '../../jobs/payload-fields.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { defineJobHandler, type JobHandlers } from '../../jobs/worker.ts';

/**
 * Days of counts are kept for VITALS_KEEP_DAYS, a week more than the admin page's longest window
 * (decision 192). A durable job, `vitals-prune` (key `vitals-prune:{UTC date}`), runs once a day
 * at PRUNE_HOUR_UTC; in the transaction that settles it, it deletes older days and queues the next
 * day's run. Start-up queues the next run, as it does the other daily jobs.
 */
export const VITALS_PRUNE = 'vitals-prune';
export const VITALS_KEEP_DAYS = 35;
const PRUNE_HOUR_UTC = 10;

const prunePayload = z.object({ at: payloadInstant });
type PrunePayload = z.infer<typeof prunePayload>;

function nextPruneAt(after: Date): Date {
  const at = new Date(after);
  at.setUTCHours(PRUNE_HOUR_UTC, 0, 0, 0);
  if (at.getTime() <= after.getTime()) at.setUTCDate(at.getUTCDate() + 1);
  return at;
}

/** Queues the next prune after `after` (idempotent: one per day by its key). */
export async function scheduleVitalsPrune(db: DbOrTx, options: { after: Date }): Promise<void> {
  const at = nextPruneAt(options.after);
  await enqueueJob(db, {
    kind: VITALS_PRUNE,
    key: `${VITALS_PRUNE}:${at.toISOString().slice(0, 10)}`,
    payload: { at: at.toISOString() } satisfies PrunePayload,
    runAt: at,
  });
}

/**
 * Deletes the days older than VITALS_KEEP_DAYS (UTC), today counted as the first: the histograms
 * and the slowest parts' counts (decision 202) alike.
 */
export async function pruneVitals(tx: DbOrTx): Promise<void> {
  const oldest = sql`(now() at time zone 'UTC')::date - ${VITALS_KEEP_DAYS}::int`;
  await tx.execute(sql`delete from vital_counts where day <= ${oldest}`);
  await tx.execute(sql`delete from vital_part_counts where day <= ${oldest}`);
}

async function pruneCommit(tx: Tx, payload: PrunePayload): Promise<void> {
  await pruneVitals(tx);
  await scheduleVitalsPrune(tx, { after: new Date(payload.at) });
}

export function vitalsJobHandlers(): JobHandlers {
  return {
    [VITALS_PRUNE]: defineJobHandler({
      payload: prunePayload,
      commit: (tx, job) => pruneCommit(tx, job.payload),
    }),
  };
}
