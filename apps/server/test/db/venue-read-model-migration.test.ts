import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Database, queryRows } from '../../src/db/client.ts';
import { createEvent, createOccurrence, createVenue } from '../../src/db/factories.ts';
import { latestReadModelMigration } from '../../src/db/read-model/migration-files.ts';
import { readModelMigrationSql, readModelSelect } from '../../src/db/read-model/migration-sql.ts';
import {
  nightKeys,
  PublicEvent,
  PublicNight,
  VENUE_READ_MODEL,
} from '../../src/db/read-model/venue-read-model.ts';
import { eventOccurrences } from '../../src/db/schema/index.ts';
import { createTestDatabase } from '../helpers/database.ts';

/** The read model is defined once (decision 030): the database's SQL is generated from it. */
describe('the venue read model’s migration', () => {
  it('is the SQL generated from the definition (run `npm run db:read-model -- <name>` if not)', () => {
    const latest = latestReadModelMigration();
    expect(latest?.tag).toBeDefined();
    expect(latest?.sql).toBe(readModelMigrationSql());
  });

  it('has its triggers watch every column the read model reads, and only those', () => {
    expect(readModelSelect().reads).toEqual({
      events: [
        'venue_id',
        'provider_id',
        'event_type',
        'day_of_week',
        'start_time',
        'end_time',
        'frequency',
        'week_of_month',
        'event_date',
        // Decision 171: a series' bounds.
        'first_night',
        'last_night',
        'prize_amount',
        'prize_description',
        'max_teams',
        'is_active',
        'feed_synced_on',
        'verified_at',
        'created_at',
      ],
      providers: ['name'],
      venues: ['timezone'],
      // The host's public note and the count of "not happening" reports; decision 123:
      // who confirmed.
      occurrences: [
        'event_id',
        'occurrence_date',
        'status',
        'public_note',
        'theme',
        'not_happening_reports',
        'confirmed_by',
      ],
    });
    // Bookkeeping columns stay out, so that writing them touches no venue.
    expect(readModelSelect().reads.events).not.toContain('occurrences_through');
    expect(readModelSelect().reads.events).not.toContain('updated_at');
  });

  describe('adding a key is one line in the definition', () => {
    let database: Database;
    // A night's notes ("Cancelled — closed for Thanksgiving"), as the next issue will add them.
    const WithNotes = PublicNight.extend({
      notes: nightKeys.key(z.string().optional(), ({ o }) => o('notes')),
    });

    beforeAll(async () => {
      database = await createTestDatabase();
      const statements = readModelMigrationSql({ ...VENUE_READ_MODEL, nights: WithNotes }).split(
        '--> statement-breakpoint',
      );
      for (const statement of statements) await database.db.execute(sql.raw(statement));
    });
    afterAll(() => database.close());

    it('stores the new key, and its column’s changes refresh the venue', async () => {
      const { db } = database;
      const venue = await createVenue(db);
      const event = await createEvent(db, { venueId: venue.id });
      const night = await createOccurrence(db, {
        eventId: event.id,
        occurrenceDate: '2031-12-02',
        status: 'cancelled',
        notes: 'Closed for Thanksgiving',
      });
      const nights = async () => {
        const [row] = await queryRows<{ public_nights: unknown }>(
          db,
          sql`select public_nights from venues where id = ${venue.id}`,
        );
        return z.array(WithNotes).parse(row?.public_nights);
      };
      expect(await nights()).toEqual([
        {
          eventId: event.id,
          date: '2031-12-02',
          status: 'cancelled',
          notes: 'Closed for Thanksgiving',
        },
      ]);
      await db
        .update(eventOccurrences)
        .set({ notes: 'Closed for the holiday' })
        .where(eq(eventOccurrences.id, night.id));
      expect((await nights())[0]?.notes).toBe('Closed for the holiday');
      // The events' JSON is as it was.
      const [row] = await queryRows<{ public_events: unknown }>(
        db,
        sql`select public_events from venues where id = ${venue.id}`,
      );
      expect(z.array(PublicEvent).parse(row?.public_events)).toHaveLength(1);
    });
  });
});
