import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addDays, dayOfWeekOf, todayIn, VENUE_FALLBACK_TIME_ZONE } from '@trivia/shared';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openPglite, queryRows } from '../apps/server/src/db/client.ts';
import type { GazetteerData } from '../apps/server/src/geo/gazetteer-data.ts';
import { enqueueJob } from '../apps/server/src/jobs/queue.ts';
import { FOLLOW_WEEKLY_RUN } from '../apps/server/src/services/follows/index.ts';
import { outboxDirectory } from '../apps/server/src/services/mail.ts';
import { generateVenues } from './generate.ts';

/**
 * The budgets, on PGlite with the real app and its job worker:
 *
 * - a night of a venue with BENCH_CANCEL_FOLLOWERS (1,000) confirmed followers cancelled (an
 *   UPDATE, as every path makes it): the p95 of the seconds from the cancellation to each mail's
 *   file in the outbox, with the worker polling every JOBS_POLL_MS (5 s, the default) — target
 *   ≤ 5 minutes;
 * - the weekly mail to BENCH_FOLLOWERS (10,000) confirmed followers of two venues each (of the
 *   bench's venues, 3 events each): every zone's run queued due now, then the worker builds and
 *   writes every mail to the outbox — target ≤ 60 s.
 */

const CANCEL_TARGET_SECONDS = 300;
const WEEKLY_TARGET_SECONDS = 60;

export interface FollowsBenchResult {
  cancelFollowers: number;
  cancelMails: number;
  cancelP50Seconds: number;
  cancelP95Seconds: number;
  followers: number;
  weeklyMails: number;
  weeklySeconds: number;
  /** CPU seconds this process spent on it (user + system): what a machine of its own would take. */
  weeklyCpuSeconds: number;
  /** The 1-minute load average after it (other processes on the machine). */
  weeklyLoad: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

function outboxFiles(dataDir: string): string[] {
  try {
    return fs.readdirSync(outboxDirectory(dataDir));
  } catch {
    return [];
  }
}

export async function benchFollows(options: {
  gazetteer: GazetteerData;
  followers: number;
  cancelFollowers: number;
  log: (message: string) => void;
}): Promise<FollowsBenchResult> {
  const { gazetteer, followers, cancelFollowers, log } = options;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trivia-bench-follows-'));
  const database = await openPglite(dataDir);
  const run = (query: string) => database.db.execute(sql.raw(query));
  try {
    await database.migrate();
    await generateVenues({ database, gazetteer, venues: 4_000, eventsPerVenue: 3, seed: 32 });
    // Followers of two venues each, neighbours in (zone, id) order: mostly one zone per address.
    await run(`insert into followers (email, confirmed_at)
      select 'follower-' || n || '@example.com', now() from generate_series(1, ${followers}) n`);
    await run(`with ranked as (
        select id, row_number() over (order by coalesce(timezone, '${VENUE_FALLBACK_TIME_ZONE}'), id) - 1 as n,
          count(*) over () as total
        from venues where active_event_count > 0),
      numbered as (select id, row_number() over (order by email) - 1 as n from followers)
      insert into venue_follows (follower_id, venue_id, confirmed_at)
      select f.id, r.id, now() from numbered f
        join ranked r on r.n in ((f.n * 2) % r.total, (f.n * 2 + 1) % r.total)
      on conflict do nothing`);
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      DEMO: '0',
      JOBS_POLL_MS: '5000',
      PUBLIC_URL: 'https://trivia.example.com',
    });
    const app = await buildApp({ config, database, logger: { level: 'warn' } });
    try {
      await app.ready();

      // The weekly mail: every zone's run, due now.
      const zones = await queryRows<{ zone: string }>(
        database.db,
        sql`select distinct coalesce(v.timezone, ${VENUE_FALLBACK_TIME_ZONE}) as zone
          from venue_follows vf join venues v on v.id = vf.venue_id`,
      );
      log(`follows: ${followers} followers in ${zones.length} zones; the weekly mail`);
      const weeklyStarted = performance.now();
      const cpuStarted = process.cpuUsage();
      for (const { zone } of zones) {
        await enqueueJob(database.db, {
          kind: FOLLOW_WEEKLY_RUN,
          key: `${FOLLOW_WEEKLY_RUN}:${zone}:bench`,
          payload: { timeZone: zone, at: new Date().toISOString() },
        });
      }
      await app.jobs.runDue();
      const weeklySeconds = (performance.now() - weeklyStarted) / 1000;
      const cpu = process.cpuUsage(cpuStarted);
      const weeklyCpuSeconds = (cpu.user + cpu.system) / 1e6;
      const weeklyLoad = os.loadavg()[0] ?? 0;
      const [mailed] = await queryRows<{ followers: number; mails: number }>(
        database.db,
        sql`select count(distinct follower_id)::int as followers, count(*)::int as mails
          from follower_mails`,
      );
      const weeklyFiles = outboxFiles(dataDir).length;
      log(
        `follows: ${mailed?.followers ?? 0} followers mailed (${weeklyFiles} mails) in ${weeklySeconds.toFixed(1)} s`,
      );

      // One venue's night cancelled, its followers told by the polling worker.
      const [venue] = await queryRows<{ id: string; timezone: string | null }>(
        database.db,
        sql`select id, timezone from venues where active_event_count > 0 order by id limit 1`,
      );
      await run(`insert into followers (email, confirmed_at)
        select 'cancel-' || n || '@example.com', now() from generate_series(1, ${cancelFollowers}) n`);
      await run(`insert into venue_follows (follower_id, venue_id, confirmed_at)
        select id, '${venue?.id}', now() from followers where email like 'cancel-%'
        on conflict do nothing`);
      const [event] = await queryRows<{ id: string; day_of_week: string }>(
        database.db,
        sql`select id, day_of_week from events where venue_id = ${venue?.id} and is_active limit 1`,
      );
      const zone = venue?.timezone ?? VENUE_FALLBACK_TIME_ZONE;
      let date = addDays(todayIn(zone), 1);
      while (dayOfWeekOf(date) !== event?.day_of_week) date = addDays(date, 1);
      const before = new Set(outboxFiles(dataDir));
      const expected =
        (
          await queryRows<{ n: number }>(
            database.db,
            sql`select count(*)::int as n from venue_follows where venue_id = ${venue?.id}`,
          )
        )[0]?.n ?? 0;
      log(`follows: cancelling a night of a venue with ${expected} followers`);
      const cancelledAt = Date.now();
      await run(`insert into event_occurrences (event_id, occurrence_date, status)
        values ('${event?.id}', '${date}', 'scheduled') on conflict do nothing`);
      await run(`update event_occurrences set status = 'cancelled', public_note = 'Bench night off'
        where event_id = '${event?.id}' and occurrence_date = '${date}'`);
      const deadline = Date.now() + 15 * 60_000;
      let fresh: string[] = [];
      while (Date.now() < deadline) {
        fresh = outboxFiles(dataDir).filter((file) => !before.has(file));
        if (fresh.length >= expected) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const delays = fresh
        .map(
          (file) =>
            (fs.statSync(path.join(outboxDirectory(dataDir), file)).mtimeMs - cancelledAt) / 1000,
        )
        .sort((a, b) => a - b);
      return {
        cancelFollowers: expected,
        cancelMails: fresh.length,
        cancelP50Seconds: percentile(delays, 50),
        cancelP95Seconds: percentile(delays, 95),
        followers: mailed?.followers ?? 0,
        weeklyMails: weeklyFiles,
        weeklySeconds,
        weeklyCpuSeconds,
        weeklyLoad,
      };
    } finally {
      await app.close();
    }
  } finally {
    await database.close().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Prints the two lines and returns the targets missed, if any. */
export function reportFollows(result: FollowsBenchResult): string[] {
  console.info(
    `Cancellation notices (PGlite): a night of a venue with ${result.cancelFollowers.toLocaleString('en-US')} followers, ${result.cancelMails.toLocaleString('en-US')} mails: cancellation to mail p50 ${result.cancelP50Seconds.toFixed(1)} s, p95 ${result.cancelP95Seconds.toFixed(1)} s (target p95 ≤ ${CANCEL_TARGET_SECONDS} s; the worker polls every 5 s)`,
  );
  console.info(
    `Weekly follower mail (PGlite): ${result.followers.toLocaleString('en-US')} followers, ${result.weeklyMails.toLocaleString('en-US')} mails built and written to the outbox in ${result.weeklySeconds.toFixed(1)} s, ${result.weeklyCpuSeconds.toFixed(1)} s of CPU, load average ${result.weeklyLoad.toFixed(1)} (target ≤ ${WEEKLY_TARGET_SECONDS} s)`,
  );
  const missed: string[] = [];
  if (
    result.cancelMails < result.cancelFollowers ||
    result.cancelP95Seconds > CANCEL_TARGET_SECONDS
  ) {
    missed.push(
      `cancellation notices p95 ${result.cancelP95Seconds.toFixed(1)} s (${result.cancelMails} mails)`,
    );
  }
  if (result.weeklySeconds > WEEKLY_TARGET_SECONDS) {
    missed.push(`weekly follower mail ${result.weeklySeconds.toFixed(1)} s`);
  }
  return missed;
}

/** `node bench/follows.ts`: this part alone. */
if (import.meta.url === `file://${process.argv[1]}`) {
  const { loadGazetteerData } = await import('../apps/server/src/geo/load-gazetteer.ts');
  const result = await benchFollows({
    gazetteer: await loadGazetteerData(),
    followers: Number(process.env.BENCH_FOLLOWERS ?? 10_000),
    cancelFollowers: Number(process.env.BENCH_CANCEL_FOLLOWERS ?? 1_000),
    log: (message) => console.info(`[bench] ${message}`),
  });
  const missed = reportFollows(result);
  console.info(missed.length === 0 ? 'Targets met.' : `Targets missed:\n  ${missed.join('\n  ')}`);
}
