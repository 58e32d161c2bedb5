import { sql } from 'drizzle-orm';
import { type DbOrTx, pgliteVersionRead, queryRows } from './client.ts';

/**
 * The data version (migration 0008): one row that every write of public data bumps in its own
 * transaction. Kept pages (decision 072) and kept searches of named places (decision 180) are
 * checked against it on every request.
 */

/** The data version now, as text (it only ever grows). */
export async function readDataVersion(db: DbOrTx): Promise<string> {
  const [row] = await queryRows<{ version: number | string }>(
    db,
    sql`select version from data_version where id = 1`,
  );
  return String(row?.version ?? 0);
}

/**
 * Reads the data version for many requests at once, and never a stale one: a request that arrives
 * while a read is on its way waits for the next read, which starts when that one ends and answers
 * everyone who arrived meanwhile. Every answer comes from a read begun after its request arrived,
 * so a write acknowledged before a request shows in its answer (decision 079).
 */
export class DataVersionReader {
  readonly #read: () => Promise<string>;
  #current: Promise<string> | null = null;
  #next: Promise<string> | null = null;

  constructor(read: () => Promise<string>) {
    this.#read = read;
  }

  read(): Promise<string> {
    if (this.#current === null) return this.#start();
    this.#next ??= this.#current.then(ignore, ignore).then(() => {
      this.#next = null;
      // A read begun since then also began after everyone waiting here arrived.
      return this.#current ?? this.#start();
    });
    return this.#next;
  }

  #start(): Promise<string> {
    const current: Promise<string> = this.#read().finally(() => {
      if (this.#current === current) this.#current = null;
    });
    this.#current = current;
    return current;
  }
}

function ignore(): void {}

const readers = new WeakMap<object, DataVersionReader>();

/**
 * The reader a process shares for `db` (the app's), so that pages, embeds and searches arriving
 * together share one read. On PGlite, the database's own read, which reads again only after
 * another statement (decision 218).
 */
export function dataVersionReaderOf(db: DbOrTx): DataVersionReader {
  let reader = readers.get(db);
  if (!reader) {
    reader = new DataVersionReader(pgliteVersionRead(db) ?? (() => readDataVersion(db)));
    readers.set(db, reader);
  }
  return reader;
}
