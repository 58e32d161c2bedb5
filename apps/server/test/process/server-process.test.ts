import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/db/client.ts';
import { LOCK_FILE_NAME } from '../../src/db/data-dir-lock.ts';
import { events, venues } from '../../src/db/schema/index.ts';
import { DEMO_VENUES } from '../../src/db/seed/demo-venues.ts';
import { machineTime } from '../helpers/machine-time.ts';
import {
  IMPORT_ENTRY,
  SEED_ENTRY,
  SERVER_ENTRY,
  startProcess,
  startServer,
} from '../helpers/server-process.ts';

const demoEventCount = DEMO_VENUES.reduce((total, venue) => total + venue.events.length, 0);

describe('the server process on an embedded database', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trivia-process-'));
  });
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'holds DATA_DIR, survives kill -9 with every committed row, and shuts down cleanly',
    async () => {
      const first = await startServer({ DATA_DIR: dataDir });
      expect(first.output()).toContain('admin@example.com');
      expect(first.output()).toContain('trivia-owner');
      const health = await fetch(`${first.url}/api/health`);
      expect(await health.json()).toEqual({
        status: 'ok',
        database: 'pglite',
        databaseRoundTripMs: expect.any(Number),
      });

      // A second server, and the seed command, refuse the held directory and name the holder.
      const second = startProcess(SERVER_ENTRY, { DATA_DIR: dataDir, PORT: '0' });
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(`is in use by process ${first.child.pid}`);
      const seed = startProcess(SEED_ENTRY, { DATA_DIR: dataDir });
      expect(await seed.exited).toBe(1);
      expect(seed.output()).toContain(`is in use by process ${first.child.pid}`);
      const csv = path.join(dataDir, 'venues.csv');
      fs.writeFileSync(
        csv,
        'name,address,google_place_id\nImported Inn,"5 Oak St, Nashville, TN 37203",ChIJ-cli\n,"no name",x\n',
      );
      const refusedImport = startProcess(IMPORT_ENTRY, { DATA_DIR: dataDir }, [csv]);
      expect(await refusedImport.exited).toBe(1);
      expect(refusedImport.output()).toContain(`is in use by process ${first.child.pid}`);

      // kill -9 leaves a stale lock behind; the next start takes it over.
      first.child.kill('SIGKILL');
      expect(await first.exited).toBe('SIGKILL');
      expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(true);
      const third = await startServer({ DATA_DIR: dataDir });
      expect((await fetch(`${third.url}/api/health`)).status).toBe(200);

      // SIGTERM closes the server and the database and releases the lock.
      third.child.kill('SIGTERM');
      expect(await third.exited).toBe(0);
      expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);

      // With the server stopped, the import runs and reports each row.
      const imported = startProcess(IMPORT_ENTRY, { DATA_DIR: dataDir }, [csv]);
      expect(await imported.exited).toBe(0);
      expect(imported.output()).toContain('1 created, 0 updated, 1 rejected');
      expect(imported.output()).toContain('line 3: name is required');

      const database = await openPglite(dataDir);
      try {
        expect(await database.db.$count(venues)).toBe(DEMO_VENUES.length + 1);
        expect(await database.db.$count(events)).toBe(demoEventCount);
      } finally {
        await database.close();
      }
      // Three server starts and four command-line runs, each opening the embedded database.
    },
    machineTime(180_000),
  );

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '99999' }, 'PORT'],
    [{ DATABASE_URL: 'not-a-url' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'postgres://nobody:secret@127.0.0.1:1/trivia' }, 'DATABASE_URL'],
  ])('exits 1 on a bad setting (%o) with a message naming %s', async (env, variable) => {
    const running = startProcess(SERVER_ENTRY, { DATA_DIR: dataDir, ...env });
    expect(await running.exited).toBe(1);
    expect(running.output()).toContain(variable);
    expect(running.output()).not.toContain('secret');
  });

  it('exits 1 when its port is taken', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as net.AddressInfo;
    try {
      const running = startProcess(SERVER_ENTRY, {
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
      });
      expect(await running.exited).toBe(1);
      expect(running.output()).toContain(`PORT ${port} is already in use`);
      expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
    } finally {
      blocker.close();
    }
  });
});
