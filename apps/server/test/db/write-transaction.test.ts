import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { createVenue } from '../../src/db/factories.ts';
import { venues } from '../../src/db/schema/index.ts';
import {
  RowsMoved,
  retryWaitMs,
  WRITE_ATTEMPTS,
  writeTransaction,
} from '../../src/db/transaction.ts';
import { AppError } from '../../src/lib/app-error.ts';
import { createTestDatabase } from '../helpers/database.ts';

/** Decision 092: a transaction aborted for a concurrent one runs again, whole, a bounded number of times. */
describe('writeTransaction', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  const nameOf = async (id: string) =>
    (
      await database.db.select({ name: venues.nameOriginal }).from(venues).where(eq(venues.id, id))
    )[0]?.name;

  it('runs the work again in a new transaction after a concurrency failure, the first undone', async () => {
    const venue = await createVenue(database.db, { nameOriginal: 'Before' });
    let runs = 0;
    const answer = await writeTransaction(database.db, async (tx) => {
      runs += 1;
      await tx
        .update(venues)
        .set({ nameOriginal: `Run ${runs}` })
        .where(eq(venues.id, venue.id));
      if (runs === 1) throw new RowsMoved();
      return runs;
    });
    expect(answer).toBe(2);
    expect(await nameOf(venue.id)).toBe('Run 2');
  });

  it('gives up after WRITE_ATTEMPTS runs, and never retries other errors', async () => {
    const venue = await createVenue(database.db, { nameOriginal: 'Untouched' });
    let runs = 0;
    await expect(
      writeTransaction(database.db, async (tx) => {
        runs += 1;
        await tx.update(venues).set({ nameOriginal: 'Changed' }).where(eq(venues.id, venue.id));
        throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
      }),
    ).rejects.toThrow('deadlock detected');
    expect(runs).toBe(WRITE_ATTEMPTS);

    runs = 0;
    await expect(
      writeTransaction(database.db, async () => {
        runs += 1;
        throw AppError.notFound('Not here');
      }),
    ).rejects.toThrow('Not here');
    expect(runs).toBe(1);
    expect(await nameOf(venue.id)).toBe('Untouched');
  });

  it('waits a random time under a bound that doubles each attempt', () => {
    expect(retryWaitMs(1, () => 1)).toBe(10);
    expect(retryWaitMs(2, () => 1)).toBe(20);
    expect(retryWaitMs(10, () => 1)).toBe(200);
    expect(retryWaitMs(3, () => 0)).toBe(0);
  });
});
