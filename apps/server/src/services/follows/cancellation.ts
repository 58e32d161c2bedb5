import { createHash } from 'node:crypto';
import { eventTitle, type IsoDate, todayIn, venueTimeZone } from '@trivia/shared';
import { sql } from 'drizzle-orm';
import { type Db, type DbOrTx, queryRows, type Tx } from '../../db/client.ts';
import { type EnqueueOptions, enqueueJobs, type JobRow, jobPayload } from '../../jobs/queue.ts';
import type { Mailer } from '../mail.ts';
import { type CancelledNight, cancellationMail } from './mails.ts';
import { followerMailLinks } from './tokens.ts';

/**
 * Cancellation notices (issue 32, decision 130). A night that becomes cancelled, by whatever path,
 * makes a database trigger (migration 0020) queue a `night-cancelled` job in the same
 * transaction. That job, in the transaction that settles it, queues one `night-cancelled-mail` per
 * address: the venue's confirmed followers and the night's teams that gave an email. The mail job's
 * key names the night and the address, so an address gets at most one notice per night, ever,
 * however often the night is cancelled and by however many processes.
 */
export const NIGHT_CANCELLED = 'night-cancelled';
export const NIGHT_CANCELLED_MAIL = 'night-cancelled-mail';

interface CancelledPayload {
  eventId: string;
  date: IsoDate;
  /** When the night was cancelled (the transaction's time), for the delay metric. */
  cancelledAt: string;
}

interface MailPayload extends CancelledPayload {
  venueId: string;
  night: CancelledNight;
  followerId?: string;
  rsvpId?: string;
}

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

/** The part of a job key that names an address without spelling it out. */
const addressKey = (email: string) => createHash('sha256').update(email).digest('hex').slice(0, 32);

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
  const followerRows = await queryRows<{ id: string; email: string }>(
    tx,
    sql`select f.id, f.email from venue_follows vf join followers f on f.id = vf.follower_id
      where vf.venue_id = ${row.venue_id} and vf.confirmed_at is not null
        and f.confirmed_at is not null`,
  );
  const teamRows = await queryRows<{ id: string; email: string }>(
    tx,
    sql`select id, email from team_rsvps
      where event_id = ${eventId} and occurrence_date = ${date} and email is not null
      order by created_at`,
  );
  const byAddress = new Map<string, { followerId?: string; rsvpId?: string }>();
  for (const team of teamRows) byAddress.set(team.email, { rsvpId: team.id });
  // An address both following and coming gets the follower's mail (it has their links).
  for (const follower of followerRows) byAddress.set(follower.email, { followerId: follower.id });
  const jobs: EnqueueOptions[] = [...byAddress].map(([email, recipient]) => ({
    kind: NIGHT_CANCELLED_MAIL,
    key: `${NIGHT_CANCELLED_MAIL}:${eventId}:${date}:${addressKey(email)}`,
    payload: { ...payload, venueId: row.venue_id, night, ...recipient } satisfies MailPayload,
  }));
  return enqueueJobs(tx, jobs);
}

async function recipientOf(db: Db, payload: MailPayload): Promise<string | undefined> {
  if (payload.followerId) {
    // Still following the venue, confirmed: an unsubscribe since the fan-out stops the mail.
    const [row] = await queryRows<{ email: string }>(
      db,
      sql`select f.email from followers f join venue_follows vf on vf.follower_id = f.id
        where f.id = ${payload.followerId} and vf.venue_id = ${payload.venueId}
          and f.confirmed_at is not null and vf.confirmed_at is not null`,
    );
    return row?.email;
  }
  if (payload.rsvpId) {
    const [row] = await queryRows<{ email: string | null }>(
      db,
      sql`select email from team_rsvps where id = ${payload.rsvpId}`,
    );
    return row?.email ?? undefined;
  }
  return undefined;
}

export interface FollowMailOptions {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  /** The signing key of follower links (`followLinkKey`). */
  key: Buffer;
  /** Seconds from a night's cancellation to one of its mails (the delay histogram). */
  observeCancellationDelay?: (seconds: number) => void;
}

/** Sends one address its notice, unless it stopped following or the night is on again. */
export async function sendCancellationMail(options: FollowMailOptions, job: JobRow): Promise<void> {
  const { db, mailer, publicUrl, key, observeCancellationDelay } = options;
  const payload = jobPayload<MailPayload>(job);
  const to = await recipientOf(db, payload);
  if (!to) return;
  const [night] = await queryRows<{ status: string }>(
    db,
    sql`select status from event_occurrences
      where event_id = ${payload.eventId} and occurrence_date = ${payload.date}`,
  );
  if (night?.status !== 'cancelled') return;
  await mailer.send(
    cancellationMail({
      to,
      night: payload.night,
      ...(payload.followerId
        ? { links: followerMailLinks(key, publicUrl, payload.followerId) }
        : {}),
    }),
  );
  observeCancellationDelay?.((Date.now() - new Date(payload.cancelledAt).getTime()) / 1000);
}

export const cancellationCommit = (tx: Tx, job: JobRow) =>
  queueCancellationMails(tx, jobPayload<CancelledPayload>(job)).then(() => undefined);
