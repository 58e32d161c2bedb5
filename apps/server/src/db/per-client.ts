import type { DbOrTx } from './client.ts';

/**
 * Something a process keeps for one database client (tests open many databases in one process),
 * made on first use: `null` for a transaction (it has no `$client`, and its reads may see its own
 * uncommitted writes). postgres.js's client is a function, PGlite's an object.
 */
export function perClient<T extends object>(
  kept: WeakMap<object, T>,
  db: DbOrTx,
  make: () => T,
): T | null {
  const client: unknown = '$client' in db ? db.$client : undefined;
  if ((typeof client !== 'object' && typeof client !== 'function') || client === null) return null;
  let value = kept.get(client);
  if (!value) {
    value = make();
    kept.set(client, value);
  }
  return value;
}
