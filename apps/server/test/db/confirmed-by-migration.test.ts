import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import {
  createEvent,
  createOccurrence,
  createProvider,
  createVenue,
} from '../../src/db/factories.ts';
import { listMigrations } from '../../src/db/read-model/migration-files.ts';
import { auditLog, eventOccurrences } from '../../src/db/schema/index.ts';
import { createTestDatabase } from '../helpers/database.ts';

/**
 * Decision 123: migration 0017 records who confirmed the nights confirmed before it: the
 * platform's when the history shows an admin confirmed it, the host's otherwise.
 */
describe('migration 0017: who confirmed the nights confirmed before it', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  /** Its last statement, the backfill (the column and its check exist already). */
  const backfill = () => {
    const file = listMigrations().find((entry) => entry.tag.startsWith('0017_'));
    if (!file) throw new Error('no migration 0017');
    return file.sql.split('--> statement-breakpoint').at(-1) ?? '';
  };

  it("marks an admin's confirmation the platform's, every other the host's", async () => {
    const db = database.db;
    const provider = await createProvider(db);
    const ofProvider = await createEvent(db, {
      venueId: (await createVenue(db)).id,
      providerId: provider.id,
    });
    const nobodys = await createEvent(db, { venueId: (await createVenue(db)).id });
    const night = (eventId: string, occurrenceDate: string) =>
      createOccurrence(db, { eventId, occurrenceDate, status: 'confirmed' });
    const byAdmin = await night(ofProvider.id, '2031-12-02');
    const byHost = await night(ofProvider.id, '2031-12-09');
    const nobodysByAdmin = await night(nobodys.id, '2031-12-02');
    const scheduled = await createOccurrence(db, {
      eventId: ofProvider.id,
      occurrenceDate: '2031-12-16',
    });
    const ids = [byAdmin.id, byHost.id, nobodysByAdmin.id, scheduled.id];
    // As stored before the migration: nobody recorded.
    await db
      .update(eventOccurrences)
      .set({ confirmedBy: null })
      .where(inArray(eventOccurrences.id, ids));
    const entry = (entityId: string, actorContext: string | null) => ({
      actorName: 'Someone',
      actorContext,
      entityType: 'occurrence' as const,
      entityId,
      entityLabel: 'Tue, Dec 2',
      action: 'confirmed' as const,
      changes: {},
    });
    await db
      .insert(auditLog)
      .values([
        entry(byAdmin.id, 'Admin'),
        entry(byHost.id, provider.name),
        entry(nobodysByAdmin.id, 'Admin'),
      ]);

    await db.execute(sql.raw(backfill()));

    const by = async (id: string) =>
      (
        await db
          .select({ confirmedBy: eventOccurrences.confirmedBy })
          .from(eventOccurrences)
          .where(eq(eventOccurrences.id, id))
      )[0]?.confirmedBy;
    expect(await by(byAdmin.id)).toBe('platform');
    expect(await by(byHost.id)).toBe('host');
    expect(await by(nobodysByAdmin.id)).toBe('platform');
    expect(await by(scheduled.id)).toBeNull();
  });
});
