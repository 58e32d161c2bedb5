import type { Config } from '../config.ts';
import { type Database, openPglite, openPostgres } from './client.ts';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.ts';

/** A failure to start that the person starting the process can fix; its message says how. */
export class StartupError extends Error {
  override name = 'StartupError';
}

/** `postgres://user:secret@host/db` → `postgres://user:***@host/db`, for messages and logs. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable URL)';
  }
}

export interface OpenedDatabase {
  database: Database;
  /** Held for the embedded database; null on PostgreSQL. */
  lock: DataDirLock | null;
  /** Where the data lives, for people: a directory or a redacted URL. */
  location: string;
}

/**
 * Opens the configured database and brings its schema up to date. On the embedded database the
 * process first takes the DATA_DIR lock (and fails with DataDirLockedError when it is held).
 */
export async function openConfiguredDatabase(
  config: Config,
  command: string,
): Promise<OpenedDatabase> {
  if (config.database.kind === 'pglite') {
    const lock = acquireDataDirLock({ dataDir: config.database.dataDir, command });
    try {
      const database = await openPglite(config.database.dataDir);
      await database.migrate();
      return { database, lock, location: config.database.dataDir };
    } catch (error) {
      lock.release();
      throw new StartupError(
        `Could not open the embedded database in DATA_DIR ${config.database.dataDir}: ${(error as Error).message}`,
        { cause: error },
      );
    }
  }
  const location = redactUrl(config.database.url);
  let database: Database;
  try {
    database = await openPostgres(config.database.url);
  } catch (error) {
    throw new StartupError(
      `Could not connect to the database at DATABASE_URL ${location}: ${(error as Error).message}`,
      { cause: error },
    );
  }
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw new StartupError(
      `Could not migrate the database at DATABASE_URL ${location}: ${(error as Error).message}`,
      {
        cause: error,
      },
    );
  }
  return { database, lock: null, location };
}
