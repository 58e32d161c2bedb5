import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPostgres, queryRows } from '../../src/db/client.ts';
import { readDataVersion } from '../../src/db/data-version.ts';
import { ReadPools } from '../../src/db/read-pools.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { signInNewUser, TestClient } from '../helpers/auth.ts';
import { withDatabase } from '../setup/global-database.ts';

/**
 * Decision 194, on a real streaming replica of the local PostgreSQL (`scripts/with-replica.sh`
 * starts one and sets TEST_REPLICA_URL; `.ci/run` runs this project through it). Lag is made by
 * pausing the replica's replay.
 */
const primaryServer = process.env.TEST_DATABASE_URL ?? '';
const replicaServer = process.env.TEST_REPLICA_URL ?? '';

async function waitFor(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`gave up waiting for ${what}`);
}

describe('public reads from a streaming replica', () => {
  const name = `trivia_replica_${randomBytes(4).toString('hex')}`;
  let admin: postgres.Sql;
  let replicaControl: postgres.Sql;
  let primary: Database;
  let replica: Database;
  let testApp: TestApp;

  /** The replica has replayed everything the primary has written to this database. */
  const caughtUp = () =>
    waitFor(
      async () => (await readDataVersion(replica.db)) === (await readDataVersion(primary.db)),
      'the replica to catch up',
    );

  beforeAll(async () => {
    admin = postgres(primaryServer, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database "${name}"`);
    primary = await openPostgres(withDatabase(primaryServer, name), { max: 4 });
    await primary.migrate();
    replica = await openPostgres(withDatabase(replicaServer, name), { max: 4, check: false });
    replicaControl = postgres(replicaServer, { max: 1, onnotice: () => {} });
    await caughtUp();
    testApp = await buildTestApp(
      {},
      {
        database: primary,
        reads: new ReadPools({ primary: primary.db, replicas: [replica], maxLagSeconds: 3600 }),
      },
    );
  });

  afterAll(async () => {
    if (replicaControl) {
      await replicaControl`select pg_wal_replay_resume()`.catch(() => {});
      await replicaControl.end();
    }
    await testApp?.close();
    await replica?.close();
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });

  it("serves a visitor from the replica, and a host's read after a write from the primary while the replica lags", async () => {
    const host = await signInNewUser(testApp);
    const visitor = new TestClient(testApp);
    const first = await host.post('/api/admin/venues', {
      nameOriginal: 'Replica Arms',
      addressOriginal: '100 Main St, Franklin, TN 37064',
    });
    expect(first.statusCode).toBe(201);
    const firstSlug = (await host.get(`/api/admin/venues/${first.json().id}`)).json().publicSlug;
    await caughtUp();
    expect((await visitor.get(`/api/venue-pages/${firstSlug}`)).json().venue).toMatchObject({
      name: 'Replica Arms',
    });

    await replicaControl`select pg_wal_replay_pause()`;
    const second = await host.post('/api/admin/venues', {
      nameOriginal: 'Written While Lagging',
      addressOriginal: '200 Main St, Franklin, TN 37064',
    });
    expect(second.statusCode).toBe(201);
    const secondSlug = (await host.get(`/api/admin/venues/${second.json().id}`)).json().publicSlug;

    // The visitor reads the replica, which has not replayed the write: no such venue yet.
    const seenByVisitor = await visitor.get(`/api/venue-pages/${secondSlug}`);
    expect(seenByVisitor.statusCode).toBe(200);
    expect(seenByVisitor.json().venue).toBeNull();
    // The host, who has just written, reads their own write.
    const seenByHost = await host.get(`/api/venue-pages/${secondSlug}`);
    expect(seenByHost.json().venue).toMatchObject({ name: 'Written While Lagging' });

    const metrics = (await testApp.app.inject({ url: '/metrics' })).body;
    expect(metrics).toMatch(/trivia_db_reads_total\{pool="replica",reason="replica"\} [1-9]/);
    expect(metrics).toMatch(/trivia_db_reads_total\{pool="primary",reason="recent_write"\} [1-9]/);
  });

  it('skips a replica that lags beyond the bound, and one that is down, for the primary', async () => {
    // Replay is still paused, with the write above not replayed: the replica falls behind.
    await waitFor(async () => {
      const [row] = await queryRows<{ paused: boolean }>(
        replica.db,
        sql`select pg_is_wal_replay_paused() as paused`,
      );
      return row?.paused === true;
    }, 'replay to pause');
    const down = await openPostgres('postgres://postgres:postgres@127.0.0.1:1/nowhere', {
      check: false,
    });
    const reads = new ReadPools({
      primary: primary.db,
      replicas: [replica, down],
      maxLagSeconds: 0.1,
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const choice = await reads.choose({ recentWrite: false });
    expect(choice).toMatchObject({ pool: 'primary', reason: 'replicas_skipped' });
    expect(choice.db).toBe(primary.db);
    expect(Object.fromEntries(reads.skipped)).toEqual({ lagging: 1, down: 1 });
    await down.close();

    await replicaControl`select pg_wal_replay_resume()`;
    await caughtUp();
    const resumed = new ReadPools({ primary: primary.db, replicas: [replica], maxLagSeconds: 5 });
    expect(await resumed.choose({ recentWrite: false })).toMatchObject({ pool: 'replica' });
  });
});
