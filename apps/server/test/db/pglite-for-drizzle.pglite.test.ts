import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, fromPglite, queryRows } from '../../src/db/client.ts';
import { dataVersionReaderOf } from '../../src/db/data-version.ts';

/**
 * drizzle reads dates, times, intervals and their arrays from PGlite as text. The parsers that do
 * it are the instance's, set once, and no query carries its own (decision 217): PGlite copies all
 * of its parsers for a query that does. The data version is read again only once another
 * statement has started on the database (decision 218).
 */

const SELECT = sql`select
  '2026-11-30 19:30'::timestamp as "timestamp",
  '2026-11-30 19:30+00'::timestamptz as "timestamptz",
  '1 hour 30 minutes'::interval as "interval",
  '2026-11-30'::date as "date",
  array[1.5, 2]::numeric[] as "numerics",
  array['2026-11-30 19:30'::timestamp] as "timestamps",
  array['2026-11-30 19:30+00'::timestamptz] as "timestamptzs",
  array['90 minutes'::interval] as "intervals",
  array['2026-11-30'::date, '2026-12-01'::date] as "dates",
  42::int as "number",
  '{"a":1}'::jsonb as "json"`;

/** As drizzle's own per-query parsers read them, before decision 217. */
const AS_DRIZZLE_READ = {
  timestamp: '2026-11-30 19:30:00',
  timestamptz: '2026-11-30 19:30:00+00',
  interval: '01:30:00',
  date: '2026-11-30',
  numerics: '{1.5,2}',
  timestamps: '{"2026-11-30 19:30:00"}',
  timestamptzs: '{"2026-11-30 19:30:00+00"}',
  intervals: '{01:30:00}',
  dates: '{2026-11-30,2026-12-01}',
  number: 42,
  json: { a: 1 },
};

describe('PGlite under drizzle (decision 217)', () => {
  let client: PGlite;
  let database: Database;
  const options: unknown[] = [];
  const statements: string[] = [];

  beforeAll(async () => {
    client = new PGlite();
    await client.waitReady;
    await client.exec(`set timezone = 'UTC'`);
    const query = client.query.bind(client);
    await client.exec(
      'create table data_version (id int primary key, version bigint not null); insert into data_version values (1, 1)',
    );
    client.query = ((...args: Parameters<PGlite['query']>) => {
      statements.push(args[0]);
      options.push(args[2]);
      return query(...args);
    }) as PGlite['query'];
    database = fromPglite(client);
  }, 60_000);

  afterAll(() => client?.close());

  it('reads every type as drizzle read it, in and out of a transaction', async () => {
    const [row] = await queryRows<Record<string, unknown>>(database.db, SELECT);
    expect(row).toEqual(AS_DRIZZLE_READ);
    const inTransaction = await database.db.transaction((tx) =>
      queryRows<Record<string, unknown>>(tx, SELECT),
    );
    expect(inTransaction[0]).toEqual(AS_DRIZZLE_READ);
  });

  it('sends no query with parsers of its own', async () => {
    options.length = 0;
    await queryRows(database.db, sql`select now() as "now"`);
    expect(options.length).toBeGreaterThan(0);
    for (const each of options) expect(each).not.toHaveProperty('parsers');
  });

  const bump = sql`update data_version set version = version + 1 where id = 1`;
  const versionReads = () => statements.filter((text) => text.includes('from data_version')).length;

  it('reads the data version again only after another statement has started', async () => {
    const reader = dataVersionReaderOf(database.db);
    const before = await reader.read();
    const reads = versionReads();
    expect(await reader.read()).toBe(before);
    expect(await reader.read()).toBe(before);
    expect(versionReads()).toBe(reads);

    await database.db.execute(bump);
    const bumped = await reader.read();
    expect(Number(bumped)).toBe(Number(before) + 1);
    expect(versionReads()).toBe(reads + 1);

    await database.db.transaction((tx) => tx.execute(bump));
    expect(Number(await reader.read())).toBe(Number(before) + 2);
  });

  it('never keeps a version that a write started during its read may have changed', async () => {
    const reader = dataVersionReaderOf(database.db);
    await database.db.execute(bump);
    const before = Number(await reader.read());
    await database.db.execute(bump);
    // A read on its way to the database when the next write starts: whichever runs first, the
    // read after them sees the write.
    const [during] = await Promise.all([reader.read(), database.db.execute(bump)]);
    expect([before + 1, before + 2]).toContain(Number(during));
    expect(Number(await reader.read())).toBe(before + 2);
  });
});
