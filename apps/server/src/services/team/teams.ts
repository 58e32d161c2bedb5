import {
  type Actor,
  canManageTeam,
  canRemoveTeamMember,
  type TeamDetail,
  type TeamRef,
  type TeamSummary,
} from '@trivia/shared';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  invitations,
  providerUsers,
  triviaProviders,
  user,
  userVenues,
  venues,
} from '../../db/schema/index.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { requirePermission } from '../../lib/guards.ts';
import { recordMembership } from './member-audit.ts';

/**
 * A team and who manages it: a provider's admins, or a venue's owners (its creator is
 * the first of them, and goes like any other; `created_by` grants nothing, decision 098).
 */
export interface LoadedTeam extends TeamSummary {
  managerUserIds: string[];
}

const TEAM_NOT_FOUND = 'No such team';

export async function loadTeam(db: Db | Tx, ref: TeamRef): Promise<LoadedTeam> {
  if (ref.kind === 'provider') {
    const [provider] = await db
      .select({ id: triviaProviders.id, name: triviaProviders.name })
      .from(triviaProviders)
      .where(eq(triviaProviders.id, ref.id));
    if (!provider) throw AppError.notFound(TEAM_NOT_FOUND);
    const admins = await db
      .select({ userId: providerUsers.userId })
      .from(providerUsers)
      .where(and(eq(providerUsers.providerId, ref.id), eq(providerUsers.role, 'admin')));
    return { kind: 'provider', ...provider, managerUserIds: admins.map((row) => row.userId) };
  }
  const [venue] = await db
    .select({ id: venues.id, name: venues.nameOriginal })
    .from(venues)
    .where(eq(venues.id, ref.id));
  if (!venue) throw AppError.notFound(TEAM_NOT_FOUND);
  const owners = await db
    .select({ userId: userVenues.userId })
    .from(userVenues)
    .where(and(eq(userVenues.venueId, ref.id), eq(userVenues.role, 'owner')));
  return { kind: 'venue', ...venue, managerUserIds: owners.map((row) => row.userId) };
}

/**
 * The team, if the actor may manage it. A team the actor has no part in answers 404 rather than
 * 403, so that ids of other companies' teams tell nothing.
 */
export async function requireManagedTeam(options: {
  db: Db | Tx;
  actor: Actor;
  ref: TeamRef;
}): Promise<LoadedTeam> {
  const team = await loadTeam(options.db, options.ref);
  if (!canManageTeam(options.actor, team).allowed) throw AppError.notFound(TEAM_NOT_FOUND);
  return team;
}

/** The teams the actor manages (platform admins: use the users list and open any team by id). */
export async function listMyTeams(options: { db: Db; actor: Actor }): Promise<TeamSummary[]> {
  const { db, actor } = options;
  const providers = await db
    .select({ id: triviaProviders.id, name: triviaProviders.name })
    .from(providerUsers)
    .innerJoin(triviaProviders, eq(triviaProviders.id, providerUsers.providerId))
    .where(and(eq(providerUsers.userId, actor.userId), eq(providerUsers.role, 'admin')))
    .orderBy(asc(triviaProviders.name));
  const ownedVenues = await db
    .select({ id: venues.id, name: venues.nameOriginal })
    .from(userVenues)
    .innerJoin(venues, eq(venues.id, userVenues.venueId))
    .where(and(eq(userVenues.userId, actor.userId), eq(userVenues.role, 'owner')))
    .orderBy(asc(venues.nameOriginal));
  return [
    ...providers.map((row) => ({ kind: 'provider' as const, ...row })),
    ...ownedVenues.map((row) => ({ kind: 'venue' as const, ...row })),
  ];
}

export async function getTeamDetail(options: {
  db: Db;
  actor: Actor;
  ref: TeamRef;
}): Promise<TeamDetail> {
  const { db, ref } = options;
  const team = await requireManagedTeam(options);
  const members =
    ref.kind === 'provider'
      ? await db
          .select({
            userId: user.id,
            name: user.name,
            email: user.email,
            role: providerUsers.role,
            joinedAt: providerUsers.createdAt,
          })
          .from(providerUsers)
          .innerJoin(user, eq(user.id, providerUsers.userId))
          .where(eq(providerUsers.providerId, ref.id))
          .orderBy(asc(user.name))
      : await db
          .select({
            userId: user.id,
            name: user.name,
            email: user.email,
            role: userVenues.role,
            joinedAt: userVenues.grantedAt,
          })
          .from(userVenues)
          .innerJoin(user, eq(user.id, userVenues.userId))
          .where(eq(userVenues.venueId, ref.id))
          .orderBy(asc(user.name));
  const pending = await db
    .select()
    .from(invitations)
    .where(and(teamColumn(ref), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)))
    .orderBy(asc(invitations.email));
  const now = new Date();
  return {
    kind: team.kind,
    id: team.id,
    name: team.name,
    members: members.map((row) => ({ ...row, joinedAt: row.joinedAt.toISOString() })),
    invitations: pending.map((row) => ({
      id: row.id,
      email: row.email,
      role: row.role,
      sentAt: row.sentAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      isExpired: row.expiresAt <= now,
    })),
  };
}

/** The invitations column that names this team. */
export function teamColumn(ref: TeamRef) {
  return ref.kind === 'provider'
    ? eq(invitations.providerId, ref.id)
    : eq(invitations.venueId, ref.id);
}

/** Remove: the membership goes at once (the person's next request no longer reaches the team). */
export async function removeMember(options: {
  db: Db;
  actor: Actor;
  ref: TeamRef;
  userId: string;
}): Promise<void> {
  const { db, ref, userId } = options;
  await writeTransaction(db, async (tx) => {
    const team = await requireManagedTeam({ db: tx, actor: options.actor, ref });
    let removed: { userId: string; role: string } | undefined;
    if (ref.kind === 'provider') {
      const members = await tx
        .select({ userId: providerUsers.userId, role: providerUsers.role })
        .from(providerUsers)
        .where(eq(providerUsers.providerId, ref.id))
        .for('update');
      const member = members.find((row) => row.userId === userId);
      if (!member) throw AppError.notFound('No such member');
      const adminCount = members.filter((row) => row.role === 'admin').length;
      requirePermission(
        canRemoveTeamMember({ kind: 'provider', memberRole: member.role, adminCount }),
      );
      [removed] = await tx
        .delete(providerUsers)
        .where(and(eq(providerUsers.providerId, ref.id), eq(providerUsers.userId, userId)))
        .returning({ userId: providerUsers.userId, role: providerUsers.role });
    } else {
      [removed] = await tx
        .delete(userVenues)
        .where(and(eq(userVenues.venueId, ref.id), eq(userVenues.userId, userId)))
        .returning({ userId: userVenues.userId, role: userVenues.role });
    }
    if (!removed) throw AppError.notFound('No such member');
    await recordMembership({
      tx,
      actor: options.actor,
      ref,
      teamName: team.name,
      before: removed,
      after: null,
    });
  });
}

/** Whether an address already belongs to the team (an invitation to it says so instead). */
export async function isMember(db: Db | Tx, ref: TeamRef, email: string): Promise<boolean> {
  const [row] =
    ref.kind === 'provider'
      ? await db
          .select({ id: user.id })
          .from(providerUsers)
          .innerJoin(user, eq(user.id, providerUsers.userId))
          .where(and(eq(providerUsers.providerId, ref.id), eq(user.email, email)))
      : await db
          .select({ id: user.id })
          .from(userVenues)
          .innerJoin(user, eq(user.id, userVenues.userId))
          .where(and(eq(userVenues.venueId, ref.id), eq(user.email, email)));
  return row !== undefined;
}
