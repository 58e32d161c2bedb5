import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../db/client.ts';
import { latestReadModelMigration, listMigrations } from '../db/read-model/migration-files.ts';
import { readModelMigrationSql } from '../db/read-model/migration-sql.ts';

/**
 * `npm run db:read-model -- <name>`: after a change to `db/read-model/venue-read-model.ts`, writes
 * the read model's generated SQL as a new migration `NNNN_<name>.sql`, registered in the journal
 * by drizzle-kit (`generate --custom`), unless the newest read-model migration already matches.
 * `npm run db:read-model -- --print` prints the SQL instead. Decision 030.
 */
function main(): void {
  const argument = process.argv[2] ?? '';
  const text = readModelMigrationSql();
  if (argument === '--print') {
    process.stdout.write(text);
    return;
  }
  if (!/^[a-z][a-z0-9_]*$/.test(argument)) {
    console.error('Usage: npm run db:read-model -- <migration_name> | --print');
    process.exitCode = 2;
    return;
  }
  const latest = latestReadModelMigration();
  if (latest?.sql === text) {
    console.info(`${latest.tag} already holds this read model: nothing to write.`);
    return;
  }
  const before = listMigrations().length;
  // The package exports no path to its command; it sits next to the package's entry.
  const drizzleKit = path.join(
    path.dirname(createRequire(import.meta.url).resolve('drizzle-kit')),
    'bin.cjs',
  );
  execFileSync(process.execPath, [drizzleKit, 'generate', '--custom', `--name=${argument}`], {
    cwd: path.resolve(MIGRATIONS_DIR, '..'),
    stdio: 'inherit',
  });
  const created = listMigrations().slice(before);
  const migration = created[0];
  if (created.length !== 1 || !migration) {
    throw new Error(`drizzle-kit added ${created.length} migrations, expected one`);
  }
  fs.writeFileSync(migration.path, text);
  console.info(`Wrote ${path.relative(process.cwd(), migration.path)}`);
}

main();
