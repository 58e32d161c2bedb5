import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { createVenue } from '../../src/db/factories.ts';
import { ReadPools } from '../../src/db/read-pools.ts';
import { buildTestApp, type TestApp } from '../helpers/app.ts';
import { createTestDatabase } from '../helpers/database.ts';

/**
 * Decision 194: a replica stopped between its check and a read (the drill that stops the replica)
 * does not fail the read: it is run again on the primary, and the replica is skipped until its
 * next check. The "replica" is a second test database, stopped (closed) under the app.
 */
describe('a replica that goes away between its check and a read', () => {
  let primary: Database;
  let replica: Database;
  let replicaOpen = true;
  let testApp: TestApp;
  let slug = '';

  beforeAll(async () => {
    primary = await createTestDatabase();
    replica = await createTestDatabase();
    // The same venue on both, as a replica would have it.
    const venue = await createVenue(primary.db, { nameOriginal: 'Replica Arms' });
    await createVenue(replica.db, { id: venue.id, nameOriginal: 'Replica Arms' });
    slug = `replica-arms-franklin-tn-${venue.id.slice(0, 4)}`;
    const reads = new ReadPools({ primary: primary.db, replicas: [replica], maxLagSeconds: 5 });
    testApp = await buildTestApp({}, { database: primary, reads });
  });

  afterAll(async () => {
    await testApp?.close();
    if (replicaOpen) await replica?.close();
  });

  const venuePage = () => testApp.app.inject({ url: `/api/venue-pages/${slug}` });

  it('answers from the primary, and /metrics says so', async () => {
    // Twice: the replica's state is checked and kept, and the read is the replica's.
    expect((await venuePage()).statusCode).toBe(200);
    expect((await venuePage()).statusCode).toBe(200);
    // Stopped, not awaited: the read comes while the replica is known to be up (its state is
    // kept a second), as in the drill; dropping a PostgreSQL test database takes longer than that.
    replicaOpen = false;
    const stopped = replica.close();
    const answer = await venuePage();
    await stopped;
    expect(answer.statusCode).toBe(200);
    const metrics = (await testApp.app.inject({ url: '/metrics' })).body;
    expect(metrics).toContain('trivia_db_reads_total{pool="primary",reason="replica_failed"} 1');
    // Marked down: the next read skips it without trying.
    expect((await venuePage()).statusCode).toBe(200);
    const after = (await testApp.app.inject({ url: '/metrics' })).body;
    expect(after).toMatch(/trivia_db_replica_skips_total\{reason="down"\} [1-9]/);
  });
});
