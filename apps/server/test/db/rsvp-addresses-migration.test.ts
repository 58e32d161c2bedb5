import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { createEvent, createVenue } from '../../src/db/factories.ts';
import { listMigrations } from '../../src/db/read-model/migration-files.ts';
import { followers, rsvpAddresses, teamRsvps } from '../../src/db/schema/index.ts';
import { createTestDatabase } from '../helpers/database.ts';

/**
 * Decision 165: the migration that adds `rsvp_addresses` moves the addresses teams gave before it
 * to address rows, and keeps a team's mail address only when a confirmed follower proved it.
 */
describe('migration rsvp_addresses: the addresses teams gave before it', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  /** Its data statements, the last three (the table, column and indexes exist already). */
  const backfill = () => {
    const file = listMigrations().find((entry) => entry.tag.endsWith('_rsvp_addresses'));
    if (!file) throw new Error('no rsvp_addresses migration');
    return file.sql.split('--> statement-breakpoint').slice(-3);
  };

  it('makes address rows, confirmed only for a confirmed follower, and keeps only those mailable', async () => {
    const db = database.db;
    const event = await createEvent(db, { venueId: (await createVenue(db)).id });
    await db
      .insert(followers)
      .values([
        { email: 'fan@example.com', confirmedAt: new Date('2026-11-01T00:00:00Z') },
        { email: 'lurker@example.com' },
      ]);
    const team = (teamName: string, email: string | null, occurrenceDate: string) =>
      db.insert(teamRsvps).values({
        eventId: event.id,
        occurrenceDate,
        teamName,
        email,
        withdrawTokenHash: randomBytes(16).toString('hex'),
        visitorKey: 'before',
      });
    // As stored before the migration: every address in `email`, none in an address row.
    await team('Fans', 'fan@example.com', '2031-12-02');
    await team('Lurkers', 'lurker@example.com', '2031-12-02');
    await team('Strangers', 'stranger@example.com', '2031-12-02');
    await team('Strangers again', 'stranger@example.com', '2031-12-09');
    await team('No Address', null, '2031-12-02');

    for (const statement of backfill()) await db.execute(sql.raw(statement));

    const addresses = await db
      .select({ email: rsvpAddresses.email, confirmedAt: rsvpAddresses.confirmedAt })
      .from(rsvpAddresses)
      .orderBy(rsvpAddresses.email);
    expect(addresses.map((row) => [row.email, row.confirmedAt !== null])).toEqual([
      ['fan@example.com', true],
      ['lurker@example.com', false],
      ['stranger@example.com', false],
    ]);
    const teams = await db
      .select({
        name: teamRsvps.teamName,
        email: teamRsvps.email,
        address: rsvpAddresses.email,
      })
      .from(teamRsvps)
      .leftJoin(rsvpAddresses, eq(rsvpAddresses.id, teamRsvps.addressId))
      .where(eq(teamRsvps.eventId, event.id))
      .orderBy(teamRsvps.teamName);
    expect(teams).toEqual([
      { name: 'Fans', email: 'fan@example.com', address: 'fan@example.com' },
      { name: 'Lurkers', email: null, address: 'lurker@example.com' },
      { name: 'No Address', email: null, address: null },
      { name: 'Strangers', email: null, address: 'stranger@example.com' },
      { name: 'Strangers again', email: null, address: 'stranger@example.com' },
    ]);
  });
});
