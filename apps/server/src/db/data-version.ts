import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';
import { perClient } from './per-client.ts';
import { queryPrepared } from './prepared.ts';

/**
 * The data version (migration 0008): one row that every write of public data bumps in its own
 * transaction. Kept pages (decision 072) and the nearby listing kept in memory (decision 090) are
 * checked against it on every request.
 */

/** The data version now, as text (it only ever grows). */
export async function readDataVersion(db: DbOrTx): Promise<string> {
  const [row] = await queryPrepared<{ version: number | string }>(
    db,
    'data_version_v1',
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
 * The reader a process shares for `db`'s client, so that pages and searches arriving together
 * share one read; for a transaction, one of its own.
 */
export function dataVersionReaderOf(db: DbOrTx): DataVersionReader {
  const make = () => new DataVersionReader(() => readDataVersion(db));
  return perClient(readers, db, make) ?? make();
}
