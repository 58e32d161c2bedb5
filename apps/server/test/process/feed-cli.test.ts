import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/db/client.ts';
import { events, providerFeeds, triviaProviders } from '../../src/db/schema/index.ts';
import { FeedServer } from '../helpers/feed-server.ts';
import { machineTime } from '../helpers/machine-time.ts';
import { FEED_ENTRY, SEED_ENTRY, startProcess, startServer } from '../helpers/server-process.ts';

/**
 * `npm run feed -- sync URL --provider ID [--dry-run]` prints the preview, applies it
 * without `--dry-run`, and refuses while the server holds the embedded database.
 */
describe('npm run feed', () => {
  const source = new FeedServer();
  let dataDir: string;
  let providerId: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trivia-feed-cli-'));
    await source.start();
    source.contentType = 'application/json';
    source.body = JSON.stringify({
      venues: [
        {
          id: 'cli-venue',
          name: 'Command Line Tavern',
          address: '12 Elm St, Franklin, TN 37064',
          latitude: 35.9251,
          longitude: -86.8689,
          events: [{ id: 'cli-event', dayOfWeek: 'Wednesday', startTime: '19:00' }],
        },
      ],
    });
    const seed = startProcess(SEED_ENTRY, { DATA_DIR: dataDir });
    expect(await seed.exited).toBe(0);
    const database = await openPglite(dataDir);
    try {
      const [provider] = await database.db.select().from(triviaProviders).limit(1);
      providerId = provider?.id ?? '';
    } finally {
      await database.close();
    }
  }, machineTime(120_000));
  afterAll(async () => {
    await source.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const run = (...args: string[]) =>
    startProcess(FEED_ENTRY, { DATA_DIR: dataDir, FEED_ALLOW_HOSTS: '127.0.0.1' }, [
      'sync',
      source.url('/schedule.json'),
      '--provider',
      providerId,
      ...args,
    ]);
  async function stored() {
    const database = await openPglite(dataDir);
    try {
      return {
        feeds: await database.db.select().from(providerFeeds),
        events: await database.db.select().from(events).where(isNotNull(events.feedId)),
      };
    } finally {
      await database.close();
    }
  }

  it(
    'previews with --dry-run and changes nothing, then applies without it',
    async () => {
      const dry = run('--dry-run');
      expect(await dry.exited).toBe(0);
      expect(dry.output()).toContain('Preview (nothing changed):');
      expect(dry.output()).toContain('venues: 1 new, 0 matched, 0 waiting for review');
      expect(dry.output()).toContain(
        'venue new: Command Line Tavern, 12 Elm St, Franklin, TN 37064',
      );
      expect(await stored()).toEqual({ feeds: [], events: [] });

      const applied = run();
      expect(await applied.exited).toBe(0);
      expect(applied.output()).toContain('Applied:');
      expect(applied.output()).toContain('events: 1 new');
      const after = await stored();
      expect(after.feeds).toHaveLength(1);
      expect(after.feeds[0]).toMatchObject({
        providerId,
        format: 'json',
        url: source.url('/schedule.json'),
      });
      expect(after.events.map((event) => event.feedKey)).toEqual(['id:cli-event']);

      const again = run();
      expect(await again.exited).toBe(0);
      expect(again.output()).toContain('events: 0 new, 0 changed, 1 unchanged');
      expect((await stored()).feeds).toHaveLength(1);
    },
    machineTime(120_000),
  );

  it(
    'refuses while the server holds DATA_DIR, naming it',
    async () => {
      const server = await startServer({ DATA_DIR: dataDir });
      try {
        const refused = run('--dry-run');
        expect(await refused.exited).toBe(1);
        expect(refused.output()).toContain(`is in use by process ${server.child.pid}`);
      } finally {
        server.child.kill('SIGTERM');
        await server.exited;
      }
    },
    machineTime(120_000),
  );

  it('says how to use it when the arguments are wrong', async () => {
    const wrong = startProcess(FEED_ENTRY, { DATA_DIR: dataDir }, ['sync']);
    expect(await wrong.exited).toBe(2);
    expect(wrong.output()).toContain('Usage: npm run feed -- sync URL --provider PROVIDER_ID');
  });
});
