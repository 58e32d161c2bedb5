import { ConfigError } from '../config.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { StartupError } from '../db/open.ts';

/** Prints a start-up failure people can act on and exits 1; anything else is a bug: rethrow. */
export function exitOnStartupError(error: unknown): never {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof StartupError
  ) {
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
