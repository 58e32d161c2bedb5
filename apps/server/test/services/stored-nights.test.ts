import { addDays, type DayOfWeek, EventInput, type IsoDate, todayIn } from '@trivia/shared';
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { createEvent, createUser, createVenue } from '../../src/db/factories.ts';
import { eventOccurrences, events } from '../../src/db/schema/index.ts';
import { writeTransaction } from '../../src/db/transaction.ts';
import { loadActor, type ServerActor } from '../../src/services/actor.ts';
import { materializeOccurrences } from '../../src/services/events/occurrences.ts';
import { updateEvent } from '../../src/services/events/save-event.ts';
import { createTestDatabase } from '../helpers/database.ts';

/**
 * Decision 091: the nights stored for a schedule are those of every
 * window ever asked for, in whatever order and however many at once, and a rule change never
 * leaves the old rule's nights behind. On PGlite the statements of concurrent transactions take
 * turns; PostgreSQL (CI's second run) interleaves them for real.
 */
describe('stored nights', () => {
  let database: Database;
  let eventIds: string[];
  const BASE: IsoDate = '2031-03-03';

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    const venue = await createVenue(db, { nameOriginal: 'Window Tavern' });
    const rules = [
      { dayOfWeek: 'Tuesday', frequency: 'weekly' },
      { dayOfWeek: 'Sunday', frequency: 'weekly' },
      { dayOfWeek: 'Friday', frequency: 'monthly', weekOfMonth: 'last' },
      { dayOfWeek: 'Monday', frequency: 'monthly', weekOfMonth: '1' },
      { dayOfWeek: 'Thursday', frequency: 'one-time', eventDate: addDays(BASE, 31) },
    ] as const;
    eventIds = [];
    for (const rule of rules)
      eventIds.push((await createEvent(db, { venueId: venue.id, ...rule })).id);
  });

  afterAll(() => database?.close());

  const store = (window: { from: IsoDate; to: IsoDate }) =>
    writeTransaction(database.db, (tx) =>
      materializeOccurrences({ tx, ...window, where: inArray(events.id, eventIds) }),
    );

  const forget = async () => {
    await database.db.delete(eventOccurrences).where(inArray(eventOccurrences.eventId, eventIds));
    await database.db
      .update(events)
      .set({ occurrencesFrom: null, occurrencesThrough: null })
      .where(inArray(events.id, eventIds));
  };

  const stored = async () =>
    (
      await database.db
        .select({ eventId: eventOccurrences.eventId, date: eventOccurrences.occurrenceDate })
        .from(eventOccurrences)
        .where(inArray(eventOccurrences.eventId, eventIds))
        .orderBy(asc(eventOccurrences.eventId), asc(eventOccurrences.occurrenceDate))
    ).map((night) => `${night.eventId} ${night.date}`);

  /** The union of windows as its separate runs of days, each asked once. */
  const unionRuns = (windows: { from: IsoDate; to: IsoDate }[]) => {
    const runs: { from: IsoDate; to: IsoDate }[] = [];
    for (const window of [...windows].sort((a, b) => a.from.localeCompare(b.from))) {
      const last = runs.at(-1);
      if (last && window.from <= addDays(last.to, 1)) {
        if (window.to > last.to) last.to = window.to;
      } else runs.push({ ...window });
    }
    return runs;
  };

  const window = fc
    .record({ start: fc.integer({ min: 0, max: 120 }), length: fc.integer({ min: 0, max: 45 }) })
    .map(({ start, length }) => ({
      from: addDays(BASE, start),
      to: addDays(BASE, start + length),
    }));
  /** Batches of windows: each batch asked at once, the batches one after another. */
  const asks = fc.array(fc.array(window, { minLength: 1, maxLength: 3 }), {
    minLength: 1,
    maxLength: 5,
  });

  it('stores exactly the nights that asking the union of the windows once would', async () => {
    await fc.assert(
      fc.asyncProperty(asks, async (batches) => {
        await forget();
        for (const batch of batches) await Promise.all(batch.map(store));
        const got = await stored();

        await forget();
        for (const run of unionRuns(batches.flat())) await store(run);
        expect(got).toEqual(await stored());
      }),
      { numRuns: 60 },
    );
  });

  it('keeps the nights between a jump ahead and the week before it (the schedule’s Jump to date)', async () => {
    await forget();
    await store({ from: BASE, to: addDays(BASE, 27) });
    await store({ from: addDays(BASE, 56), to: addDays(BASE, 62) });
    await store({ from: addDays(BASE, 28), to: addDays(BASE, 34) });
    const tuesdays = (await stored()).filter((night) => night.startsWith(eventIds[0] ?? '?'));
    expect(tuesdays).toContain(`${eventIds[0]} 2031-04-01`);
  });
});

describe('stored nights and a rule change at the same moment', () => {
  let database: Database;
  let admin: ServerActor;
  let eventId: string;
  let venueId: string;
  const DAYS: DayOfWeek[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday'];

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    admin = await loadActor({
      db,
      user: (await createUser(db, { role: 'admin' })).user,
      adminEmails: [],
    });
    const venue = await createVenue(db, { nameOriginal: 'Race Condition Bar' });
    venueId = venue.id;
    eventId = (await createEvent(db, { venueId: venue.id, dayOfWeek: 'Monday' })).id;
  });

  afterAll(() => database?.close());

  it('never keeps the old rule’s nights, however the two interleave', async () => {
    const { db } = database;
    const today = todayIn('America/Chicago');
    const rounds = database.kind === 'postgres' ? 60 : 10;
    for (let round = 1; round <= rounds; round += 1) {
      const day = DAYS[round % DAYS.length] ?? 'Monday';
      const input = EventInput.parse({
        venueId,
        providerId: null,
        eventType: 'Trivia',
        dayOfWeek: day,
        startTime: '19:00',
        endTime: null,
        prizeAmount: null,
        prizeDescription: null,
        maxTeams: null,
      });
      await Promise.all([
        writeTransaction(db, (tx) =>
          materializeOccurrences({
            tx,
            from: today,
            to: addDays(today, 27),
            where: eq(events.id, eventId),
          }),
        ),
        updateEvent({ db, actor: admin, eventId, input }),
      ]);
      await writeTransaction(db, (tx) =>
        materializeOccurrences({
          tx,
          from: today,
          to: addDays(today, 27),
          where: eq(events.id, eventId),
        }),
      );
      const nights = await db
        .select({ date: eventOccurrences.occurrenceDate })
        .from(eventOccurrences)
        .where(
          and(eq(eventOccurrences.eventId, eventId), gte(eventOccurrences.occurrenceDate, today)),
        );
      const days = new Set(
        nights.map(({ date }) =>
          new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
            weekday: 'long',
            timeZone: 'UTC',
          }),
        ),
      );
      expect({ round, days: [...days] }).toEqual({ round, days: [day] });
    }
  });
});
