import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { addDays, dayOfWeekOf, todayIn } from '@trivia/shared';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPostgres, queryRows } from '../../src/db/client.ts';
import {
  addProviderUser,
  createEvent,
  createProvider,
  createUser,
  createVenue,
} from '../../src/db/factories.ts';
import { enqueueJob } from '../../src/jobs/queue.ts';
import { CONFIRM_RUN } from '../../src/services/confirmations/requests.ts';
import { outboxDirectory } from '../../src/services/mail.ts';
import { machineTime } from '../helpers/machine-time.ts';
import { startServer } from '../helpers/server-process.ts';

const serverUrl = process.env.TEST_DATABASE_URL ?? '';
const ZONE = 'America/Chicago';

/**
 * Weekly confirmation requests as durable jobs on one PostgreSQL shared by several processes
 * (decision 045): each mail once with WORKERS=2, and none lost or repeated by a restart.
 */
describe('confirmation jobs across server processes', () => {
  let admin: postgres.Sql;
  let name: string;
  let url: string;
  let database: Database;

  beforeAll(async () => {
    admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    name = `trivia_jobs_${randomBytes(4).toString('hex')}`;
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

  /** `count` providers with one user and one night tomorrow each; a run due now. */
  async function managersWithNights(count: number, tag: string): Promise<string[]> {
    const db = database.db;
    const tomorrow = addDays(todayIn(ZONE), 1);
    const emails: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const provider = await createProvider(db, { name: `${tag} Provider ${index}` });
      const email = `${tag}-${index}@example.com`;
      const { user } = await createUser(db, { email, name: `${tag} ${index}` });
      await addProviderUser(db, { userId: user.id, providerId: provider.id });
      const venue = await createVenue(db, { nameOriginal: `${tag} Venue ${index}` });
      await createEvent(db, {
        venueId: venue.id,
        providerId: provider.id,
        dayOfWeek: dayOfWeekOf(tomorrow),
      });
      emails.push(email);
    }
    await enqueueJob(db, {
      kind: CONFIRM_RUN,
      key: `${CONFIRM_RUN}:${ZONE}:${tag}`,
      payload: { timeZone: ZONE, at: new Date().toISOString() },
    });
    return emails;
  }

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

  async function until(check: () => Promise<boolean>, ms = machineTime(45_000)): Promise<void> {
    const deadline = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('sends each mail of a week once with WORKERS=2', {
    timeout: machineTime(120_000),
  }, async () => {
    const emails = await managersWithNights(12, 'two');
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'trivia-jobs-'));
    const server = await startServer({
      DATABASE_URL: url,
      WORKERS: '2',
      DATA_DIR: dataDir,
      JOBS_POLL_MS: '50',
    });
    try {
      await until(async () => (await pendingJobs()) === 0);
      const sent = (await recipientsInOutbox(dataDir)).filter((to) => to.startsWith('two-'));
      expect(sent.sort()).toEqual([...emails].sort());
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });

  it(
    'neither loses nor repeats mail when the server restarts mid-run',
    async () => {
      const emails = await managersWithNights(40, 'restart');
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'trivia-jobs-'));
      const env = { DATABASE_URL: url, WORKERS: '1', DATA_DIR: dataDir, JOBS_POLL_MS: '50' };
      const mine = async () =>
        (await recipientsInOutbox(dataDir)).filter((to) => to.startsWith('restart-'));
      try {
        const first = await startServer(env);
        await until(async () => (await mine()).length >= 3);
        first.child.kill('SIGTERM');
        await first.exited;
        const before = (await mine()).length;
        expect(before).toBeLessThan(emails.length);

        const second = await startServer(env);
        try {
          await until(async () => (await pendingJobs()) === 0);
        } finally {
          second.child.kill('SIGTERM');
          await second.exited;
        }
        const sent = await mine();
        expect(sent.sort()).toEqual([...emails].sort());
      } finally {
        await fs.rm(dataDir, { recursive: true, force: true });
      }
      // Two server starts: on a loaded machine each can take half a minute.
    },
    machineTime(150_000),
  );
});
