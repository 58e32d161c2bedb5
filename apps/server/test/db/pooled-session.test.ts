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
 * even through the pooler; CI runs this file a third time through PgBouncer.
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
