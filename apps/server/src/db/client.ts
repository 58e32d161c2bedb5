import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { DatabaseKind } from '@trivia/shared';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type the services use, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; it has the same query API as `Db`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Services accept either the database or a transaction they are part of. */
export type DbOrTx = Db | Tx;

export interface Database {
  kind: DatabaseKind;
  db: Db;
  migrate(): Promise<void>;
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

/** Wraps an open PGlite (a directory, in memory or a test clone). */
export function fromPglite(client: PGlite): Database {
  const db = drizzlePglite({ client, schema });
  return {
    kind: 'pglite',
    db,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
  };
}

export async function openPglite(dataDir: string): Promise<Database> {
  const client = new PGlite(pgliteDirectory(dataDir));
  await client.waitReady;
  return fromPglite(client);
}

/** Several server processes may start at once on one PostgreSQL: migrate under a lock. */
const MIGRATION_LOCK_KEY = 727_274_001;

export async function openPostgres(url: string, options: { max?: number } = {}): Promise<Database> {
  const client = postgres(url, {
    max: options.max ?? 10,
    onnotice: () => {},
    connect_timeout: 10,
  });
  // Fail now, with a clear message, rather than on the first request.
  await client`select 1`;
  const db = drizzlePostgres({ client, schema });
  return {
    kind: 'postgres',
    db,
    migrate: async () => {
      const reserved = await client.reserve();
      try {
        await reserved`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
        await migratePostgres(db, { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await reserved`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`;
        reserved.release();
      }
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
