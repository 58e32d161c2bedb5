import fs from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../db/open.ts';
import { importVenuesAsOperator } from '../services/venues/index.ts';
import { exitOnStartupError } from './exit-on-startup-error.ts';

/**
 * `npm run import:venues -- FILE.csv|FILE.json`: imports venues into the configured database.
 * Refuses while the server holds DATA_DIR (the embedded database is single-process).
 */
async function main(): Promise<void> {
  const file = process.argv[2];
  const format = file?.toLowerCase().endsWith('.json')
    ? 'json'
    : file?.toLowerCase().endsWith('.csv')
      ? 'csv'
      : null;
  if (!file || !format) {
    console.error('Usage: npm run import:venues -- FILE.csv|FILE.json');
    process.exit(2);
  }
  let content: string;
  try {
    content = await fs.readFile(path.resolve(process.env.INIT_CWD ?? process.cwd(), file), 'utf8');
  } catch (error) {
    console.error(`Could not read ${file}: ${(error as Error).message}`);
    process.exit(2);
  }
  const config = loadConfig();
  const { database, lock } = await openConfiguredDatabase(config, 'npm run import:venues');
  try {
    const result = await importVenuesAsOperator({ db: database.db, format, content });
    console.info(
      `${result.created} created, ${result.updated} updated, ${result.rejectedCount} rejected`,
    );
    for (const { line, message } of result.rejected) console.info(`  line ${line}: ${message}`);
    const unlisted = result.rejectedCount - result.rejected.length;
    if (unlisted > 0) console.info(`  and ${unlisted} more rejected rows`);
  } finally {
    await database.close();
    lock?.release();
  }
}

await main().catch(exitOnStartupError);
