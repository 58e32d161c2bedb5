import { isPastEvent } from '@trivia/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from '../../src/db/client.ts';
import { createEvent, createVenue } from '../../src/db/factories.ts';
import { events } from '../../src/db/schema/index.ts';
import { createTestDatabase } from '../helpers/database.ts';

const CHICAGO = { latitude: 41.88, longitude: -87.63 };
/** Tuesday 25 November 2031, 22:30 in Chicago (18:30 in Honolulu): already Wednesday in UTC. */
const LATE_TUESDAY_EVENING = new Date('2031-11-26T04:30:00Z');

/**
 * `venues.listed_until` (decision 100): the moment the public stops listing a venue, kept by the
 * read model's triggers, in the venue's time zone, or Hawaii's for a venue without one
 * (decision 101) — the same moment the shared rule `isPastEvent` names.
 */
describe('until when the public lists a venue', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  async function listedUntil(venueId: string): Promise<number | null> {
    const [row] = await queryRows<{ ms: number | null }>(
      database.db,
      sql`select (extract(epoch from listed_until) * 1000)::float8 as ms from venues
        where id = ${venueId}`,
    );
    return row?.ms ?? null;
  }

  async function createdOn(venueId: string): Promise<unknown> {
    const [row] = await queryRows<{ events: { createdOn?: string }[] }>(
      database.db,
      sql`select public_events as events from venues where id = ${venueId}`,
    );
    return row?.events[0]?.createdOn;
  }

  it('is midnight after a one-time night in the venue’s zone, forever with a weekly event, none without events', async () => {
    const { db } = database;
    const venue = await createVenue(db, CHICAGO);
    expect(await listedUntil(venue.id)).toBeNull();
    const oneTime = await createEvent(db, {
      venueId: venue.id,
      frequency: 'one-time',
      eventDate: '2031-12-04',
      dayOfWeek: 'Thursday',
    });
    // Midnight starting the 5th in Chicago (UTC−6).
    expect(await listedUntil(venue.id)).toBe(Date.parse('2031-12-05T06:00:00Z'));
    const weekly = await createEvent(db, { venueId: venue.id });
    expect(await listedUntil(venue.id)).toBe(Number.POSITIVE_INFINITY);
    await db.update(events).set({ isActive: false }).where(eq(events.id, weekly.id));
    await db.update(events).set({ eventDate: '2031-12-11' }).where(eq(events.id, oneTime.id));
    expect(await listedUntil(venue.id)).toBe(Date.parse('2031-12-12T06:00:00Z'));
    await db.update(events).set({ isActive: false }).where(eq(events.id, oneTime.id));
    expect(await listedUntil(venue.id)).toBeNull();
  });

  it.each([
    ['in Chicago', CHICAGO, 'America/Chicago', '2031-11-25', '2031-11-27T06:00:00Z'],
    [
      'without a time zone',
      { latitude: null, longitude: null },
      null,
      '2031-11-25',
      '2031-11-27T10:00:00Z',
    ],
  ])(
    'takes an undated one-time event created late in the evening %s as created that day',
    async (_, place, timezone, created, until) => {
      const { db } = database;
      const venue = await createVenue(db, place);
      expect(venue.timezone).toBe(timezone);
      const event = await createEvent(db, {
        venueId: venue.id,
        frequency: 'one-time',
        dayOfWeek: 'Wednesday',
        createdAt: LATE_TUESDAY_EVENING,
      });
      expect(await createdOn(venue.id)).toBe(created);
      // Its night is Wednesday the 26th: it passes when the 27th begins there.
      const ms = await listedUntil(venue.id);
      expect(ms).toBe(Date.parse(until));
      const stored = { ...event, timezone: venue.timezone };
      expect(isPastEvent(stored, new Date((ms ?? 0) - 1))).toBe(false);
      expect(isPastEvent(stored, new Date(ms ?? 0))).toBe(true);
    },
  );
});
