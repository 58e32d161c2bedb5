import { messages, PGlite, parse, protocol } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { type DbOrTx, queryRows } from './client.ts';

/**
 * Raw SQL run as a named prepared statement, for the hot public queries (decision 013): planning a
 * statement of several CTEs costs about as much as running it on PGlite. The statement is parsed
 * once per connection and then only bound to its parameters and executed. The values always travel
 * as parameters, never inside the SQL text (decision 031).
 *
 * - PGlite's `query` has no named statements, so the wire protocol's messages are sent as its own
 *   `query` sends them (Parse once per database, then Bind, Describe, Execute, Sync in one
 *   message), under the same locks, and the answer is read with its parsers.
 * - postgres.js prepares it on each pooled connection (`prepare: true`).
 * - Anything else (a transaction handle) runs it as an ordinary query.
 */
const dialect = new PgDialect();
const preparedIn = new WeakMap<PGlite, Set<string>>();

/** A parameter in the protocol's text format: finite numbers and strings as they are. */
export function textParameter(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
    return String(value);
  }
  if (typeof value === 'string') return value;
  throw new TypeError(`No SQL parameter for a ${typeof value}`);
}

function concatenate(parts: Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(parts.reduce((total, message) => total + message.length, 0));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}

/** Read-only statements only: the database files are not synced afterwards. */
async function queryPglite<Row>(
  client: PGlite,
  name: string,
  text: string,
  params: unknown[],
): Promise<Row[]> {
  const values = params.map(textParameter);
  let names = preparedIn.get(client);
  if (!names) {
    names = new Set();
    preparedIn.set(client, names);
  }
  const known = names;
  // As `PGlite.query` does: wait for any transaction in progress, then hold the query lock.
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      const { serialize } = protocol;
      const outgoing = known.has(name) ? [] : [serialize.parse({ name, text })];
      outgoing.push(
        serialize.bind({ statement: name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      );
      const replies = await client.execProtocolStream(concatenate(outgoing), {
        syncToFs: false,
        throwOnError: false,
      });
      // Parsed even when binding failed: the statement exists now.
      if (replies.some((reply) => reply.name === 'parseComplete')) known.add(name);
      const error = replies.find((reply) => reply instanceof messages.DatabaseError);
      if (error) throw error;
      const [result] = parse.parseResults(replies, client.parsers);
      return (result?.rows ?? []) as Row[];
    }),
  );
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
  if (client instanceof PGlite) return queryPglite<Row>(client, name, text, params);
  if (client && typeof (client as PostgresClient).unsafe === 'function') {
    return (await (client as PostgresClient).unsafe(text, params, { prepare: true })) as Row[];
  }
  return queryRows<Row>(db, query);
}
