import type { Actor, UpdateUserInput, UserRow, UsersResponse } from '@trivia/shared';
import { asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  adminUsers,
  providerUsers,
  session,
  triviaProviders,
  user,
  userProfiles,
  userVenues,
  venues,
} from '../../db/schema/index.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireUserManager } from '../../lib/guards.ts';
import { likePattern } from '../../lib/like-pattern.ts';
import { recordAudit } from '../audit/index.ts';

const PAGE_SIZE = 50;

/** Platform admins' list of every user: search by name or email, 50 a page. */
export async function listUsers(options: {
  db: Db;
  actor: Actor;
  q?: string | undefined;
  page: number;
}): Promise<UsersResponse> {
  const { db, actor, q, page } = options;
  requireUserManager(actor);
  const pattern = q ? likePattern(q) : null;
  const where = pattern ? or(ilike(user.name, pattern), ilike(user.email, pattern)) : undefined;
  const [totalRow] = await db.select({ total: count() }).from(user).where(where);
  const total = totalRow?.total ?? 0;
  const rows = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      disabledAt: user.disabledAt,
      role: userProfiles.role,
      adminRole: adminUsers.role,
      lastSignInAt: sql<Date | null>`(select max(${session.createdAt}) from ${session} where ${session.userId} = ${user.id})`,
    })
    .from(user)
    .leftJoin(userProfiles, eq(userProfiles.id, user.id))
    .leftJoin(adminUsers, eq(adminUsers.userId, user.id))
    .where(where)
    .orderBy(asc(user.name), asc(user.id))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  const ids = rows.map((row) => row.id);
  const providerRows = ids.length
    ? await db
        .select({ userId: providerUsers.userId, name: triviaProviders.name })
        .from(providerUsers)
        .innerJoin(triviaProviders, eq(triviaProviders.id, providerUsers.providerId))
        .where(inArray(providerUsers.userId, ids))
    : [];
  const venueRows = ids.length
    ? await db
        .select({ userId: userVenues.userId, name: venues.nameOriginal })
        .from(userVenues)
        .innerJoin(venues, eq(venues.id, userVenues.venueId))
        .where(inArray(userVenues.userId, ids))
    : [];
  const users: UserRow[] = rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    isAdmin: row.adminRole !== null || row.role === 'admin',
    providers: providerRows.filter((p) => p.userId === row.id).map((p) => p.name),
    venues: venueRows.filter((v) => v.userId === row.id).map((v) => v.name),
    lastSignInAt: row.lastSignInAt ? new Date(row.lastSignInAt).toISOString() : null,
    disabledAt: row.disabledAt?.toISOString() ?? null,
  }));
  return { users, page, pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)), total };
}

/**
 * A profile role change, or disabling / re-enabling an account. Disabling ends the account's
 * sessions in the same transaction, so its next request is refused.
 */
export async function updateUser(options: {
  db: Db;
  actor: Actor;
  userId: string;
  input: z.output<typeof UpdateUserInput>;
}): Promise<void> {
  const { db, actor, userId, input } = options;
  requireUserManager(actor);
  if (input.disabled && userId === actor.userId)
    throw AppError.invalid([{ field: 'disabled', message: 'You cannot disable your own account' }]);
  await writeTransaction(db, async (tx) => {
    const [target] = await tx
      .select({
        id: user.id,
        name: user.name,
        email: user.email,
        disabledAt: user.disabledAt,
        role: userProfiles.role,
      })
      .from(user)
      .leftJoin(userProfiles, eq(userProfiles.id, user.id))
      .where(eq(user.id, userId))
      .for('update', { of: user });
    if (!target) throw AppError.notFound('No such user');
    if (input.role) {
      await tx
        .insert(userProfiles)
        .values({ id: userId, displayName: target.name, role: input.role })
        .onConflictDoUpdate({
          target: userProfiles.id,
          set: { role: input.role, updatedAt: new Date() },
        });
    }
    if (input.disabled !== undefined) {
      await tx
        .update(user)
        .set({ disabledAt: input.disabled ? new Date() : null, updatedAt: new Date() })
        .where(eq(user.id, userId));
      if (input.disabled) await tx.delete(session).where(eq(session.userId, userId));
    }
    // One entry for the request: the role and whether the account is disabled, before → after.
    const wasDisabled = target.disabledAt !== null;
    await recordAudit({
      tx,
      actor,
      action: 'updated',
      entity: { type: 'user_profile', id: userId, label: `${target.name} (${target.email})` },
      before: { role: target.role, disabled: wasDisabled },
      after: { role: input.role ?? target.role, disabled: input.disabled ?? wasDisabled },
    });
  });
}
