import { eventTitle, type IsoDate, todayIn, venueTimeZone } from '@trivia/shared';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type DbOrTx, queryRows, type Tx } from '../../db/client.ts';
import { payloadInstant, payloadIsoDate } from '../../jobs/payload-fields.ts';
import type { ParsedJob } from '../../jobs/queue.ts';
import type { CancelledNight } from './mails.ts';
import { queueNoticeMails } from './notice-mail.ts';

/** The options of every follower mail job (kept here, where the other mails import it from). */
export type { FollowMailOptions } from './notice-mail.ts';

/**
 * Cancellation notices (decision 130). A night that becomes cancelled, by whatever path,
 * makes a database trigger (migration 0020) queue a `night-cancelled` job in the same
 * transaction. That job, in the transaction that settles it, queues one night notice per
 * address (`notice-mail.ts`): the venue's confirmed followers and the night's teams that gave an
 * email. The notice's key names the night and the address, so an address gets at most one notice
 * per night, ever, however often the night is cancelled (or moved, decision 156) and by however
 * many processes.
 */
export const NIGHT_CANCELLED = 'night-cancelled';

export const CancelledPayload = z.object({
  eventId: z.string(),
  date: payloadIsoDate,
  /** When the night was cancelled (the transaction's time), for the delay metric. */
  cancelledAt: payloadInstant,
});
type CancelledPayload = z.infer<typeof CancelledPayload>;

interface NightRow {
  status: string;
  public_note: string | null;
  event_type: string;
  start_time: string;
  provider_name: string | null;
  venue_id: string;
  venue_name: string;
  timezone: string | null;
}

async function cancelledNight(db: DbOrTx, eventId: string, date: IsoDate) {
  const [row] = await queryRows<NightRow>(
    db,
    sql`select o.status, o.public_note, e.event_type, e.start_time::text as start_time,
        p.name as provider_name, v.id as venue_id,
        coalesce(v.google_name, v.name_original) as venue_name, v.timezone
      from event_occurrences o
        join events e on e.id = o.event_id
        join venues v on v.id = e.venue_id
        left join trivia_providers p on p.id = e.provider_id
      where o.event_id = ${eventId} and o.occurrence_date = ${date}`,
  );
  return row;
}

/** Queues the notices of one cancelled night (the `night-cancelled` job's commit). */
export async function queueCancellationMails(tx: Tx, payload: CancelledPayload): Promise<number> {
  const { eventId, date } = payload;
  const row = await cancelledNight(tx, eventId, date);
  // Restored before the job ran, or a night already past: nobody needs telling.
  if (row?.status !== 'cancelled') return 0;
  if (date < todayIn(venueTimeZone(row.timezone))) return 0;
  const night: CancelledNight = {
    venueName: row.venue_name,
    eventTitle: eventTitle(row.event_type, row.provider_name),
    date,
    startTime: row.start_time,
    note: row.public_note,
  };
  const followers = await queryRows<{ id: string; email: string }>(
    tx,
    sql`select f.id, f.email from venue_follows vf join followers f on f.id = vf.follower_id
      where vf.venue_id = ${row.venue_id} and vf.confirmed_at is not null
        and f.confirmed_at is not null`,
  );
  const teams = await queryRows<{ id: string; email: string }>(
    tx,
    sql`select id, email from team_rsvps
      where event_id = ${eventId} and occurrence_date = ${date} and email is not null
      order by created_at`,
  );
  return queueNoticeMails(tx, { ...payload, venueId: row.venue_id, night }, { teams, followers });
}

export const cancellationCommit = (tx: Tx, job: ParsedJob<CancelledPayload>) =>
  queueCancellationMails(tx, job.payload).then(() => undefined);
