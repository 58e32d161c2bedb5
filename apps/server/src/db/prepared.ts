import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { type DbOrTx, queryRows } from './client.ts';

/**
 * Raw SQL run as a prepared statement, for the hot public queries (decision 013): planning a
 * statement of several CTEs costs about as much as running it on PGlite. The statement is planned
 * once per connection and then only executed.
 *
 * - PGlite has no named statements in its API, so the statement is `PREPARE`d in SQL once per
 *   database and run with `EXECUTE name(literals)`. The values are rendered as SQL literals here
 *   (finite numbers; strings quoted), and the statement's own casts type them.
 * - postgres.js prepares it on each pooled connection (`prepare: true`).
 * - Anything else (a transaction handle) runs it as an ordinary query.
 */
const dialect = new PgDialect();
const preparedIn = new WeakMap<PGlite, Set<string>>();

function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
    return String(value);
  }
  if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`;
  throw new TypeError(`No SQL literal for a ${typeof value}`);
}

interface PostgresClient {
  unsafe(query: string, params: unknown[], options: { prepare: boolean }): Promise<unknown[]>;
}

function clientOf(db: DbOrTx): unknown {
  return '$client' in db ? db.$client : undefined;
}

export async function queryPrepared<Row>(db: DbOrTx, name: string, query: SQL): Promise<Row[]> {
  const client = clientOf(db);
  const { sql: text, params } = dialect.sqlToQuery(query);
  if (client instanceof PGlite) {
    let names = preparedIn.get(client);
    if (!names) {
      names = new Set();
      preparedIn.set(client, names);
    }
    if (!names.has(name)) {
      await client.query(`prepare ${name} as ${text}`);
      names.add(name);
    }
    const result = await client.query<Row>(`execute ${name}(${params.map(literal).join(', ')})`);
    return result.rows;
  }
  if (client && typeof (client as PostgresClient).unsafe === 'function') {
    return (await (client as PostgresClient).unsafe(text, params, { prepare: true })) as Row[];
  }
  return queryRows<Row>(db, query);
}
