import { type PGlite, type Transaction, types } from '@electric-sql/pglite';

/**
 * The types drizzle reads from PGlite as text (its `pglite/session.js`): timestamps, dates,
 * intervals, and arrays of numerics, timestamps, intervals and dates.
 */
const TEXT_TYPES = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

const asText = (value: string) => value;

type QueryOptions = Parameters<PGlite['query']>[2];

/** The options of one query without its own parsers: the instance has them (decision 217). */
function withoutParsers(options: QueryOptions): QueryOptions {
  if (!options?.parsers) return options;
  const { parsers: _, ...rest } = options;
  return rest;
}

/**
 * A PGlite as drizzle is given it (decision 217). drizzle passes the same type parsers with every
 * query, and PGlite then copies all of its own parsers (some hundreds, one per type and array
 * type) into a new object for that query: on the kept searches and pages that was a fifth of the
 * server's time. Here the parsers are set on the instance once it is ready, after PGlite has made
 * its array parsers, and each query and transaction goes without them; every type reads as before.
 */
export function withTextTypes(client: PGlite): PGlite {
  const ready = client.waitReady.then(() => {
    for (const oid of TEXT_TYPES) client.parsers[oid] = asText;
  });
  const query: PGlite['query'] = async (text, params, options) => {
    await ready;
    return client.query(text, params, withoutParsers(options));
  };
  const transaction: PGlite['transaction'] = async (callback) => {
    await ready;
    return client.transaction((tx) => callback(transactionWithoutParsers(tx)));
  };
  return new Proxy(client, {
    get(target, property) {
      if (property === 'query') return query;
      if (property === 'transaction') return transaction;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

function transactionWithoutParsers(tx: Transaction): Transaction {
  const query: Transaction['query'] = (text, params, options) =>
    tx.query(text, params, withoutParsers(options));
  return new Proxy(tx, {
    get(target, property) {
      if (property === 'query') return query;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
