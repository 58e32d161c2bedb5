import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { StartupError } from './open.ts';

const CHILD_ENTRY = fileURLToPath(new URL('./embedded-preparation-child.ts', import.meta.url));

/** What the child tells the server when it fails (its exit code says that it did). */
export interface PreparationFailure {
  error: string;
}

function isFailure(message: unknown): message is PreparationFailure {
  return typeof message === 'object' && message !== null && 'error' in message;
}

/**
 * Creates and migrates the embedded database in DATA_DIR and loads the demo data into it when DEMO
 * asks and nobody has an account yet, in a child process (decision 082): PGlite's WebAssembly
 * memory and glibc's heap never give back what creating and seeding the database grew, so the
 * server opens the database only once the child has closed it. The server holds DATA_DIR's lock
 * the whole time; the child checks that its parent does and works under it (it neither takes nor
 * breaks it). The child inherits the server's environment and Node.js flags.
 */
export function prepareEmbeddedDatabase(dataDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = fork(CHILD_ENTRY, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    let failure: string | null = null;
    child.on('message', (message) => {
      if (isFailure(message)) failure = message.error;
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) {
        resolve();
        return;
      }
      const why = failure ?? `its process stopped (${signal ?? `exit code ${code}`})`;
      reject(
        new StartupError(`Could not prepare the embedded database in DATA_DIR ${dataDir}: ${why}`),
      );
    });
  });
}
