import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, type DbOrTx, queryRows, type Tx } from '../../db/client.ts';
import { payloadInstant, payloadIsoDate } from '../../jobs/payload-fields.ts';
import type { ParsedJob } from '../../jobs/queue.ts';
import type { Mailer } from '../mail.ts';
import { CancelledNight, cancellationMail, nightChangedMail } from './mails.ts';
import { type EventNow, isNightCancelled, nightNow, readEventNow } from './night-now.ts';
import { followerMailLinks } from './tokens.ts';

/**
 * The notice of a night that stopped being a night (decisions 130, 156): one job per night and
 * address, whatever took the night away (a cancellation, a move, an end, a deletion). Its key
 * names the night and a hash of the address, so an address gets at most one notice per night,
 * ever. What it says is decided when it is sent: cancelled, moved (to the event's nearest night
 * under its rule now), ended, or nothing when the night is on again.
 */
export const NIGHT_CANCELLED_MAIL = 'night-cancelled-mail';

export const NoticePayload = z.object({
  eventId: z.string(),
  date: payloadIsoDate,
  /** When the night stopped being a night (the name is the cancellations'): the delay metric. */
  cancelledAt: payloadInstant,
  /** The night's venue then. */
  venueId: z.string(),
  /** The night as it was known (its start time then included). */
  night: CancelledNight,
  followerId: z.string().optional(),
  rsvpId: z.string().optional(),
  /**
   * A deleted event's team: its row went with the event, so the address travels here; the job's
   * commit removes it once the mail is sent (decision 156).
   */
  email: z.string().optional(),
});
export type NoticePayload = z.infer<typeof NoticePayload>;

/** The part of a job key that names an address without spelling it out. */
const addressKey = (email: string) => createHash('sha256').update(email).digest('hex').slice(0, 32);

export interface NoticeRecipients {
  teams: { id: string; email: string }[];
  followers: { id: string; email: string }[];
  /** The teams' rows are gone (a deleted event): their addresses go in the payload. */
  carryTeamAddresses?: boolean;
}

/**
 * Queues the notices of one night: one per address, a follower's (with their links) when an
 * address both follows and is coming. A deleted event's team whose notice is queued already (a
 * move just before) gets its address added to that job, which could no longer read the row.
 */
export async function queueNoticeMails(
  tx: Tx,
  base: Omit<NoticePayload, 'followerId' | 'rsvpId' | 'email'>,
  recipients: NoticeRecipients,
): Promise<number> {
  const byAddress = new Map<string, Pick<NoticePayload, 'followerId' | 'rsvpId' | 'email'>>();
  for (const team of recipients.teams) {
    byAddress.set(team.email, {
      rsvpId: team.id,
      ...(recipients.carryTeamAddresses ? { email: team.email } : {}),
    });
  }
  for (const follower of recipients.followers) {
    byAddress.set(follower.email, { followerId: follower.id });
  }
  const rows = [...byAddress].map(
    ([email, recipient]) =>
      sql`(${NIGHT_CANCELLED_MAIL},
        ${`${NIGHT_CANCELLED_MAIL}:${base.eventId}:${base.date}:${addressKey(email)}`},
        ${JSON.stringify({ ...base, ...recipient } satisfies NoticePayload)}::jsonb, now(), 5)`,
  );
  let added = 0;
  for (let start = 0; start < rows.length; start += 500) {
    const inserted = await queryRows<{ inserted: boolean }>(
      tx,
      sql`insert into jobs (kind, key, payload, run_at, max_attempts)
        values ${sql.join(rows.slice(start, start + 500), sql`, `)}
        on conflict (key) do update
          set payload = jobs.payload || jsonb_build_object('email', excluded.payload->'email')
          where jobs.done_at is null and jobs.payload->>'rsvpId' is not null
            and jobs.payload->>'email' is null and excluded.payload->>'email' is not null
        returning (xmax = 0) as inserted`,
    );
    added += inserted.filter((row) => row.inserted).length;
  }
  return added;
}

async function recipientOf(
  db: Db,
  payload: NoticePayload,
  now: EventNow,
): Promise<string | undefined> {
  if (payload.followerId) {
    // Still following, confirmed: an unsubscribe since the fan-out stops the mail. A deleted
    // venue's follows went with it; its followers are told all the same.
    const [row] = await queryRows<{ email: string }>(
      db,
      sql`select f.email from followers f
        where f.id = ${payload.followerId} and f.confirmed_at is not null
          and (${now.knownVenueGone}::boolean or exists (select 1 from venue_follows vf
            where vf.follower_id = f.id and vf.venue_id = ${payload.venueId}
              and vf.confirmed_at is not null))`,
    );
    return row?.email;
  }
  if (payload.rsvpId) {
    // A team that withdrew is not told; a deleted event's teams are, from the payload.
    const [row] = await queryRows<{ email: string | null }>(
      db,
      sql`select email from team_rsvps where id = ${payload.rsvpId}`,
    );
    if (row) return row.email ?? undefined;
    return now.event ? undefined : payload.email;
  }
  return undefined;
}

export interface FollowMailOptions {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  /** The signing key of follower links (`followLinkKey`). */
  key: Buffer;
  /** Seconds from a night's end (cancelled, moved, ended) to one of its notices. */
  observeCancellationDelay?: (seconds: number) => void;
}

/** Sends one address its notice, unless it stopped following or the night is on again. */
export async function sendNightNotice(
  options: FollowMailOptions,
  job: ParsedJob<NoticePayload>,
): Promise<void> {
  const { db, mailer, publicUrl, key, observeCancellationDelay } = options;
  const { payload } = job;
  const now = await readEventNow(db, { eventId: payload.eventId, knownVenueId: payload.venueId });
  const to = await recipientOf(db, payload, now);
  if (!to) return;
  const state = nightNow(
    now,
    { date: payload.date, startTime: payload.night.startTime, venueId: payload.venueId },
    await isNightCancelled(db, payload),
  );
  if (state.state === 'on') return;
  const links = payload.followerId
    ? { links: followerMailLinks(key, publicUrl, payload.followerId) }
    : {};
  await mailer.send(
    state.state === 'cancelled'
      ? cancellationMail({ to, night: payload.night, ...links })
      : nightChangedMail({
          to,
          night: payload.night,
          movedTo: state.state === 'moved' ? state.to : null,
          ...links,
        }),
  );
  observeCancellationDelay?.((Date.now() - new Date(payload.cancelledAt).getTime()) / 1000);
}

/** The notice's job settles: an address it carried goes (decision 156). */
export async function forgetNoticeAddress(
  db: DbOrTx,
  job: ParsedJob<NoticePayload>,
): Promise<void> {
  // Read afresh: a deletion may have added one since the job was claimed.
  await db.execute(
    sql`update jobs set payload = payload - 'email'
      where id = ${job.id} and payload->>'email' is not null`,
  );
}
