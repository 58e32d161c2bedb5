import { managesVenue } from '@trivia/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { createUser, createVenue, linkUserToVenue } from '../../src/db/factories.ts';
import { listMigrations } from '../../src/db/read-model/migration-files.ts';
import { userVenues } from '../../src/db/schema/index.ts';
import { loadVenueFacts } from '../../src/services/access/index.ts';
import { loadActor } from '../../src/services/actor.ts';
import { createTestDatabase } from '../helpers/database.ts';

/**
 * Decision 098: `created_by` grants nothing any more, so migration 0013 makes
 * every venue's creator its first owner member, unless they already have a membership.
 */
describe('migration 0013: the creator becomes the first owner member', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const migration = () => {
    const file = listMigrations().find((entry) => entry.tag.startsWith('0013_'));
    if (!file) throw new Error('no migration 0013');
    return file.sql;
  };
  const membersOf = (venueId: string) =>
    database.db
      .select({ userId: userVenues.userId, role: userVenues.role, grantedAt: userVenues.grantedAt })
      .from(userVenues)
      .where(eq(userVenues.venueId, venueId));

  it('adds an owner row for a creator with none, keeps existing memberships, and runs twice harmlessly', async () => {
    const db = database.db;
    const creator = await createUser(db, { name: 'Old Creator' });
    const managerCreator = await createUser(db, { name: 'Creator Kept As Manager' });
    const linked = await createUser(db, { name: 'Linked Owner' });
    const createdAt = new Date('2025-03-04T05:06:07Z');
    // Venues as they were stored before: created_by alone granted management.
    const bare = await createVenue(db, { createdBy: creator.user.id, createdAt });
    const withManager = await createVenue(db, { createdBy: managerCreator.user.id });
    await linkUserToVenue(db, {
      userId: managerCreator.user.id,
      venueId: withManager.id,
      role: 'manager',
    });
    const shared = await createVenue(db, { createdBy: creator.user.id });
    const ownedSince = new Date('2025-01-01T00:00:00Z');
    await linkUserToVenue(db, {
      userId: creator.user.id,
      venueId: shared.id,
      role: 'owner',
      grantedAt: ownedSince,
    });
    await linkUserToVenue(db, { userId: linked.user.id, venueId: shared.id, role: 'manager' });
    const nobodys = await createVenue(db, { createdBy: null });

    const actor = await loadActor({ db, user: creator.user, adminEmails: [] });
    const before = await loadVenueFacts(db, bare.id);
    expect(before && managesVenue(actor, before.facts)).toBe(false);

    for (let run = 0; run < 2; run += 1) await db.execute(sql.raw(migration()));

    expect(await membersOf(bare.id)).toEqual([
      { userId: creator.user.id, role: 'owner', grantedAt: createdAt },
    ]);
    expect(await membersOf(withManager.id)).toEqual([
      expect.objectContaining({ userId: managerCreator.user.id, role: 'manager' }),
    ]);
    const sharedMembers = await membersOf(shared.id);
    expect(sharedMembers).toHaveLength(2);
    expect(sharedMembers).toContainEqual({
      userId: creator.user.id,
      role: 'owner',
      grantedAt: ownedSince,
    });
    expect(await membersOf(nobodys.id)).toEqual([]);

    // What created_by used to grant, the membership now does.
    const after = await loadVenueFacts(db, bare.id);
    expect(after && managesVenue(actor, after.facts)).toBe(true);
    expect(after?.facts.ownerUserIds).toEqual([creator.user.id]);
  });
});
