import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, queryRows } from '../../src/db/client.ts';
import { acquireDataDirLock } from '../../src/db/data-dir-lock.ts';
import { machineTime } from '../helpers/machine-time.ts';
import {
  BACKUP_ENTRY,
  RESTORE_ENTRY,
  startProcess,
  startServer,
} from '../helpers/server-process.ts';

interface TableDigest {
  table: string;
  rows: number;
  digest: string | null;
}

/** Every table of the database (ours, better-auth's, drizzle's migrations): its rows and an md5 of them all. */
async function digestTables(dataDir: string): Promise<TableDigest[]> {
  const database = await openPglite(dataDir);
  try {
    const tables = await queryRows<{ schema: string; name: string }>(
      database.db,
      sql`select table_schema as schema, table_name as name from information_schema.tables
          where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle')
          order by 1, 2`,
    );
    const digests: TableDigest[] = [];
    for (const { schema, name } of tables) {
      const table = sql.identifier(schema);
      const [row] = await queryRows<{ rows: number; digest: string | null }>(
        database.db,
        sql`select count(*)::int as rows, md5(string_agg(t::text, '|' order by t::text)) as digest
            from ${table}.${sql.identifier(name)} t`,
      );
      digests.push({
        table: `${schema}.${name}`,
        rows: row?.rows ?? 0,
        digest: row?.digest ?? null,
      });
    }
    return digests;
  } finally {
    await database.close();
  }
}

describe('backups of the embedded database', () => {
  let root: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'trivia-backup-'));
  });
  afterAll(() => {
    fs.rmSync(root, { recursive: true, force: true });
  });

  it(
    'backs up through the running server and restores every row into an empty DATA_DIR',
    async () => {
      const source = path.join(root, 'source');
      const file = path.join(root, 'backups', 'trivia.tar.gz');
      const server = await startServer({ DATA_DIR: source });
      let stopped = false;
      try {
        // Some writes of our own beside the demo data: a session row, rate-limit counters.
        const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: server.url },
          body: JSON.stringify({ email: 'admin@example.com', password: 'trivia-admin' }),
        });
        expect(signIn.status).toBe(200);
        // And a change with its history entry: the restore must bring audit_log back whole.
        const cookie = signIn.headers
          .getSetCookie()
          .map((value) => value.split(';')[0])
          .join('; ');
        const headers = { cookie, origin: server.url, 'content-type': 'application/json' };
        const list = await fetch(`${server.url}/api/admin/venues`, { headers });
        const [venue] = ((await list.json()) as { venues: { id: string; name: string }[] }).venues;
        const renamed = await fetch(`${server.url}/api/admin/venues/${venue?.id}`, {
          method: 'PATCH',
          headers,
          body: JSON.stringify({ nameOriginal: 'Renamed Before The Backup' }),
        });
        expect(renamed.status).toBe(200);

        const backup = startProcess(BACKUP_ENTRY, { DATA_DIR: source }, [file]);
        expect(await backup.exited).toBe(0);
        expect(backup.output()).toContain(
          `through the running server (process ${server.child.pid})`,
        );
        expect(fs.statSync(file).size).toBeGreaterThan(0);
        // The server kept running and answering meanwhile.
        expect((await fetch(`${server.url}/api/health`)).status).toBe(200);

        server.child.kill('SIGTERM');
        expect(await server.exited).toBe(0);
        stopped = true;
      } finally {
        if (!stopped) server.child.kill('SIGKILL');
      }

      const target = path.join(root, 'target');
      const restore = startProcess(RESTORE_ENTRY, { DATA_DIR: target }, [file]);
      expect(await restore.exited).toBe(0);
      expect(restore.output()).toContain(`Restored ${file} into DATA_DIR ${target}`);

      const before = await digestTables(source);
      const after = await digestTables(target);
      expect(after).toEqual(before);
      const byTable = Object.fromEntries(before.map((table) => [table.table, table.rows]));
      expect(byTable['public.venues']).toBeGreaterThan(0);
      expect(byTable['public.events']).toBeGreaterThan(0);
      expect(byTable['public.auth_session']).toBeGreaterThan(0);
      expect(byTable['public.audit_log']).toBeGreaterThan(0);
      // The restored history is still append-only: its trigger came back with it.
      const restored = await openPglite(target);
      try {
        const refused = await restored.db.execute(sql`delete from audit_log`).then(
          () => null,
          (error: Error) => error,
        );
        expect(String(refused?.cause)).toMatch(/cannot be changed or deleted/);
      } finally {
        await restored.close();
      }

      // A DATA_DIR that holds a database is refused.
      const again = startProcess(RESTORE_ENTRY, { DATA_DIR: target }, [file]);
      expect(await again.exited).toBe(1);
      expect(again.output()).toContain(`DATA_DIR ${target} already holds a database`);

      // With no server running, the backup command takes the lock and dumps the database itself.
      const idleFile = path.join(root, 'idle.tar.gz');
      const idle = startProcess(BACKUP_ENTRY, { DATA_DIR: target }, [idleFile]);
      expect(await idle.exited).toBe(0);
      expect(idle.output()).toContain('through the idle database');
    },
    machineTime(180_000),
  );

  it(
    'refuses to restore while a process holds DATA_DIR, or from a file that is not a backup',
    async () => {
      const held = path.join(root, 'held');
      const notABackup = path.join(root, 'not-a-backup.tar.gz');
      fs.writeFileSync(notABackup, 'hello');
      const lock = acquireDataDirLock({ dataDir: held, command: 'the test' });
      try {
        const refused = startProcess(RESTORE_ENTRY, { DATA_DIR: held }, [notABackup]);
        expect(await refused.exited).toBe(1);
        expect(refused.output()).toContain(`is in use by process ${process.pid}`);
      } finally {
        lock.release();
      }
      const bad = startProcess(RESTORE_ENTRY, { DATA_DIR: path.join(root, 'bad') }, [notABackup]);
      expect(await bad.exited).toBe(1);
      expect(bad.output()).toContain('is not a backup of the embedded database');
      expect(fs.existsSync(path.join(root, 'bad', 'pglite'))).toBe(false);
    },
    machineTime(60_000),
  );
});
