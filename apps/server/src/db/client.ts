import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import type { DatabaseKind } from '@trivia/shared';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { PGLITE_START_PARAMS } from './create-pglite.ts';
import { pgliteForDrizzle } from './pglite-for-drizzle.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type the services use, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; it has the same query API as `Db`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Services accept either the database or a transaction they are part of. */
export type DbOrTx = Db | Tx;

/** This process's connections to the database (PGlite: one, in the process). */
export interface PoolStats {
  max: number;
  open: number;
  active: number;
}

export interface Database {
  kind: DatabaseKind;
  db: Db;
  migrate(): Promise<void>;
  poolStats(): Promise<PoolStats>;
  /** PGlite only: a consistent tarball (gzip) of its data directory, taken between queries. */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle',
);

/** PGlite's files live in this folder of DATA_DIR. */
export function pgliteDirectory(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

/** Each PGlite database's own read of its data version (decision 218). */
const pgliteVersionReads = new WeakMap<object, () => Promise<string>>();

/** How `db` reads its data version when it is a PGlite's own (decision 218), else undefined. */
export function pgliteVersionRead(db: object): (() => Promise<string>) | undefined {
  return pgliteVersionReads.get(db);
}

/** Wraps an open PGlite (a directory, in memory or a test clone). */
export function fromPglite(client: PGlite): Database {
  const forDrizzle = pgliteForDrizzle(client);
  const db = drizzlePglite({ client: forDrizzle.client, schema });
  pgliteVersionReads.set(db, forDrizzle.readDataVersion);
  return {
    kind: 'pglite',
    db,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    poolStats: async () => ({ max: 1, open: 1, active: 0 }),
    dumpDataDir: async () => {
      // PGlite runs one query at a time and dumps between two: the tarball is consistent.
      await client.exec('checkpoint');
      const dump = await client.dumpDataDir('gzip');
      return dump;
    },
    close: () => client.close(),
  };
}

const CREATE_PGLITE = fileURLToPath(new URL('./create-pglite.ts', import.meta.url));

/**
 * Opens the embedded database in DATA_DIR. A new one is first created by a child process
 * (`create-pglite.ts`): PostgreSQL's initdb leaves hundreds of MB of PGlite's WebAssembly and
 * native memory touched, which a process keeps resident for its life (decision 216).
 */
export async function openPglite(dataDir: string): Promise<Database> {
  const directory = pgliteDirectory(dataDir);
  if (!fs.existsSync(path.join(directory, 'PG_VERSION'))) {
    await promisify(execFile)(process.execPath, [CREATE_PGLITE, directory]);
  }
  const client = new PGlite(directory, { startParams: PGLITE_START_PARAMS });
  await client.waitReady;
  return fromPglite(client);
}

/** postgres.js's wait before reconnecting after the `retries`-th failure in a row, in seconds. */
export function reconnectDelaySeconds(retries: number): number {
  return Math.min(0.02 * 2 ** retries, 0.25);
}

/** Several server processes may start at once on one PostgreSQL: migrate under a lock. */
const MIGRATION_LOCK_KEY = 727_274_001;

export interface OpenPostgresOptions {
  max?: number;
  /**
   * A URL straight to PostgreSQL (DATABASE_DIRECT_URL), for the work that needs a session of its
   * own: the migration lock (decision 195). Without it, `url` must itself be direct.
   */
  directUrl?: string;
  /** Connect now and fail if the database does not answer (default); a replica may be down. */
  check?: boolean;
}

/**
 * The pool's connection options. No named prepared statements (`prepare: false`): behind PgBouncer
 * in transaction mode a statement prepared in one transaction's server connection is missing from
 * the next one's (decision 195). No pipelining (`max_pipeline: 0`): a query is written onto a
 * connection only once the one before it has answered, since a pooler in transaction mode may hand
 * the server connection to another client between the two (postgres.js is patched so that a
 * transaction still pins its connection, `patches/`). Nothing else the app runs on a pool outlives
 * its transaction: no session `SET`, no session advisory lock, no LISTEN.
 */
function poolOptions(
  max: number,
  applicationName: string,
): postgres.Options<Record<string, never>> {
  return {
    max,
    prepare: false,
    max_pipeline: 0,
    onnotice: () => {},
    connect_timeout: 10,
    // After a failed connection, wait at most a quarter of a second before the next attempt (the
    // default grows to 20 s): the pool is back within a second of the database (decision 071).
    backoff: reconnectDelaySeconds,
    connection: { application_name: applicationName },
  };
}

/**
 * Applies the migrations over a connection of their own to `url`, holding a session advisory lock
 * meanwhile so that processes starting together migrate one after the other. The lock is a
 * session's: `url` must reach PostgreSQL directly, not through a pooler in transaction mode.
 */
async function migrateOver(url: string): Promise<void> {
  const client = postgres(url, { ...poolOptions(1, `trivia-near-me ${process.pid} migrate`) });
  try {
    await client`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
    try {
      await migratePostgres(drizzlePostgres({ client, schema }), {
        migrationsFolder: MIGRATIONS_DIR,
      });
    } finally {
      await client`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`;
    }
  } finally {
    await client.end({ timeout: 5 });
  }
}

export async function openPostgres(
  url: string,
  options: OpenPostgresOptions = {},
): Promise<Database> {
  const max = options.max ?? 10;
  // A name of its own, so that /metrics can count this pool's connections in pg_stat_activity.
  const applicationName = `trivia-near-me ${process.pid} ${randomBytes(4).toString('hex')}`;
  const client = postgres(url, poolOptions(max, applicationName));
  // Fail now, with a clear message, rather than on the first request.
  if (options.check !== false) {
    await client`select 1`;
    // That connection read the array types, which every connection shares. postgres.js would read
    // them again on each new connection, in a promise no request waits for: behind PgBouncer, whose
    // database is down, that read fails and the process died of the unhandled rejection instead of
    // answering 503 (decision 198).
    client.options.fetch_types = false;
  }
  const db = drizzlePostgres({ client, schema });
  return {
    kind: 'postgres',
    db,
    migrate: () => migrateOver(options.directUrl ?? url),
    poolStats: async () => {
      const [row] = await client<{ open: number; active: number }[]>`
        select count(*)::int as open, count(*) filter (where state = 'active')::int as active
        from pg_stat_activity where application_name = ${applicationName}`;
      // The count itself runs on one of them.
      return { max, open: row?.open ?? 0, active: Math.max(0, (row?.active ?? 1) - 1) };
    },
    close: () => client.end({ timeout: 5 }),
  };
}

/** Rows of a raw query, whichever driver ran it (PGlite answers `{ rows }`, postgres.js an array). */
export async function queryRows<Row>(db: DbOrTx, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  if (Array.isArray(result)) return result as Row[];
  return (result as { rows: Row[] }).rows;
}
