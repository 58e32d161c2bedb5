import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from '../../src/db/client.ts';
import { createVenue } from '../../src/db/factories.ts';
import { venues } from '../../src/db/schema/index.ts';
import { createTestDatabase } from '../helpers/database.ts';

/**
 * Decision 195: behind PgBouncer in transaction mode a server connection serves one transaction of
 * one client, then another's. Whatever a client leaves in the session (a named prepared statement, a
 * `SET`, a session advisory lock) is missing from its next transaction and present in a stranger's.
 * The app's pool leaves nothing. Checked inside one transaction, which keeps one server connection
 * even through the pooler; CI runs the API tests on PostgreSQL through PgBouncer.
 */
describe("the app's pooled connections hold no session state", () => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await database.close();
  });

  it('prepares no named statement, however often a query with parameters runs', async () => {
    const venue = await createVenue(database.db, { nameOriginal: 'The Pooled Pint' });
    const named = await database.db.transaction(async (tx) => {
      for (let round = 0; round < 3; round += 1) {
        const [row] = await tx
          .select({ name: venues.nameOriginal })
          .from(venues)
          .where(eq(venues.id, venue.id));
        expect(row?.name).toBe('The Pooled Pint');
      }
      return queryRows<{ name: string }>(tx, sql`select name from pg_prepared_statements`);
    });
    expect(named).toEqual([]);
  });

  it('runs transactions side by side with other queries, one query at a time on a connection', async () => {
    // No pipelining (decision 195): a transaction's `begin` must still pin its connection, or
    // its next statement has none (postgres.js is patched for that, `patches/`).
    const inserted = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        index % 3 === 0
          ? database.db.execute(sql`select ${index}::int as n`).then(() => null)
          : database.db.transaction(async (tx) => {
              const venue = await createVenue(tx, { nameOriginal: `Pipeline ${index}` });
              const [first] = await queryRows<{ xid: string }>(
                tx,
                sql`select txid_current()::text as xid`,
              );
              const [second] = await queryRows<{ xid: string }>(
                tx,
                sql`select txid_current()::text as xid`,
              );
              expect(second?.xid).toBe(first?.xid);
              return venue.id;
            }),
      ),
    );
    const ids = inserted.filter((id): id is string => id !== null);
    const stored = await database.db
      .select({ id: venues.id })
      .from(venues)
      .where(sql`${venues.nameOriginal} like 'Pipeline %'`);
    expect(stored.map((row) => row.id).sort()).toEqual(ids.sort());
  });

  it('leaves no session setting or advisory lock behind after migrating', async () => {
    await database.migrate();
    const [state] = await database.db.transaction((tx) =>
      queryRows<{ locks: number }>(
        tx,
        sql`select count(*)::int as locks from pg_locks
            where locktype = 'advisory' and granted and pid <> pg_backend_pid()
              and database = (select oid from pg_database where datname = current_database())`,
      ),
    );
    expect(state?.locks).toBe(0);
  });
});
