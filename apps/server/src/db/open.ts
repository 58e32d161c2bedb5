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
 * Opens the configured database and brings its schema up to date (unless `migrate: false`: the
 * server migrates once it listens, decision 041). On the embedded database the process first takes
 * the DATA_DIR lock (and fails with DataDirLockedError when it is held).
 */
export async function openConfiguredDatabase(
  config: Config,
  command: string,
  options: { migrate?: boolean } = {},
): Promise<OpenedDatabase> {
  let opened: OpenedDatabase;
  if (config.database.kind === 'pglite') {
    const lock = acquireDataDirLock({ dataDir: config.database.dataDir, command });
    opened = await openLockedPglite(config.database.dataDir, lock);
  } else {
    const location = redactUrl(config.database.url);
    try {
      const database = await openPostgres(config.database.url, {
        ...(config.database.directUrl ? { directUrl: config.database.directUrl } : {}),
      });
      opened = { database, lock: null, location };
    } catch (error) {
      throw new StartupError(
        `Could not connect to the database at DATABASE_URL ${location}: ${(error as Error).message}`,
        { cause: error },
      );
    }
  }
  if (options.migrate !== false) await migrateOpenedDatabase(opened);
  return opened;
}

/**
 * The read-only replicas of DATABASE_READ_URL (decision 194), without waiting for them: one that
 * is down is skipped by every read until it answers.
 */
export async function openReplicas(config: Config): Promise<Database[]> {
  if (config.database.kind !== 'postgres') return [];
  return Promise.all(
    config.database.readUrls.map((url) => openPostgres(url, { check: false, max: 10 })),
  );
}

/** Opens the embedded database in DATA_DIR, whose lock the caller holds (released on failure). */
export async function openLockedPglite(
  dataDir: string,
  lock: DataDirLock,
): Promise<OpenedDatabase> {
  try {
    return { database: await openPglite(dataDir), lock, location: dataDir };
  } catch (error) {
    lock.release();
    throw new StartupError(
      `Could not open the embedded database in DATA_DIR ${dataDir}: ${(error as Error).message}`,
      { cause: error },
    );
  }
}

/** Applies the migrations; on failure closes the database, releases the lock and says where. */
export async function migrateOpenedDatabase(opened: OpenedDatabase): Promise<void> {
  try {
    await opened.database.migrate();
  } catch (error) {
    await opened.database.close();
    opened.lock?.release();
    const where =
      opened.database.kind === 'pglite'
        ? `the embedded database in DATA_DIR ${opened.location}`
        : `the database at DATABASE_URL ${opened.location}`;
    throw new StartupError(`Could not migrate ${where}: ${(error as Error).message}`, {
      cause: error,
    });
  }
}
