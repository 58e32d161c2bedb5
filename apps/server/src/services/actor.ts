import {
  type Actor,
  type AdminAccess,
  adminAreaAccess,
  type Profile,
  type ProfileRole,
  type ProviderMembership,
} from '@trivia/shared';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../db/client.ts';
import {
  adminUsers,
  providerUsers,
  triviaProviders,
  userProfiles,
  user as users,
} from '../db/schema/index.ts';

/** The signed-in user as every permission check sees them. */
export interface ServerActor extends Actor {
  email: string;
  /** Proven by a mailed link (decision 095); ADMIN_EMAILS and provider approval need it. */
  emailVerified: boolean;
  name: string;
  createdAt: Date;
  profile: Profile | null;
  memberships: ProviderMembership[];
  adminAccess: AdminAccess;
}

export interface SessionUser {
  id: string;
  email: string;
  emailVerified: boolean;
  name: string;
  createdAt: Date;
}

const ADMIN_RECORD_ROLES = new Set(['god', 'god_admin']);

async function loadMemberships(db: DbOrTx, userId: string): Promise<ProviderMembership[]> {
  const rows = await db
    .select({
      providerId: triviaProviders.id,
      providerName: triviaProviders.name,
      status: triviaProviders.status,
      role: providerUsers.role,
    })
    .from(providerUsers)
    .innerJoin(triviaProviders, eq(triviaProviders.id, providerUsers.providerId))
    .where(eq(providerUsers.userId, userId));
  return rows;
}

/**
 * An ADMIN_EMAILS address (compared in lower case, as accounts store them) that its holder proved
 * by a mailed link: anyone can register an address, so the address alone grants nothing
 * (decision 095).
 */
const isVerifiedAdminEmail = (adminEmails: readonly string[], user: SessionUser) =>
  user.emailVerified && adminEmails.includes(user.email.toLowerCase());

/**
 * The one place a `ServerActor` is put together: the user, their profile, whether they are an
 * admin, and their memberships, from which the approved providers and the admin-area access follow.
 */
function toServerActor(options: {
  user: SessionUser;
  profile: Profile | null;
  isAdmin: boolean;
  memberships: ProviderMembership[];
}): ServerActor {
  const { user, profile, isAdmin, memberships } = options;
  return {
    userId: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    name: user.name,
    createdAt: user.createdAt,
    isAdmin,
    profileRole: profile?.role ?? null,
    providerIds: memberships.filter((m) => m.status === 'approved').map((m) => m.providerId),
    profile,
    memberships,
    adminAccess: adminAreaAccess({ isAdmin, providerStatuses: memberships.map((m) => m.status) }),
  };
}

/**
 * Loads who the user is: their stored profile (none means read-only staff), whether they are an
 * admin (profile role admin, an admin_users row of god/god_admin, or a verified ADMIN_EMAILS address) and
 * their providers. Nothing is created here; see `resolveProfile` for that.
 */
export async function loadActor(options: {
  db: DbOrTx;
  user: SessionUser;
  adminEmails: readonly string[];
}): Promise<ServerActor> {
  const { db, user, adminEmails } = options;
  const [[profileRow], [adminRow], memberships] = await Promise.all([
    db.select().from(userProfiles).where(eq(userProfiles.id, user.id)),
    db.select({ role: adminUsers.role }).from(adminUsers).where(eq(adminUsers.userId, user.id)),
    loadMemberships(db, user.id),
  ]);
  const profile: Profile | null = profileRow
    ? { id: profileRow.id, displayName: profileRow.displayName, role: profileRow.role }
    : null;
  const isAdmin =
    profile?.role === 'admin' ||
    ADMIN_RECORD_ROLES.has(adminRow?.role ?? '') ||
    isVerifiedAdminEmail(adminEmails, user);
  return toServerActor({ user, profile, isAdmin, memberships });
}

/**
 * Someone other than the person asking, as the rules see them now: a mailed link's recipient or an
 * invitation's inviter, whose rights are checked again when the link is used (decision 099). Null
 * when the account is gone or disabled: such a person may do nothing.
 */
export async function loadActorOfUser(options: {
  db: DbOrTx;
  userId: string;
  adminEmails: readonly string[];
}): Promise<ServerActor | null> {
  const { db, userId, adminEmails } = options;
  const [account] = await db.select().from(users).where(eq(users.id, userId));
  if (!account || account.disabledAt !== null) return null;
  return loadActor({ db, user: account, adminEmails });
}

/**
 * Spec §6 profile resolution, run when a user signs in (`GET /api/me`): the existing profile; else
 * an admin profile for an admin (admin_users god/god_admin, or a verified ADMIN_EMAILS address), otherwise a
 * venue_owner profile — saved. If the lookups fail, a default 'User' venue_owner profile is used
 * (not saved) and the failure is logged.
 */
export async function resolveProfile(options: {
  db: Db;
  user: SessionUser;
  adminEmails: readonly string[];
  logger: FastifyBaseLogger;
}): Promise<ServerActor> {
  const { db, user, adminEmails, logger } = options;
  try {
    const actor = await loadActor({ db, user, adminEmails });
    if (actor.profile) return actor;
    const role: ProfileRole = actor.isAdmin ? 'admin' : 'venue_owner';
    await db
      .insert(userProfiles)
      .values({ id: user.id, displayName: user.name || 'User', role })
      .onConflictDoNothing();
    return await loadActor({ db, user, adminEmails });
  } catch (error) {
    logger.error(
      { err: error, userId: user.id },
      'profile lookup failed; using the default profile',
    );
    return toServerActor({
      user,
      profile: { id: user.id, displayName: 'User', role: 'venue_owner' },
      isAdmin: isVerifiedAdminEmail(adminEmails, user),
      memberships: [],
    });
  }
}
