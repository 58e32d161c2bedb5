import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { inject } from 'vitest';
import { type Database, fromPglite, openPostgres } from '../../src/db/client.ts';
import { withDatabase } from '../setup/global-database.ts';

/**
 * A fresh, migrated database of the kind this test run is for (PGlite in memory, or a new
 * PostgreSQL database made from the migrated template). Close it when done.
 */
export async function createTestDatabase(
  options: {
    /** PostgreSQL: the URL the pool connects to, from the test database's (a proxy in between). */
    connectTo?: (url: string) => string;
  } = {},
): Promise<Database> {
  const target = inject('testDatabase');
  if (target.kind === 'pglite') {
    const tarball = await fs.readFile(target.templatePath);
    const client = new PGlite({ loadDataDir: new Blob([tarball]) });
    await client.waitReady;
    return fromPglite(client);
  }
  const name = `${target.templateName}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(target.directUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}" template "${target.templateName}"`);
  const url = withDatabase(target.serverUrl, name);
  const database = await openPostgres(options.connectTo?.(url) ?? url, {
    max: 4,
    directUrl: withDatabase(target.directUrl, name),
  });
  return {
    ...database,
    close: async () => {
      await database.close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}
