import {
  addDays,
  type DayOfWeek,
  eventTitle,
  type IsoDate,
  nextWeeklyAt,
  todayIn,
  VENUE_FALLBACK_TIME_ZONE,
} from '@trivia/shared';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type DbOrTx, queryRows, type Tx } from '../../db/client.ts';
import { events } from '../../db/schema/index.ts';
import { payloadInstant, payloadIsoDate } from '../../jobs/payload-fields.ts';
import { type EnqueueOptions, enqueueJob, enqueueJobs, type ParsedJob } from '../../jobs/queue.ts';
import { materializeOccurrences } from '../events/index.ts';
import type { FollowMailOptions } from './cancellation.ts';
import { type WeeklyNight, weeklyMail } from './mails.ts';
import { followerMailLinks } from './tokens.ts';

/**
 * The weekly mail of followed venues (decision 131), as durable jobs:
 *
 * - `follow-weekly-run` (key `follow-weekly-run:{zone}:{date}`), one per venue time zone and week,
 *   due at FOLLOW_WEEKDAY FOLLOW_HOUR there. In the transaction that settles it, it stores the
 *   week's nights of the zone's followed venues, queues one `follow-weekly-batch` per
 *   WEEKLY_BATCH confirmed followers, and the next week's run. Start-up queues the next run of
 *   every zone.
 * - `follow-weekly-batch`: reads its followers, their venues and those venues' nights in a few
 *   queries, and sends each address its mail, recording it in `follower_mails` right after
 *   (SEND_CONCURRENCY at a time), so that the batch run again (a lost lease, a restart) skips
 *   those already sent.
 *
 * A follower gets one mail per zone of the venues it follows, about that zone's venues.
 */
export const FOLLOW_WEEKLY_RUN = 'follow-weekly-run';
export const FOLLOW_WEEKLY_BATCH = 'follow-weekly-batch';
export const WEEKLY_BATCH = 500;
const WINDOW_DAYS = 7;
/**
 * Mails of a batch being sent at once: written to the outbox (or handed to SMTP) side by side,
 * then recorded together, so that a crash can repeat at most this many of a week's mails.
 */
const SEND_CONCURRENCY = 16;

export interface WeeklySettings {
  weekday: DayOfWeek;
  hour: number;
}

export const WeeklyRunPayload = z.object({ timeZone: z.string(), at: payloadInstant });
type RunPayload = z.infer<typeof WeeklyRunPayload>;

export const WeeklyBatchPayload = z.object({
  timeZone: z.string(),
  from: payloadIsoDate,
  followerIds: z.array(z.string()),
});
type BatchPayload = z.infer<typeof WeeklyBatchPayload>;

const zoneOf = sql.raw(`coalesce(v.timezone, '${VENUE_FALLBACK_TIME_ZONE}')`);

/** The next weekly run of every time zone with venues that have active events. */
export async function scheduleWeeklyRuns(
  db: DbOrTx,
  options: { settings: WeeklySettings; after: Date },
): Promise<void> {
  const { settings, after } = options;
  const zones = await queryRows<{ zone: string }>(
    db,
    sql`select distinct ${zoneOf} as zone from venues v where v.active_event_count > 0 order by 1`,
  );
  for (const { zone } of zones) {
    const at = nextWeeklyAt({ day: settings.weekday, hour: settings.hour, timeZone: zone, after });
    await enqueueJob(db, {
      kind: FOLLOW_WEEKLY_RUN,
      key: `${FOLLOW_WEEKLY_RUN}:${zone}:${todayIn(zone, at)}`,
      payload: { timeZone: zone, at: at.toISOString() } satisfies RunPayload,
      runAt: at,
    });
  }
}

/** The week's batches of a zone: its confirmed followers who take the weekly mail. */
export async function queueWeeklyBatches(
  tx: Tx,
  options: { timeZone: string; from: IsoDate },
): Promise<number> {
  const { timeZone, from } = options;
  const followed = sql`select vf.venue_id from venue_follows vf join venues v on v.id = vf.venue_id
    where vf.confirmed_at is not null and ${zoneOf} = ${timeZone}`;
  await materializeOccurrences({
    tx,
    from,
    to: addDays(from, WINDOW_DAYS - 1),
    where: sql`${events.venueId} in (${followed})`,
  });
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`select distinct f.id from followers f
        join venue_follows vf on vf.follower_id = f.id and vf.confirmed_at is not null
        join venues v on v.id = vf.venue_id
      where f.confirmed_at is not null and f.weekly and ${zoneOf} = ${timeZone}
      order by f.id`,
  );
  const jobs: EnqueueOptions[] = [];
  for (let start = 0; start < rows.length; start += WEEKLY_BATCH) {
    jobs.push({
      kind: FOLLOW_WEEKLY_BATCH,
      key: `${FOLLOW_WEEKLY_BATCH}:${timeZone}:${from}:${start / WEEKLY_BATCH}`,
      payload: {
        timeZone,
        from,
        followerIds: rows.slice(start, start + WEEKLY_BATCH).map((row) => row.id),
      } satisfies BatchPayload,
    });
  }
  return enqueueJobs(tx, jobs);
}

interface NightRow {
  venue_id: string;
  date: IsoDate;
  start_time: string;
  event_type: string;
  provider_name: string | null;
  status: string;
  confirmed_by: string | null;
  public_note: string | null;
  theme: string | null;
  reports: number;
}

function stateOf(night: NightRow): WeeklyNight['state'] {
  if (night.status === 'cancelled') return 'Cancelled';
  // As the public list shows it (decision 123): only a host's confirmation is "Confirmed".
  if (night.status === 'confirmed' && night.confirmed_by === 'host') return 'Confirmed';
  if (night.reports >= 2) return 'Reported';
  return 'Scheduled';
}

const idList = (ids: string[]) =>
  sql`(${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;

/** Sends a batch's weekly mails; those its followers already got this week are skipped. */
export async function sendWeeklyBatch(
  options: FollowMailOptions,
  job: ParsedJob<BatchPayload>,
): Promise<number> {
  const { db, mailer, publicUrl, key } = options;
  const { timeZone, from, followerIds } = job.payload;
  if (followerIds.length === 0) return 0;
  const mail = `weekly:${timeZone}:${from}`;
  const ids = idList(followerIds);
  const follows = await queryRows<{ id: string; email: string; venue_id: string; name: string }>(
    db,
    sql`select f.id, f.email, v.id as venue_id, coalesce(v.google_name, v.name_original) as name
      from followers f
        join venue_follows vf on vf.follower_id = f.id and vf.confirmed_at is not null
        join venues v on v.id = vf.venue_id
      where f.id in ${ids} and f.confirmed_at is not null and f.weekly and ${zoneOf} = ${timeZone}
        and not exists (select 1 from follower_mails m where m.follower_id = f.id and m.mail = ${mail})
      order by f.id, name, v.id`,
  );
  if (follows.length === 0) return 0;
  const venueIds = [...new Set(follows.map((row) => row.venue_id))];
  const nights = await queryRows<NightRow>(
    db,
    sql`select e.venue_id, o.occurrence_date::text as date, e.start_time::text as start_time,
        e.event_type, p.name as provider_name, o.status, o.confirmed_by, o.public_note,
        o.theme, o.not_happening_reports as reports
      from event_occurrences o
        join events e on e.id = o.event_id and e.is_active
        left join trivia_providers p on p.id = e.provider_id
      where e.venue_id in ${idList(venueIds)}
        and o.occurrence_date between ${from} and ${addDays(from, WINDOW_DAYS - 1)}
      order by o.occurrence_date, e.start_time, e.id`,
  );
  const nightsByVenue = new Map<string, WeeklyNight[]>();
  for (const night of nights) {
    const list = nightsByVenue.get(night.venue_id) ?? [];
    list.push({
      date: night.date,
      startTime: night.start_time,
      eventTitle: eventTitle(night.event_type, night.provider_name),
      state: stateOf(night),
      note: night.public_note,
      theme: night.theme,
    });
    nightsByVenue.set(night.venue_id, list);
  }
  const byFollower = new Map<
    string,
    { email: string; venues: { name: string; nights: WeeklyNight[] }[] }
  >();
  for (const row of follows) {
    const entry = byFollower.get(row.id) ?? { email: row.email, venues: [] };
    entry.venues.push({ name: row.name, nights: nightsByVenue.get(row.venue_id) ?? [] });
    byFollower.set(row.id, entry);
  }
  const now = new Date();
  const due = [...byFollower].filter(
    // Nothing on at any of them this week: no mail.
    ([, entry]) => entry.venues.some((venue) => venue.nights.length > 0),
  );
  let sent = 0;
  for (let start = 0; start < due.length; start += SEND_CONCURRENCY) {
    const chunk = due.slice(start, start + SEND_CONCURRENCY);
    const results = await Promise.allSettled(
      chunk.map(([followerId, { email, venues }]) =>
        mailer.send(
          weeklyMail({
            to: email,
            venues,
            links: followerMailLinks(key, publicUrl, followerId, now),
          }),
        ),
      ),
    );
    const done = chunk.filter((_, index) => results[index]?.status === 'fulfilled');
    if (done.length > 0) {
      await db.execute(
        sql`insert into follower_mails (follower_id, mail) values ${sql.join(
          done.map(([followerId]) => sql`(${followerId}, ${mail})`),
          sql`, `,
        )} on conflict do nothing`,
      );
    }
    sent += done.length;
    const failed = results.find((result) => result.status === 'rejected');
    // Retried later: those sent are recorded and skipped then.
    if (failed) throw failed.reason;
  }
  return sent;
}

export async function weeklyRunCommit(
  tx: Tx,
  job: ParsedJob<RunPayload>,
  settings: WeeklySettings,
) {
  const { timeZone, at } = job.payload;
  const when = new Date(at);
  await queueWeeklyBatches(tx, { timeZone, from: todayIn(timeZone, when) });
  await scheduleWeeklyRuns(tx, { settings, after: when });
}
