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

/** Forwards everything but `overrides` to `target`, its methods bound to it (PGlite's fields are private). */
function forwarding<T extends object>(target: T, overrides: Partial<T>): T {
  return new Proxy(target, {
    get(_, property) {
      if (Object.hasOwn(overrides, property)) return overrides[property as keyof T];
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

export interface PgliteForDrizzle {
  /** The PGlite to give drizzle. */
  client: PGlite;
  /**
   * The data version (migration 0008), read again only once another statement has started on
   * this PGlite since the last read (decision 218).
   */
  readDataVersion(): Promise<string>;
}

/**
 * A PGlite as drizzle is given it.
 *
 * Its type parsers (decision 217): drizzle passes the same parsers with every query, and PGlite
 * then copies all of its own (some hundreds, one per type and array type) into a new object for
 * that query. Here they are set on the instance once it is ready, after PGlite has made its array
 * parsers, and each query and transaction goes without them; every type reads as before.
 *
 * Its data version (decision 218): one process holds an embedded database (the DATA_DIR lock), and
 * every statement it runs on it starts here, in the order PGlite runs them. The version read last
 * is still the version while no statement has started since that read did.
 */
export function pgliteForDrizzle(client: PGlite): PgliteForDrizzle {
  const ready = client.waitReady.then(() => {
    for (const oid of TEXT_TYPES) client.parsers[oid] = asText;
  });
  /** Statements started on this PGlite, each numbered as it starts. */
  let started = 0;
  let kept: { version: string; readAs: number } | undefined;

  const query: PGlite['query'] = async (text, params, options) => {
    started += 1;
    await ready;
    return client.query(text, params, withoutParsers(options));
  };
  const exec: PGlite['exec'] = async (text, options) => {
    started += 1;
    await ready;
    return client.exec(text, options);
  };
  const inTransaction = (tx: Transaction): Transaction => {
    const txQuery: Transaction['query'] = (text, params, options) => {
      started += 1;
      return tx.query(text, params, withoutParsers(options));
    };
    const txExec: Transaction['exec'] = (text, options) => {
      started += 1;
      return tx.exec(text, options);
    };
    return forwarding(tx, { query: txQuery, exec: txExec });
  };
  const transaction: PGlite['transaction'] = async (callback) => {
    started += 1;
    await ready;
    return client.transaction((tx) => callback(inTransaction(tx)));
  };

  return {
    client: forwarding(client, { query, exec, transaction }),
    async readDataVersion() {
      if (kept && kept.readAs === started) return kept.version;
      started += 1;
      const readAs = started;
      await ready;
      const { rows } = await client.query<{ version: number | string }>(
        'select version from data_version where id = 1',
      );
      const version = String(rows[0]?.version ?? 0);
      kept = { version, readAs };
      return version;
    },
  };
}
