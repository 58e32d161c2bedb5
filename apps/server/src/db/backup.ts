import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteDirectory } from './client.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { StartupError } from './open.ts';

/**
 * Backups of the embedded database (decision 040). A backup is PGlite's own dump of its data
 * directory, a gzip tarball taken between two queries. While the server runs it holds DATA_DIR, so
 * `npm run db:backup` asks it for the dump over a Unix socket in DATA_DIR (`control-socket.ts`);
 * otherwise the command takes the lock and dumps the database itself. A restore loads the tarball
 * into an empty DATA_DIR under the lock.
 */

export const CONTROL_SOCKET_NAME = 'control.sock';
export const BACKUP_PATH = '/backup';

export function controlSocketPath(dataDir: string): string {
  return path.join(dataDir, CONTROL_SOCKET_NAME);
}

/** True when DATA_DIR holds an embedded database (anything in its `pglite` folder). */
export function hasDatabase(dataDir: string): boolean {
  try {
    return fs.readdirSync(pgliteDirectory(dataDir)).length > 0;
  } catch {
    return false;
  }
}

/** Writes the file whole or not at all (a temporary file renamed into place). */
export async function writeFileAtomically(file: string, bytes: Uint8Array): Promise<void> {
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.partial`;
  await fs.promises.writeFile(temporary, bytes);
  await fs.promises.rename(temporary, file);
}

/** Asks the server that holds DATA_DIR for a dump, through its control socket. */
export function requestBackupFromServer(dataDir: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { socketPath: controlSocketPath(dataDir), method: 'POST', path: BACKUP_PATH },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          if (response.statusCode === 200) resolve(body);
          else reject(new StartupError(`The server could not make the backup: ${body.toString()}`));
        });
        response.on('error', reject);
      },
    );
    request.on('error', (error) =>
      reject(
        new StartupError(
          `The server holds DATA_DIR ${dataDir} but its control socket did not answer (${error.message}).`,
          { cause: error },
        ),
      ),
    );
    request.end();
  });
}

/** Dumps the database of a DATA_DIR no process holds (taking the lock meanwhile). */
export async function dumpIdleDatabase(dataDir: string, command: string): Promise<Uint8Array> {
  const lock = acquireDataDirLock({ dataDir, command });
  try {
    if (!hasDatabase(dataDir)) {
      throw new StartupError(`DATA_DIR ${dataDir} holds no database: there is nothing to back up.`);
    }
    const client = new PGlite(pgliteDirectory(dataDir));
    try {
      await client.exec('checkpoint');
      return new Uint8Array(await (await client.dumpDataDir('gzip')).arrayBuffer());
    } finally {
      await client.close();
    }
  } finally {
    lock.release();
  }
}

/**
 * Loads a backup into DATA_DIR: refused while a process holds DATA_DIR (DataDirLockedError) and
 * when DATA_DIR already holds a database. Returns the number of tables restored.
 */
export async function restoreBackup(options: {
  dataDir: string;
  file: string;
  command: string;
}): Promise<{ tables: number }> {
  const { dataDir, file, command } = options;
  let bytes: Buffer;
  try {
    bytes = await fs.promises.readFile(file);
  } catch (error) {
    throw new StartupError(`Could not read the backup ${file}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  const lock = acquireDataDirLock({ dataDir, command });
  try {
    if (hasDatabase(dataDir)) {
      throw new StartupError(
        `DATA_DIR ${dataDir} already holds a database; restore into an empty DATA_DIR ` +
          '(set DATA_DIR to a new directory, or move the old one away first).',
      );
    }
    let client: PGlite;
    try {
      client = new PGlite(pgliteDirectory(dataDir), { loadDataDir: new Blob([bytes]) });
      await client.waitReady;
    } catch (error) {
      await fs.promises.rm(pgliteDirectory(dataDir), { recursive: true, force: true });
      throw new StartupError(
        `${file} is not a backup of the embedded database: ${(error as Error).message}`,
        { cause: error },
      );
    }
    try {
      const result = await client.query<{ tables: number }>(
        "select count(*)::int as tables from information_schema.tables where table_schema = 'public'",
      );
      return { tables: result.rows[0]?.tables ?? 0 };
    } finally {
      await client.close();
    }
  } finally {
    lock.release();
  }
}
