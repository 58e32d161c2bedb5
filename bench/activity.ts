import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openPglite, queryRows } from '../apps/server/src/db/client.ts';
import { createUser } from '../apps/server/src/db/factories.ts';

/**
 * The budget : /api/admin/activity pages through 1,000,000 history entries with p99 under
 * 50 ms per page (keyset paging on (created_at, id), decision 060). The entries are generated in
 * one INSERT … SELECT generate_series on PGlite: two years of changes by 500 people, every kind of
 * entry, a tenth of them on one of 2,000 venues. Measured in process (Fastify's inject, a signed-in
 * admin): the first page, pages deep in the list, and filtered pages (person, kind, dates).
 */

const ACTIVITY_TARGET_P99_MS = 50;
const PEOPLE = 500;
const ROUNDS = Number(process.env.BENCH_ACTIVITY_ROUNDS ?? 100);

export interface ActivityCase {
  name: string;
  pages: number;
  p50: number;
  p99: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function generate(run: (query: string) => Promise<unknown>, entries: number) {
  await run(`insert into audit_log (created_at, actor_user_id, actor_name, actor_context,
      entity_type, entity_id, entity_label, action, changes, venue_id, event_id)
    select now() - (n * interval '63 seconds'),
      'bench-person-' || (n % ${PEOPLE}),
      'Bench Person ' || (n % ${PEOPLE}),
      case when n % 7 = 0 then 'Admin' else 'Bench Quiz ' || (n % 40) end,
      (array['venue', 'event', 'occurrence', 'occurrence', 'occurrence', 'provider',
        'provider_member', 'venue_member', 'user_profile', 'report'])[1 + n % 10],
      md5(n::text),
      'Thu, Nov ' || (1 + n % 28),
      (array['updated', 'cancelled', 'confirmed', 'created'])[1 + n % 4],
      jsonb_build_object('status', jsonb_build_object('before', 'scheduled', 'after', 'cancelled')),
      case when n % 10 = 0 then md5('venue' || (n % 2000))::uuid end,
      null
    from generate_series(1, ${entries}) n`);
  await run('analyze audit_log');
}

export async function benchActivity(options: {
  entries: number;
  log: (message: string) => void;
}): Promise<ActivityCase[]> {
  const { entries, log } = options;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trivia-bench-activity-'));
  const database = await openPglite(dataDir);
  try {
    await database.migrate();
    const started = performance.now();
    await generate((query) => database.db.execute(sql.raw(query)), entries);
    log(
      `activity: ${entries.toLocaleString('en-US')} entries generated in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const { user, password } = await createUser(database.db, {
      email: 'admin@example.com',
      role: 'admin',
    });
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      DEMO: '0',
      JOBS_POLL_MS: '0',
      PUBLIC_URL: 'https://trivia.example.com',
    });
    const app = await buildApp({ config, database, logger: { level: 'warn' } });
    try {
      await app.ready();
      const origin = 'https://trivia.example.com';
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { origin },
        payload: { email: user.email, password },
      });
      const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      const page = async (query: string) => {
        const before = performance.now();
        const response = await app.inject({
          method: 'GET',
          url: `/api/admin/activity?${query}`,
          headers: { cookie, origin },
        });
        const ms = performance.now() - before;
        if (response.statusCode !== 200)
          throw new Error(`activity ${query}: ${response.statusCode} ${response.body}`);
        return { ms, body: response.json() as { entries: unknown[]; nextCursor: string | null } };
      };
      /** Follows the cursor `rounds` pages from `query`, timing each page. */
      const walk = async (name: string, query: string, start: string | null = null) => {
        const times: number[] = [];
        let cursor = start;
        for (let index = 0; index < ROUNDS; index += 1) {
          const result = await page(
            cursor ? `${query}&before=${encodeURIComponent(cursor)}` : query,
          );
          times.push(result.ms);
          cursor = result.body.nextCursor;
          if (!cursor) cursor = start; // the end of the list: start over
        }
        times.sort((a, b) => a - b);
        return {
          name,
          pages: times.length,
          p50: percentile(times, 50),
          p99: percentile(times, 99),
        };
      };
      /** The same page asked for `rounds` times (a first page, or one deep in the list). */
      const repeat = async (name: string, query: string) => {
        const times: number[] = [];
        for (let index = 0; index < ROUNDS; index += 1) times.push((await page(query)).ms);
        times.sort((a, b) => a - b);
        return {
          name,
          pages: times.length,
          p50: percentile(times, 50),
          p99: percentile(times, 99),
        };
      };
      await repeat('warm-up', 'pageSize=50');
      // A cursor 900,000 entries deep, as one would reach by pressing Older 18,000 times.
      const [deep] = await queryRows<{ at: string; id: string }>(
        database.db,
        sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at,
          id::text as id from audit_log order by created_at desc, id desc
          offset ${Math.floor(entries * 0.9)} limit 1`,
      );
      const deepCursor = deep ? `${deep.at}_${deep.id}` : null;
      const person = 'actorId=bench-person-7';
      const year = new Date(Date.now() - 400 * 86_400_000).toISOString().slice(0, 10);
      const cases = [
        await repeat('first page', 'pageSize=50'),
        await walk('next pages (Older from the first)', 'pageSize=50'),
        await repeat(
          'one deep page (90 % down)',
          `pageSize=50&before=${encodeURIComponent(deepCursor ?? '')}`,
        ),
        await walk('deep pages (Older from 90 % down)', 'pageSize=50', deepCursor),
        await walk('filter: one person', `pageSize=50&${person}`),
        await walk('filter: one person, deep', `pageSize=50&${person}`, deepCursor),
        await walk('filter: kind (Nights)', 'pageSize=50&entityType=occurrence'),
        await walk('filter: kind (Roles), deep', 'pageSize=50&entityType=user_profile', deepCursor),
        await walk('filter: a day a year ago', `pageSize=50&from=${year}&to=${year}`),
        await walk(
          'filter: person + kind + dates',
          `pageSize=50&${person}&entityType=provider&from=2000-01-01&to=${year}`,
        ),
      ];
      return cases;
    } finally {
      await app.close();
    }
  } finally {
    await database.close().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Prints a line per case under a heading and returns the cases that missed the target. */
export function reportActivity(activity: ActivityCase[], entries: number): string[] {
  const missed: string[] = [];
  console.info('');
  console.info(
    `/api/admin/activity on PGlite, ${entries.toLocaleString('en-US')} entries, 50 a page (target p99 < ${ACTIVITY_TARGET_P99_MS} ms):`,
  );
  for (const row of activity) {
    console.info(
      `  ${row.name.padEnd(36)} ${String(row.pages).padStart(4)} pages  p50 ${row.p50.toFixed(1).padStart(6)} ms  p99 ${row.p99.toFixed(1).padStart(6)} ms`,
    );
    if (row.p99 >= ACTIVITY_TARGET_P99_MS) {
      missed.push(`activity "${row.name}" p99 ${row.p99.toFixed(1)} ms`);
    }
  }
  return missed;
}
