import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { fromPglite, openPostgres } from '../../src/db/client.ts';

declare module 'vitest' {
  interface ProvidedContext {
    testDatabase:
      | { kind: 'pglite'; templatePath: string }
      | {
          kind: 'postgres';
          /** What the app's pools connect to: PostgreSQL, or PgBouncer in front of it. */
          serverUrl: string;
          /** PostgreSQL itself, for what a pooler cannot do: create and drop databases. */
          directUrl: string;
          templateName: string;
        };
  }
}

/** Replaces the database name of a PostgreSQL URL. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * Migrates one database per test run and hands its location to the test files, which clone it:
 * creating and migrating a PGlite database takes seconds, loading a copy a fraction of one.
 */
export default async function setup(project: TestProject) {
  // The project's `env` reaches the test workers, not this process: read it from the config.
  if (project.config.env.TEST_DB === 'postgres') {
    const directUrl = process.env.TEST_DATABASE_URL;
    if (!directUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    // Through PgBouncer (`scripts/with-pgbouncer.sh`, decision 195) the apps connect to the pooler.
    // It keeps server connections to the template open, and a database with connections cannot be
    // copied: databases are made on PostgreSQL itself.
    const serverUrl = process.env.TEST_POOLED_DATABASE_URL ?? directUrl;
    const templateName = `trivia_template_${randomBytes(4).toString('hex')}`;
    const admin = postgres(directUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database "${templateName}"`);
    const template = await openPostgres(withDatabase(directUrl, templateName), { max: 2 });
    await template.migrate();
    await template.close();
    project.provide('testDatabase', { kind: 'postgres', serverUrl, directUrl, templateName });
    return async () => {
      const leftovers = await admin<{ datname: string }[]>`
        select datname from pg_database where datname like ${`${templateName}%`} or datname = ${templateName}`;
      for (const { datname } of leftovers)
        await admin.unsafe(`drop database if exists "${datname}" with (force)`);
      await admin.end();
    };
  }

  const client = new PGlite();
  const database = fromPglite(client);
  await database.migrate();
  const dump = await client.dumpDataDir('none');
  await database.close();
  const templatePath = path.join(os.tmpdir(), `trivia-test-template-${process.pid}.tar`);
  await fs.writeFile(templatePath, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDatabase', { kind: 'pglite', templatePath });
  return async () => {
    await fs.rm(templatePath, { force: true });
  };
}
