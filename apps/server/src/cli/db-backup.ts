import path from 'node:path';
import { loadConfig } from '../config.ts';
import { dumpIdleDatabase, requestBackupFromServer, writeFileAtomically } from '../db/backup.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { StartupError } from '../db/open.ts';
import { exitOnStartupError } from './exit-on-startup-error.ts';

const COMMAND = 'npm run db:backup';

function defaultFile(): string {
  const stamp = new Date()
    .toISOString()
    .replace(/[:.]/g, '-')
    .replace(/-\d+Z$/, 'Z');
  return path.resolve(`trivia-backup-${stamp}.tar.gz`);
}

/**
 * `npm run db:backup [FILE]`: a consistent snapshot of the embedded database, through the running
 * server when it holds DATA_DIR (decision 040). On PostgreSQL, pg_dump does this job.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (config.database.kind === 'postgres') {
    throw new StartupError(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump (see "Backups" in README.md), e.g.\n' +
        '  pg_dump --format=custom --file=trivia.dump "$DATABASE_URL"',
    );
  }
  const file = path.resolve(process.argv[2] ?? defaultFile());
  let bytes: Uint8Array;
  let through = 'the idle database';
  try {
    bytes = await dumpIdleDatabase(config.dataDir, COMMAND);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    bytes = await requestBackupFromServer(config.dataDir);
    through = `the running server (process ${error.holder.pid})`;
  }
  await writeFileAtomically(file, bytes);
  console.info(
    `Backed up the embedded database in ${config.dataDir} through ${through} to ${file} ` +
      `(${(bytes.length / 1024).toFixed(0)} KB). Restore it with: npm run db:restore -- ${file}`,
  );
}

await main().catch(exitOnStartupError);
