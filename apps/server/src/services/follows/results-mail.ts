import {
  addDays,
  eventTitle,
  type IsoDate,
  nextDailyAt,
  paths,
  todayIn,
  VENUE_FALLBACK_TIME_ZONE,
} from '@trivia/shared';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type DbOrTx, queryRows, type Tx } from '../../db/client.ts';
import { payloadInstant, payloadIsoDate } from '../../jobs/payload-fields.ts';
import { type EnqueueOptions, enqueueJob, enqueueJobs, type ParsedJob } from '../../jobs/queue.ts';
import type { FollowMailOptions } from './cancellation.ts';
import { type ResultsNight, resultsMail } from './mails.ts';
import { followerMailLinks } from './tokens.ts';
import { followedVenues } from './venues.ts';

/**
 * The results mail of followed venues (decision 210), as durable jobs, as the weekly mail is:
 *
 * - `follow-results-run` (key `follow-results-run:{zone}:{date}`), one per venue time zone and
 *   day, due at RESULTS_HOUR there. In the transaction that settles it, it queues one
 *   `follow-results-batch` per RESULTS_BATCH confirmed followers who asked for results and follow
 *   a venue of the zone with results posted for the day before, and the next day's run.
 * - `follow-results-batch`: sends each follower one mail with those results, recording it in
 *   `follower_mails` (`results:{zone}:{date}`) right after, so that a batch run again skips them.
 *
 * Results posted after the morning's run are not mailed: they are on the venue's page.
 */
export const FOLLOW_RESULTS_RUN = 'follow-results-run';
export const FOLLOW_RESULTS_BATCH = 'follow-results-batch';
/** The local hour of the morning mail: after a late night, before the day's work. */
export const RESULTS_HOUR = 9;
const RESULTS_BATCH = 500;

export const ResultsRunPayload = z.object({ timeZone: z.string(), at: payloadInstant });
type RunPayload = z.infer<typeof ResultsRunPayload>;

export const ResultsBatchPayload = z.object({
  timeZone: z.string(),
  /** The night's date: the day before the run's. */
  date: payloadIsoDate,
  followerIds: z.array(z.string()),
});
type BatchPayload = z.infer<typeof ResultsBatchPayload>;

const zoneOf = sql.raw(`coalesce(v.timezone, '${VENUE_FALLBACK_TIME_ZONE}')`);

/** The next morning's run of every time zone with venues that have active events. */
export async function scheduleResultsRuns(db: DbOrTx, options: { after: Date }): Promise<void> {
  const zones = await queryRows<{ zone: string }>(
    db,
    sql`select distinct ${zoneOf} as zone from venues v where v.active_event_count > 0 order by 1`,
  );
  for (const { zone } of zones) {
    const at = nextDailyAt({ hour: RESULTS_HOUR, timeZone: zone, after: options.after });
    await enqueueJob(db, {
      kind: FOLLOW_RESULTS_RUN,
      key: `${FOLLOW_RESULTS_RUN}:${zone}:${todayIn(zone, at)}`,
      payload: { timeZone: zone, at: at.toISOString() } satisfies RunPayload,
      runAt: at,
    });
  }
}

/** Followed venues of the zone with results posted for `date`, and who asked for them. */
const resultsFollows = (timeZone: string, date: IsoDate) =>
  sql`from followers f
      join venue_follows vf on vf.follower_id = f.id and vf.confirmed_at is not null
      join venues v on v.id = vf.venue_id
    where f.confirmed_at is not null and f.results and ${zoneOf} = ${timeZone}
      and exists (select 1 from night_results r join events e on e.id = r.event_id
        where e.venue_id = v.id and r.occurrence_date = ${date})`;

export async function resultsRunCommit(tx: Tx, job: ParsedJob<RunPayload>): Promise<void> {
  const { timeZone, at } = job.payload;
  const when = new Date(at);
  const date = addDays(todayIn(timeZone, when), -1);
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`select distinct f.id ${resultsFollows(timeZone, date)} order by f.id`,
  );
  const jobs: EnqueueOptions[] = [];
  for (let start = 0; start < rows.length; start += RESULTS_BATCH) {
    jobs.push({
      kind: FOLLOW_RESULTS_BATCH,
      key: `${FOLLOW_RESULTS_BATCH}:${timeZone}:${date}:${start / RESULTS_BATCH}`,
      payload: {
        timeZone,
        date,
        followerIds: rows.slice(start, start + RESULTS_BATCH).map((row) => row.id),
      } satisfies BatchPayload,
    });
  }
  await enqueueJobs(tx, jobs);
  await scheduleResultsRuns(tx, { after: when });
}

interface LineRow {
  venue_id: string;
  event_id: string;
  event_type: string;
  provider_name: string | null;
  team_name: string;
  score: number | null;
  placement: number;
}

/** Sends a batch's results mails; those its followers already got for the day are skipped. */
export async function sendResultsBatch(
  options: FollowMailOptions,
  job: ParsedJob<BatchPayload>,
): Promise<number> {
  const { db, mailer, publicUrl, key } = options;
  const { timeZone, date, followerIds } = job.payload;
  if (followerIds.length === 0) return 0;
  const mail = `results:${timeZone}:${date}`;
  const follows = await queryRows<{ id: string; email: string; venue_id: string }>(
    db,
    sql`select f.id, f.email, v.id as venue_id ${resultsFollows(timeZone, date)}
      and f.id in (${sql.join(
        followerIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
      and not exists (select 1 from follower_mails m where m.follower_id = f.id and m.mail = ${mail})
      order by f.id`,
  );
  if (follows.length === 0) return 0;
  const venueIds = [...new Set(follows.map((row) => row.venue_id))];
  const venues = new Map((await followedVenues(db, venueIds)).map((venue) => [venue.id, venue]));
  const lines = await queryRows<LineRow>(
    db,
    sql`select e.venue_id, e.id as event_id, e.event_type, p.name as provider_name,
        l.team_name, l.score::float8 as score, l.placement
      from night_results r
        join night_result_entries l on l.result_id = r.id
        join events e on e.id = r.event_id
        left join trivia_providers p on p.id = e.provider_id
      where r.occurrence_date = ${date} and e.venue_id in (${sql.join(
        venueIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
      order by e.start_time, e.id, l.placement, l.position`,
  );
  const nightsByVenue = new Map<string, ResultsNight[]>();
  const nightOfEvent = new Map<string, ResultsNight>();
  for (const line of lines) {
    const venue = venues.get(line.venue_id);
    if (!venue) continue;
    let night = nightOfEvent.get(line.event_id);
    if (!night) {
      night = {
        venueName: venue.name,
        eventTitle: eventTitle(line.event_type, line.provider_name),
        date,
        lines: [],
        pageUrl: `${publicUrl}${paths.venuePage(venue.slug)}`,
      };
      nightOfEvent.set(line.event_id, night);
      nightsByVenue.set(line.venue_id, [...(nightsByVenue.get(line.venue_id) ?? []), night]);
    }
    night.lines.push({ place: line.placement, team: line.team_name, score: line.score });
  }
  const byFollower = new Map<string, { email: string; nights: ResultsNight[] }>();
  for (const row of follows) {
    const entry = byFollower.get(row.id) ?? { email: row.email, nights: [] };
    entry.nights.push(...(nightsByVenue.get(row.venue_id) ?? []));
    byFollower.set(row.id, entry);
  }
  const now = new Date();
  let sent = 0;
  // One at a time, each recorded as it goes: a retried batch repeats at most one mail.
  for (const [followerId, { email, nights }] of byFollower) {
    await mailer.send(
      resultsMail({
        to: email,
        date,
        nights,
        links: followerMailLinks(key, publicUrl, followerId, now),
      }),
    );
    await db.execute(
      sql`insert into follower_mails (follower_id, mail) values (${followerId}, ${mail})
        on conflict do nothing`,
    );
    sent += 1;
  }
  return sent;
}
