import {
  type Actor,
  INVITATION_TTL_DAYS,
  type InvitationAccepted,
  type InvitationView,
  type InviteInput,
  PROVIDER_INVITE_ROLES,
  type TeamRef,
  VENUE_INVITE_ROLES,
} from '@trivia/shared';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import {
  invitations,
  providerUsers,
  user,
  userProfiles,
  userVenues,
} from '../../db/schema/index.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashToken, INVALID_LINK_MESSAGE, newLinkToken } from '../../lib/tokens.ts';
import type { AuditActor } from '../audit/index.ts';
import { insertCredentialAccount } from '../credential-account.ts';
import { queueInvitationMail } from './invitation-mail.ts';
import { requireInviterStillManages } from './invitation-rights.ts';
import { recordMembership } from './member-audit.ts';
import { isMember, loadTeam, requireManagedTeam, teamColumn } from './teams.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const ALREADY_MEMBER = 'This person is already on the team';
const INVITATION_NOT_FOUND = 'No such invitation';

type InvitationRow = typeof invitations.$inferSelect;

/** Invite by email with a role: admin or host on a provider's team, owner or manager at a venue. */
export async function invite(options: {
  db: Db;
  actor: Actor & { name: string };
  ref: TeamRef;
  input: z.output<typeof InviteInput>;
}): Promise<{ id: string }> {
  const { db, actor, ref, input } = options;
  const allowed: readonly string[] =
    ref.kind === 'provider' ? PROVIDER_INVITE_ROLES : VENUE_INVITE_ROLES;
  if (!allowed.includes(input.role))
    throw AppError.invalid([{ field: 'role', message: `Choose ${allowed.join(' or ')}` }]);
  return writeTransaction(db, async (tx) => {
    await requireManagedTeam({ db: tx, actor, ref });
    if (await isMember(tx, ref, input.email))
      throw AppError.invalid([{ field: 'email', message: ALREADY_MEMBER }]);
    // A new invitation to the same address replaces the open one.
    await tx
      .update(invitations)
      .set({ revokedAt: new Date() })
      .where(
        and(
          teamColumn(ref),
          eq(invitations.email, input.email),
          isNull(invitations.acceptedAt),
          isNull(invitations.revokedAt),
        ),
      );
    const sentAt = new Date();
    const [row] = await tx
      .insert(invitations)
      .values({
        email: input.email,
        // The mail's job makes the token it sends (decision 063); until then no link exists.
        tokenHash: newLinkToken().tokenHash,
        sentAt,
        providerId: ref.kind === 'provider' ? ref.id : null,
        venueId: ref.kind === 'venue' ? ref.id : null,
        role: input.role,
        invitedBy: actor.userId,
        expiresAt: new Date(sentAt.getTime() + INVITATION_TTL_DAYS * DAY_MS),
      })
      .returning({ id: invitations.id });
    if (!row) throw new Error('invite: the invitation was not stored');
    await queueInvitationMail(tx, { invitationId: row.id, sentAt, inviter: actor.name });
    return { id: row.id };
  });
}

async function openInvitationOfTeam(tx: Tx, ref: TeamRef, invitationId: string) {
  const [row] = await tx
    .select()
    .from(invitations)
    .where(
      and(
        teamColumn(ref),
        eq(invitations.id, invitationId),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
      ),
    );
  if (!row) throw AppError.notFound(INVITATION_NOT_FOUND);
  return row;
}

/** Resend: a fresh token (the old link stops working) and seven more days. */
export async function resendInvitation(options: {
  db: Db;
  actor: Actor & { name: string };
  ref: TeamRef;
  invitationId: string;
}): Promise<void> {
  const { db, actor, ref, invitationId } = options;
  await writeTransaction(db, async (tx) => {
    await requireManagedTeam({ db: tx, actor, ref });
    const open = await openInvitationOfTeam(tx, ref, invitationId);
    const now = new Date();
    await tx
      .update(invitations)
      .set({
        // The old link stops working now; the job mails the new one.
        tokenHash: newLinkToken().tokenHash,
        sentAt: now,
        expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * DAY_MS),
      })
      .where(eq(invitations.id, open.id));
    await queueInvitationMail(tx, { invitationId: open.id, sentAt: now, inviter: actor.name });
  });
}

export async function revokeInvitation(options: {
  db: Db;
  actor: Actor;
  ref: TeamRef;
  invitationId: string;
}): Promise<void> {
  const { db, actor, ref, invitationId } = options;
  await writeTransaction(db, async (tx) => {
    await requireManagedTeam({ db: tx, actor, ref });
    const open = await openInvitationOfTeam(tx, ref, invitationId);
    await tx.update(invitations).set({ revokedAt: new Date() }).where(eq(invitations.id, open.id));
  });
}

function stateOf(row: InvitationRow): InvitationView['state'] {
  if (row.acceptedAt) return 'accepted';
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt <= new Date()) return 'expired';
  return 'open';
}

async function findByToken(db: Db | Tx, token: string): Promise<InvitationRow> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(eq(invitations.tokenHash, hashToken(token)));
  if (!row) throw AppError.notFound(INVALID_LINK_MESSAGE);
  return row;
}

function refOf(row: InvitationRow): TeamRef {
  return row.providerId
    ? { kind: 'provider', id: row.providerId }
    : { kind: 'venue', id: row.venueId ?? '' };
}

/**
 * What the invitation page shows; opening it changes nothing. An open invitation whose inviter may
 * no longer manage the team answers 403 saying so (decision 099).
 */
export async function viewInvitation(options: {
  db: Db;
  token: string;
  adminEmails: readonly string[];
}): Promise<InvitationView> {
  const { db, token, adminEmails } = options;
  const row = await findByToken(db, token);
  const team = await loadTeam(db, refOf(row));
  if (stateOf(row) === 'open')
    await requireInviterStillManages({ db, invitation: row, team, adminEmails });
  const [inviter] = row.invitedBy
    ? await db.select({ name: user.name }).from(user).where(eq(user.id, row.invitedBy))
    : [];
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, row.email));
  return {
    email: row.email,
    teamName: team.name,
    kind: team.kind,
    role: row.role,
    invitedBy: inviter?.name ?? null,
    hasAccount: existing !== undefined,
    state: stateOf(row),
  };
}

/**
 * Uses the token once (inside the caller's transaction) and adds the membership, if its inviter
 * may still manage the team (else the transaction, and the use of the token, roll back).
 */
async function consume(
  tx: Tx,
  options: { token: string; userId: string; email: string; actor: AuditActor },
  adminEmails: readonly string[],
): Promise<InvitationAccepted> {
  const { token, userId, email, actor } = options;
  const [row] = await tx
    .update(invitations)
    .set({ acceptedAt: new Date(), acceptedBy: userId })
    .where(
      and(
        eq(invitations.tokenHash, hashToken(token)),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!row) throw AppError.badRequest(INVALID_LINK_MESSAGE);
  if (row.email !== email)
    throw AppError.forbidden(`This invitation is for ${row.email}. Sign in with that address.`);
  const ref = refOf(row);
  const team = await loadTeam(tx, ref);
  await requireInviterStillManages({ db: tx, invitation: row, team, adminEmails });
  // The invitation's link reached this address: it is proven (decision 095).
  await tx
    .update(user)
    .set({ emailVerified: true })
    .where(and(eq(user.id, userId), eq(user.email, row.email), eq(user.emailVerified, false)));
  const [added] =
    ref.kind === 'provider'
      ? await tx
          .insert(providerUsers)
          .values({ userId, providerId: ref.id, role: row.role === 'admin' ? 'admin' : 'host' })
          .onConflictDoNothing()
          .returning({ userId: providerUsers.userId, role: providerUsers.role })
      : await tx
          .insert(userVenues)
          .values({ userId, venueId: ref.id, role: row.role === 'owner' ? 'owner' : 'manager' })
          .onConflictDoNothing()
          .returning({ userId: userVenues.userId, role: userVenues.role });
  if (added) {
    await recordMembership({ tx, actor, ref, teamName: team.name, before: null, after: added });
  }
  // A staff account (no profile) that joins a team can now act for it.
  const [account] = await tx.select({ name: user.name }).from(user).where(eq(user.id, userId));
  await tx
    .insert(userProfiles)
    .values({ id: userId, displayName: account?.name ?? row.email, role: 'venue_owner' })
    .onConflictDoNothing();
  return { kind: team.kind, teamName: team.name };
}

/** The page's Accept button, signed in as the invited address. */
export function acceptInvitation(options: {
  db: Db;
  actor: Actor & { email: string };
  token: string;
  adminEmails: readonly string[];
}): Promise<InvitationAccepted> {
  const { db, actor, token, adminEmails } = options;
  return writeTransaction(db, (tx) =>
    consume(tx, { token, userId: actor.userId, email: actor.email, actor }, adminEmails),
  );
}

/** The short sign-up: a new account for the invited address (name, password), then membership. */
export async function signUpWithInvitation(options: {
  db: Db;
  token: string;
  name: string;
  password: string;
  hashPassword: (password: string) => Promise<string>;
  adminEmails: readonly string[];
}): Promise<InvitationAccepted & { email: string }> {
  const { db, token, name, password, hashPassword, adminEmails } = options;
  const passwordHash = await hashPassword(password);
  return writeTransaction(db, async (tx) => {
    const row = await findByToken(tx, token);
    if (stateOf(row) !== 'open') throw AppError.badRequest(INVALID_LINK_MESSAGE);
    const [existing] = await tx.select({ id: user.id }).from(user).where(eq(user.email, row.email));
    if (existing)
      throw AppError.conflict('An account with this email already exists. Sign in to accept.');
    const userId = await insertCredentialAccount(tx, {
      email: row.email,
      name,
      passwordHash,
      emailVerified: true,
    });
    const accepted = await consume(
      tx,
      { token, userId, email: row.email, actor: { system: name, userId } },
      adminEmails,
    );
    return { ...accepted, email: row.email };
  });
}
