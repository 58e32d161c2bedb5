import fs from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../client.ts';
import { GENERATED_MARKER } from './migration-sql.ts';

interface Journal {
  entries: { idx: number; tag: string }[];
}

export interface MigrationFile {
  tag: string;
  path: string;
  sql: string;
}

/** The migrations in the order the journal applies them. */
export function listMigrations(directory = MIGRATIONS_DIR): MigrationFile[] {
  const journal: Journal = JSON.parse(
    fs.readFileSync(path.join(directory, 'meta/_journal.json'), 'utf8'),
  );
  return [...journal.entries]
    .sort((a, b) => a.idx - b.idx)
    .map(({ tag }) => {
      const file = path.join(directory, `${tag}.sql`);
      return { tag, path: file, sql: fs.readFileSync(file, 'utf8') };
    });
}

/** The newest migration written by `npm run db:read-model`: the read model the database has. */
export function latestReadModelMigration(directory = MIGRATIONS_DIR): MigrationFile | undefined {
  return listMigrations(directory).findLast((migration) =>
    migration.sql.startsWith(GENERATED_MARKER),
  );
}
