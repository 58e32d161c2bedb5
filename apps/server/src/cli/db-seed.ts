import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../db/open.ts';
import { seedDemoData } from '../db/seed/seed-demo.ts';
import { exitOnStartupError } from './exit-on-startup-error.ts';

/** `npm run db:seed`: loads the demo data set (idempotent). Refuses while the server holds DATA_DIR. */
async function main(): Promise<void> {
  const config = loadConfig();
  const { database, lock, location } = await openConfiguredDatabase(config, 'npm run db:seed');
  try {
    const summary = await seedDemoData(database.db);
    console.info(
      `Demo data in ${location}: added ${summary.users} users, ${summary.providers} providers, ` +
        `${summary.venues} venues and ${summary.events} events (what was already there is kept).`,
    );
  } finally {
    await database.close();
    lock?.release();
  }
}

await main().catch(exitOnStartupError);
