import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { todayIn } from '@trivia/shared';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openPglite, queryRows } from '../apps/server/src/db/client.ts';
import type { GazetteerData } from '../apps/server/src/geo/gazetteer-data.ts';
import { queueConfirmationRequests } from '../apps/server/src/services/confirmations/index.ts';
import { outboxDirectory } from '../apps/server/src/services/mail.ts';
import { generateVenues } from './generate.ts';

/**
 * The budget : building and sending the weekly confirmation requests for 10,000 events on
 * PGlite within 60 s. The data: the bench's venues (3 events each), 400 providers with one user
 * each sharing the hosted events, and an owner for every other self-hosted venue (the rest go to
 * the admin's digest). Measured: the run's transaction (storing the week's nights, queueing one
 * job per person) and the real worker sending every mail to the outbox, links and all.
 */

const CONFIRMATIONS_TARGET_SECONDS = 60;
const PROVIDERS = 400;

export interface ConfirmationsResult {
  events: number;
  nights: number;
  mails: number;
  links: number;
  queueSeconds: number;
  sendSeconds: number;
}

async function addManagers(run: (query: string) => Promise<unknown>): Promise<void> {
  await run(`insert into trivia_providers (name, status)
    select 'Bench Provider ' || n, 'approved' from generate_series(1, ${PROVIDERS}) n`);
  await run(`insert into auth_user (id, name, email)
    select 'bench-' || p.id, p.name || ' Host', 'host-' || p.id || '@example.com'
    from trivia_providers p where p.name like 'Bench Provider %'`);
  await run(`insert into provider_users (user_id, provider_id)
    select 'bench-' || p.id, p.id from trivia_providers p where p.name like 'Bench Provider %'`);
  await run(`with numbered as (
      select id, row_number() over (order by name) - 1 as n
      from trivia_providers where name like 'Bench Provider %')
    update events e set provider_id = numbered.id from numbered
    where e.provider_id is not null and numbered.n = abs(hashtext(e.id::text)) % ${PROVIDERS}`);
  await run(`insert into auth_user (id, name, email)
    select 'owner-' || v.id, 'Owner of ' || v.name_original, 'owner-' || v.id || '@example.com'
    from venues v where abs(hashtext(v.id::text)) % 2 = 0
      and exists (select 1 from events e where e.venue_id = v.id and e.provider_id is null)`);
  await run(`insert into user_venues (user_id, venue_id)
    select u.id, substring(u.id from 7)::uuid from auth_user u where u.id like 'owner-%'`);
}

export async function benchConfirmations(options: {
  gazetteer: GazetteerData;
  events: number;
  log: (message: string) => void;
}): Promise<ConfirmationsResult> {
  const { gazetteer, log } = options;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trivia-bench-confirm-'));
  const database = await openPglite(dataDir);
  try {
    await database.migrate();
    await generateVenues({
      database,
      gazetteer,
      // About 5 % of generated events are inactive: enough venues for `events` active ones.
      venues: Math.ceil(options.events / 3 / 0.95),
      eventsPerVenue: 3,
    });
    await addManagers((query) => database.db.execute(sql.raw(query)));
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      DEMO: '0',
      JOBS_POLL_MS: '0',
      ADMIN_EMAILS: 'admin@example.com',
      PUBLIC_URL: 'https://trivia.example.com',
    });
    const app = await buildApp({ config, database, logger: { level: 'warn' } });
    try {
      await app.ready();
      const [counted] = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from events where is_active`,
      );
      log(`confirmations: ${counted?.n ?? 0} active events; queueing this week's requests`);
      const started = performance.now();
      const queued = await database.db.transaction((tx) =>
        queueConfirmationRequests(tx, {
          from: todayIn('America/Chicago'),
          settings: app.confirmationSettings,
        }),
      );
      const queueSeconds = (performance.now() - started) / 1000;
      log(`confirmations: ${queued} mails queued in ${queueSeconds.toFixed(1)} s; sending`);
      const sendStarted = performance.now();
      await app.jobs.runDue();
      const sendSeconds = (performance.now() - sendStarted) / 1000;
      const [stats] = await queryRows<{ nights: number; links: number }>(
        database.db,
        sql`select (select count(*)::int from event_occurrences) as nights,
          (select count(*)::int from night_links) as links`,
      );
      return {
        events: counted?.n ?? 0,
        nights: stats?.nights ?? 0,
        mails: fs.readdirSync(outboxDirectory(dataDir)).length,
        links: stats?.links ?? 0,
        queueSeconds,
        sendSeconds,
      };
    } finally {
      await app.close();
    }
  } finally {
    await database.close().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Prints the run's line and returns the target it missed, if any. */
export function reportConfirmations(confirmations: ConfirmationsResult): string[] {
  const seconds = confirmations.queueSeconds + confirmations.sendSeconds;
  console.info(
    `Weekly confirmation run (PGlite): ${confirmations.events.toLocaleString('en-US')} active events, ${confirmations.nights.toLocaleString('en-US')} nights stored, ${confirmations.mails.toLocaleString('en-US')} mails with ${confirmations.links.toLocaleString('en-US')} links: queued in ${confirmations.queueSeconds.toFixed(1)} s, sent in ${confirmations.sendSeconds.toFixed(1)} s (target ≤ ${CONFIRMATIONS_TARGET_SECONDS} s in all)`,
  );
  return seconds > CONFIRMATIONS_TARGET_SECONDS
    ? [`weekly confirmation run ${seconds.toFixed(1)} s`]
    : [];
}
