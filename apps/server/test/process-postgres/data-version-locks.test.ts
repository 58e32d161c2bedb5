import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { addDays, todayIn } from '@trivia/shared';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPostgres } from '../../src/db/client.ts';
import { createEvent, createOccurrence, createVenue } from '../../src/db/factories.ts';
import { machineTime } from '../helpers/machine-time.ts';
import { withDatabase } from '../setup/global-database.ts';

const serverUrl = process.env.TEST_DATABASE_URL ?? '';

/**
 * The data version that keeps rendered pages fresh (decisions 072 and 080) is bumped when a
 * writing transaction commits. Two transactions of several statements that touch the same rows in
 * opposite orders must both commit: one waits for the other's row, never for a version row held by
 * a transaction that is itself waiting.
 */
describe('the data version on PostgreSQL with transactions side by side', () => {
  const name = `trivia_version_${randomBytes(4).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  let database: Database;
  let first: postgres.Sql;
  let second: postgres.Sql;

  beforeAll(async () => {
    await admin.unsafe(`create database "${name}"`);
    database = await openPostgres(withDatabase(serverUrl, name), { max: 2 });
    await database.migrate();
    first = postgres(withDatabase(serverUrl, name), { max: 1, onnotice: () => {} });
    second = postgres(withDatabase(serverUrl, name), { max: 1, onnotice: () => {} });
  }, machineTime(60_000));

  afterAll(async () => {
    await first?.end();
    await second?.end();
    await database?.close();
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });

  it(
    'lets two writers at different venues, each waiting for a row of the other, both commit and counts each once',
    async () => {
      const readVersion = async () =>
        Number((await first`select version from data_version where id = 1`)[0]?.version);
      const tomorrow = addDays(todayIn('America/Chicago'), 1);
      const here = await createVenue(database.db, { nameOriginal: 'Lock Step Tavern' });
      const there = await createVenue(database.db, { nameOriginal: 'Other Side Pub' });
      const event = await createEvent(database.db, { venueId: here.id });
      const otherEvent = await createEvent(database.db, { venueId: there.id });
      const otherNight = await createOccurrence(database.db, {
        eventId: otherEvent.id,
        occurrenceDate: tomorrow,
      });
      const before = await readVersion();

      let eventWritten!: () => void;
      const afterEvent = new Promise<void>((resolve) => {
        eventWritten = resolve;
      });
      // A host renames their event, then cancels the other venue's night (a holiday across events).
      const one = first.begin(async (tx) => {
        await tx`update events set event_type = 'Lock Step Quiz' where id = ${event.id}`;
        eventWritten();
        await sleep(300);
        await tx`update event_occurrences set status = 'cancelled' where id = ${otherNight.id}`;
      });
      // Meanwhile the other venue's host confirms that night, and commits a moment later.
      const two = second.begin(async (tx) => {
        await afterEvent;
        await tx`update event_occurrences set status = 'confirmed' where id = ${otherNight.id}`;
        await sleep(600);
      });
      const results = await Promise.allSettled([one, two]);
      expect(
        results.map((result) =>
          result.status === 'rejected' ? String(result.reason) : 'committed',
        ),
      ).toEqual(['committed', 'committed']);
      // Each transaction once, however many rows its statements and triggers wrote.
      expect(await readVersion()).toBe(before + 2);
    },
    machineTime(30_000),
  );
});
