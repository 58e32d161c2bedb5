import path from 'node:path';
import { loadConfig } from '../config.ts';
import { restoreBackup } from '../db/backup.ts';
import { StartupError } from '../db/open.ts';
import { exitOnStartupError } from './exit-on-startup-error.ts';

/**
 * `npm run db:restore FILE`: loads a backup of `npm run db:backup` into an empty DATA_DIR. Refused
 * while a process holds DATA_DIR and when DATA_DIR holds a database (decision 040).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (config.database.kind === 'postgres') {
    throw new StartupError(
      'DATABASE_URL is set: restore PostgreSQL with pg_restore (see "Backups" in README.md), e.g.\n' +
        '  pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" trivia.dump',
    );
  }
  const given = process.argv[2];
  if (!given)
    throw new StartupError('Usage: npm run db:restore -- FILE (a file of npm run db:backup)');
  const file = path.resolve(given);
  const { tables } = await restoreBackup({
    dataDir: config.dataDir,
    file,
    command: 'npm run db:restore',
  });
  console.info(
    `Restored ${file} into DATA_DIR ${config.dataDir} (${tables} tables). Start the server with npm run serve.`,
  );
}

await main().catch(exitOnStartupError);
