import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { createEvent, createProvider, createUser, createVenue } from '../../src/db/factories.ts';
import { listMigrations } from '../../src/db/read-model/migration-files.ts';
import { events, triviaProviders, user, venues } from '../../src/db/schema/index.ts';
import { createTestDatabase } from '../helpers/database.ts';

/**
 * Decision 175: names and addresses stored before they were single-line text are folded to one
 * line by migration 0028, as `singleLineText` folds new ones.
 */
describe('migration 0028: names stored before are folded to one line', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const migration = () => {
    const file = listMigrations().find((entry) => entry.tag.startsWith('0028_'));
    if (!file) throw new Error('no migration 0028');
    return file.sql;
  };

  it('folds line breaks and control characters and trims what it folds, keeps the rest, and runs twice harmlessly', async () => {
    const db = database.db;
    const venue = await createVenue(db, {
      nameOriginal: 'Pub\r\nName',
      addressOriginal: '1 Broadway,\u2028Nashville, TN 37203 ',
      googleName: ' Tab\tPub ',
    });
    const untouched = await createVenue(db, { nameOriginal: 'The Crown  &  Anchor' });
    const event = await createEvent(db, {
      venueId: venue.id,
      eventType: 'Music\u0085Bingo',
      prizeDescription: 'Bar tab\n\n and glory',
    });
    const provider = await createProvider(db, { name: 'Quiz\u2029Co' });
    const person = await createUser(db, { name: 'Pat\nParker' });

    for (let run = 0; run < 2; run += 1) {
      for (const statement of migration().split('--> statement-breakpoint')) {
        await db.execute(sql.raw(statement));
      }
    }

    const [folded] = await db
      .select({
        name: venues.nameOriginal,
        address: venues.addressOriginal,
        googleName: venues.googleName,
      })
      .from(venues)
      .where(eq(venues.id, venue.id));
    expect(folded).toEqual({
      name: 'Pub Name',
      address: '1 Broadway, Nashville, TN 37203',
      googleName: 'Tab Pub',
    });
    const [kept] = await db
      .select({ name: venues.nameOriginal })
      .from(venues)
      .where(eq(venues.id, untouched.id));
    expect(kept?.name).toBe('The Crown  &  Anchor');
    const [night] = await db
      .select({ eventType: events.eventType, prize: events.prizeDescription })
      .from(events)
      .where(eq(events.id, event.id));
    expect(night).toEqual({ eventType: 'Music Bingo', prize: 'Bar tab and glory' });
    const [host] = await db
      .select({ name: triviaProviders.name })
      .from(triviaProviders)
      .where(eq(triviaProviders.id, provider.id));
    expect(host?.name).toBe('Quiz Co');
    const [account] = await db
      .select({ name: user.name })
      .from(user)
      .where(eq(user.id, person.user.id));
    expect(account?.name).toBe('Pat Parker');
  });
});
