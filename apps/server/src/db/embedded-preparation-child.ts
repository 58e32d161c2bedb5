import { loadConfig } from '../config.ts';
import { openPglite } from './client.ts';
import { isLockHeldBy } from './data-dir-lock.ts';
import type { PreparationFailure } from './embedded-preparation.ts';
import { isDatabaseEmpty, seedDemoData } from './seed/seed-demo.ts';

/**
 * The child process of `prepareEmbeddedDatabase` (decision 082): creates and migrates the embedded
 * database and loads the demo data, under the DATA_DIR lock its parent, the server, holds.
 */

// Ctrl-C reaches the whole process group: the server waits for this short step to finish before
// it stops. If the server is gone, so is its lock: stop at once.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => {});
process.on('disconnect', () => process.exit(1));

async function prepare(): Promise<void> {
  const config = loadConfig();
  if (config.database.kind !== 'pglite') throw new Error('DATABASE_URL is set: nothing to create.');
  const { dataDir } = config.database;
  if (!isLockHeldBy({ dataDir, pid: process.ppid })) {
    throw new Error(
      `DATA_DIR ${dataDir} is not locked by process ${process.ppid}, which started this one.`,
    );
  }
  const database = await openPglite(dataDir);
  try {
    await database.migrate();
    if (config.demo && (await isDatabaseEmpty(database.db))) {
      const summary = await seedDemoData(database.db);
      console.info(`Loaded the demo data: ${summary.venues} venues, ${summary.events} events.`);
    }
  } finally {
    await database.close();
  }
}

try {
  await prepare();
  process.exit(0);
} catch (error) {
  if (!(error instanceof Error)) throw error;
  const failure: PreparationFailure = { error: error.message };
  process.send?.(failure, () => process.exit(1));
  if (!process.send) {
    console.error(error.message);
    process.exit(1);
  }
}
