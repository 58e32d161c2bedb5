import { VENUE_FALLBACK_TIME_ZONE } from '@trivia/shared';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type DbOrTx, queryRows, type Tx } from '../../db/client.ts';
import { payloadInstant } from '../../jobs/payload-fields.ts';
import { enqueueJob, type ParsedJob } from '../../jobs/queue.ts';

/**
 * Players' addresses are kept only while they serve a night (decision 168). A durable job,
 * `rsvp-retention` (key `rsvp-retention:{UTC date}`), runs once a day at RETENTION_HOUR_UTC; in
 * the transaction that settles it, it forgets the addresses of teams whose night has passed in its
 * venue's time zone, deletes the address rows no team and no follower holds any more (confirmed
 * or not), and queues the next day's run. Start-up queues the next run, as it does the weekly ones.
 * The team rows stay (hosts' history and counts), without an address; their withdraw links are
 * derived from their ids (decision 127), so a team of a night still to come keeps its link.
 */
export const RSVP_RETENTION = 'rsvp-retention';
/** 11:00 UTC: after midnight in every US time zone, Hawaii's included. */
export const RETENTION_HOUR_UTC = 11;

export const RetentionPayload = z.object({ at: payloadInstant });
type RetentionPayload = z.infer<typeof RetentionPayload>;

/** The first RETENTION_HOUR_UTC after `after`. */
export function nextRetentionAt(after: Date): Date {
  const at = new Date(after);
  at.setUTCHours(RETENTION_HOUR_UTC, 0, 0, 0);
  if (at.getTime() <= after.getTime()) at.setUTCDate(at.getUTCDate() + 1);
  return at;
}

/** Queues the next retention run after `after` (idempotent: one per day by its key). */
export async function scheduleRsvpRetention(db: DbOrTx, options: { after: Date }): Promise<void> {
  const at = nextRetentionAt(options.after);
  await enqueueJob(db, {
    kind: RSVP_RETENTION,
    key: `${RSVP_RETENTION}:${at.toISOString().slice(0, 10)}`,
    payload: { at: at.toISOString() } satisfies RetentionPayload,
    runAt: at,
  });
}

/**
 * Forgets what no night needs: the address of every team whose night has passed, then every
 * address row that no team and no follower holds. An address row a "We're coming" is using at this
 * moment is locked by it and skipped (SKIP LOCKED), so a team never loses the row it is given.
 */
export async function forgetPastAddresses(
  tx: Tx,
): Promise<{ teamsForgotten: number; addressesDeleted: number }> {
  const teams = await queryRows<{ id: string }>(
    tx,
    sql`update team_rsvps r set email = null, address_id = null
      from events e join venues v on v.id = e.venue_id
      where e.id = r.event_id and (r.email is not null or r.address_id is not null)
        and r.occurrence_date < (now() at time zone coalesce(v.timezone, ${VENUE_FALLBACK_TIME_ZONE}))::date
      returning r.id`,
  );
  const addresses = await queryRows<{ id: string }>(
    tx,
    sql`delete from rsvp_addresses where id in (
        select a.id from rsvp_addresses a
        where not exists (select 1 from team_rsvps r where r.address_id = a.id)
          and not exists (select 1 from followers f where f.email = a.email)
        for update skip locked)
      returning id`,
  );
  return { teamsForgotten: teams.length, addressesDeleted: addresses.length };
}

/** The job's commit: forget, then queue tomorrow's run. */
export async function retentionCommit(tx: Tx, job: ParsedJob<RetentionPayload>): Promise<void> {
  await forgetPastAddresses(tx);
  await scheduleRsvpRetention(tx, { after: new Date(job.payload.at) });
}
