import { randomUUID } from 'node:crypto';
import type { Tx } from '../db/client.ts';
import { account, user, userProfiles } from '../db/schema/index.ts';

/**
 * A new person who signs in with email and password, as better-auth stores one: the user, its
 * credential account and its profile (a venue owner until a membership says more), written in the
 * caller's transaction. Provider registration and the invitation's short sign-up both use it.
 */
export async function insertCredentialAccount(
  tx: Tx,
  person: { email: string; name: string; passwordHash: string; emailVerified?: boolean },
): Promise<string> {
  const userId = randomUUID();
  const now = new Date();
  await tx.insert(user).values({
    id: userId,
    email: person.email,
    name: person.name,
    emailVerified: person.emailVerified ?? false,
    createdAt: now,
    updatedAt: now,
  });
  await tx.insert(account).values({
    id: randomUUID(),
    accountId: userId,
    providerId: 'credential',
    userId,
    password: person.passwordHash,
    createdAt: now,
    updatedAt: now,
  });
  await tx
    .insert(userProfiles)
    .values({ id: userId, displayName: person.name, role: 'venue_owner' });
  return userId;
}
