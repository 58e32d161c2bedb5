import { PGlite } from '@electric-sql/pglite';

/**
 * PGlite's start-up settings: PostgreSQL's defaults and a shared buffer pool of 16 MB instead of
 * 128 MB. PGlite touches the whole pool in its WebAssembly memory, so the pool was resident memory
 * whether used or not; a page it does not hold is read from DATA_DIR through the operating
 * system's file cache (decision 077).
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * Run as a child process by `openPglite` (decision 216): creates a new, empty embedded database in
 * the directory given (PostgreSQL's initdb), then exits. The server's own PGlite then opens it,
 * and never holds the hundreds of MB that creating a database leaves touched.
 */
async function create(directory: string): Promise<void> {
  const creator = new PGlite(directory, { startParams: PGLITE_START_PARAMS });
  await creator.waitReady;
  await creator.close();
}

if (import.meta.main) {
  const directory = process.argv[2];
  if (!directory) throw new Error('Usage: create-pglite.ts <directory>');
  await create(directory);
}
