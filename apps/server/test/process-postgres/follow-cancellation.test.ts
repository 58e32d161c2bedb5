import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { addDays, dayOfWeekOf, todayIn } from '@trivia/shared';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPostgres, queryRows } from '../../src/db/client.ts';
import { createEvent, createOccurrence, createVenue } from '../../src/db/factories.ts';
import { outboxDirectory } from '../../src/services/mail.ts';
import { machineTime } from '../helpers/machine-time.ts';
import { startServer } from '../helpers/server-process.ts';

const serverUrl = process.env.TEST_DATABASE_URL ?? '';
const ZONE = 'America/Chicago';
const FOLLOWERS = 40;

/**
 * The acceptance on PostgreSQL with WORKERS=2: one cancellation sends each confirmed
 * follower of the venue exactly one mail, whichever process's worker fans it out or sends it.
 */
describe('cancellation notices across server processes', () => {
  let admin: postgres.Sql;
  let name: string;
  let url: string;
  let database: Database;

  beforeAll(async () => {
    admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    name = `trivia_follow_${randomBytes(4).toString('hex')}`;
    await admin.unsafe(`create database "${name}"`);
    const target = new URL(serverUrl);
    target.pathname = `/${name}`;
    url = target.toString();
    database = await openPostgres(url, { max: 2 });
    await database.migrate();
  });

  afterAll(async () => {
    await database?.close();
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });

  async function pendingJobs(): Promise<number> {
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from jobs where done_at is null and run_at <= now()`,
    );
    return row?.n ?? 0;
  }

  async function recipientsInOutbox(dataDir: string): Promise<string[]> {
    const directory = outboxDirectory(dataDir);
    const files = await fs.readdir(directory).catch(() => []);
    return Promise.all(
      files.map(async (file) => {
        const text = await fs.readFile(path.join(directory, file), 'utf8');
        return /^To: (.*)$/m.exec(text)?.[1] ?? '';
      }),
    );
  }

  async function until(check: () => Promise<boolean>, ms = machineTime(60_000)): Promise<void> {
    const deadline = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('sends each follower one notice with WORKERS=2', {
    timeout: machineTime(150_000),
  }, async () => {
    const db = database.db;
    const date = addDays(todayIn(ZONE), 1);
    const venue = await createVenue(db, { nameOriginal: 'Two Workers Tavern' });
    const event = await createEvent(db, {
      venueId: venue.id,
      providerId: null,
      dayOfWeek: dayOfWeekOf(date),
    });
    const night = await createOccurrence(db, { eventId: event.id, occurrenceDate: date });
    await db.execute(sql`insert into followers (email, confirmed_at)
      select 'two-' || n || '@example.com', now() from generate_series(1, ${FOLLOWERS}) n`);
    await db.execute(sql`insert into venue_follows (follower_id, venue_id, confirmed_at)
      select id, ${venue.id}, now() from followers where email like 'two-%'`);
    // One who never confirmed gets nothing.
    await db.execute(sql`insert into followers (email) values ('two-pending@example.com')`);
    await db.execute(sql`insert into venue_follows (follower_id, venue_id)
      select id, ${venue.id} from followers where email = 'two-pending@example.com'`);

    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'trivia-follow-'));
    const server = await startServer({
      DATABASE_URL: url,
      WORKERS: '2',
      DATA_DIR: dataDir,
      JOBS_POLL_MS: '50',
    });
    try {
      // Cancelled twice over, as two hosts might: the night is cancelled once, then again.
      await db.execute(
        sql`update event_occurrences set status = 'cancelled' where id = ${night.id}`,
      );
      await db.execute(
        sql`update event_occurrences set status = 'scheduled' where id = ${night.id}`,
      );
      await db.execute(
        sql`update event_occurrences set status = 'cancelled' where id = ${night.id}`,
      );
      await until(async () => {
        const sent = (await recipientsInOutbox(dataDir)).filter((to) => to.startsWith('two-'));
        return sent.length >= FOLLOWERS && (await pendingJobs()) === 0;
      });
      // The pollers had time to repeat anything they would.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const sent = (await recipientsInOutbox(dataDir)).filter((to) => to.startsWith('two-'));
      const expected = Array.from({ length: FOLLOWERS }, (_, n) => `two-${n + 1}@example.com`);
      expect(sent.sort()).toEqual(expected.sort());
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
