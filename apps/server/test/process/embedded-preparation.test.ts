import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hasDatabase } from '../../src/db/backup.ts';
import { openPglite } from '../../src/db/client.ts';
import { LOCK_FILE_NAME } from '../../src/db/data-dir-lock.ts';
import { events, venues } from '../../src/db/schema/index.ts';
import { DEMO_VENUES } from '../../src/db/seed/demo-venues.ts';
import { machineTime } from '../helpers/machine-time.ts';
import {
  PREPARATION_ENTRY,
  SERVER_ENTRY,
  startProcess,
  startServer,
} from '../helpers/server-process.ts';

const demoEventCount = DEMO_VENUES.reduce((total, venue) => total + venue.events.length, 0);

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The command lines of the live child processes of `pid` (Linux). */
function childCommands(pid: number): string[] {
  const commands: string[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent !== pid) continue;
      commands.push(fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' '));
    } catch {
      // Gone in the meantime.
    }
  }
  return commands;
}

async function readyState(url: string): Promise<string | null> {
  try {
    const response = await fetch(`${url}/api/ready`);
    return ((await response.json()) as { status: string }).status;
  } catch {
    return null;
  }
}

async function countRows(dataDir: string) {
  const database = await openPglite(dataDir);
  try {
    return { venues: await database.db.$count(venues), events: await database.db.$count(events) };
  } finally {
    await database.close();
  }
}

describe('a new embedded database, prepared in a child process (decision 082)', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'trivia-preparation-'));
  });
  afterEach(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'is created and seeded by a child under the server’s lock; SIGTERM waits for it; the next start serves it',
    async () => {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const server = startProcess(SERVER_ENTRY, {
        DATA_DIR: dataDir,
        DEMO: '1',
        PORT: String(port),
        HOST: '127.0.0.1',
      });
      const pid = server.child.pid ?? 0;
      // Listening and answering 503 while the child creates the database (decision 041).
      await expect
        .poll(() => readyState(url), { timeout: machineTime(30_000), interval: 20 })
        .toBe('migrating');
      expect(JSON.parse(fs.readFileSync(path.join(dataDir, LOCK_FILE_NAME), 'utf8')).pid).toBe(pid);
      await expect
        .poll(() => childCommands(pid).some((command) => command.includes(PREPARATION_ENTRY)), {
          timeout: machineTime(10_000),
          interval: 20,
        })
        .toBe(true);
      // A second server is still refused the directory meanwhile.
      const second = startProcess(SERVER_ENTRY, { DATA_DIR: dataDir, PORT: '0' });
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(`is in use by process ${pid}`);

      // Stopped while the child works: the server lets it finish, then releases the lock.
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain(
        `Loaded the demo data: ${DEMO_VENUES.length} venues, ${demoEventCount} events.`,
      );
      expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
      expect(await countRows(dataDir)).toEqual({
        venues: DEMO_VENUES.length,
        events: demoEventCount,
      });

      // The next start opens the database as it is: no child, the demo data served.
      const next = await startServer({ DATA_DIR: dataDir, DEMO: '1' });
      try {
        expect(next.output()).not.toContain('Loaded the demo data');
        const ready = await fetch(`${next.url}/api/ready`);
        expect(await ready.json()).toEqual({ status: 'ready' });
        const search = await fetch(`${next.url}/api/venues/nearby?lat=36.16&lng=-86.78`);
        expect(search.status).toBe(200);
        expect(await search.text()).toContain(DEMO_VENUES[0]?.name ?? 'no demo venue');
      } finally {
        next.child.kill('SIGTERM');
        expect(await next.exited).toBe(0);
      }
    },
    machineTime(180_000),
  );

  it('refuses to touch a DATA_DIR that its parent process does not hold', async () => {
    const child = startProcess(PREPARATION_ENTRY, { DATA_DIR: dataDir, DEMO: '1' });
    expect(await child.exited).toBe(1);
    expect(child.output()).toContain(`DATA_DIR ${dataDir} is not locked by process`);
    expect(hasDatabase(dataDir)).toBe(false);
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
  });
});
