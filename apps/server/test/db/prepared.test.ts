import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { queryPrepared, textParameter } from '../../src/db/prepared.ts';
import { createTestDatabase } from '../helpers/database.ts';

/**
 * The prepared statements of the hot queries (decision 031): values travel as parameters, so no
 * value can change the statement, whatever it holds.
 */
describe('queryPrepared', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const echo = (text: string | null, number: number) =>
    sql`select ${text}::text as text, ${number}::float8 * 2 as doubled, length(${text}::text) as length`;

  it.each([
    "O'Malley's",
    'back\\slash and \\\\ two',
    "'; drop table venues; --",
    "quote ' then backslash \\' mixed",
    '"double" $1 and $$dollars$$',
    'ünïcödé — dash',
  ])('returns %j exactly as given', async (value) => {
    for (let run = 0; run < 2; run += 1) {
      const rows = await queryPrepared(database.db, 'prepared_echo', echo(value, 1.25));
      expect(rows).toEqual([{ text: value, doubled: 2.5, length: [...value].length }]);
    }
  });

  it('passes null, and stays usable after a value the statement refuses', async () => {
    expect(await queryPrepared(database.db, 'prepared_echo', echo(null, 2))).toEqual([
      { text: null, doubled: 4, length: null },
    ]);
    const count = (value: string) => sql`select ${value}::int + 1 as next`;
    await expect(queryPrepared(database.db, 'prepared_count', count('x'))).rejects.toThrow(
      /invalid input syntax for type integer/,
    );
    expect(await queryPrepared(database.db, 'prepared_count', count('41'))).toEqual([{ next: 42 }]);
  });

  it('runs inside a transaction as an ordinary query', async () => {
    const rows = await database.db.transaction((tx) =>
      queryPrepared(tx, 'prepared_echo', echo("it's", 3)),
    );
    expect(rows).toEqual([{ text: "it's", doubled: 6, length: 4 }]);
  });

  it('refuses values it cannot send as text', () => {
    expect(() => textParameter(Number.NaN)).toThrow(RangeError);
    expect(() => textParameter(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => textParameter({})).toThrow(TypeError);
    expect(textParameter(undefined)).toBeNull();
    expect(textParameter(-0.5)).toBe('-0.5');
  });
});
