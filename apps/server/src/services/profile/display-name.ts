import type { UpdateDisplayNameInput } from '@trivia/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { user, userProfiles } from '../../db/schema/index.ts';
import { writeTransaction } from '../../db/transaction.ts';
import type { ServerActor } from '../actor.ts';

/** The write of a display-name change, inside the caller's transaction (audit entries join it). */
export async function writeDisplayName(options: {
  tx: Tx;
  userId: string;
  displayName: string;
}): Promise<void> {
  const { tx, userId, displayName } = options;
  await tx
    .update(user)
    .set({ name: displayName, updatedAt: new Date() })
    .where(eq(user.id, userId));
  await tx.update(userProfiles).set({ displayName }).where(eq(userProfiles.id, userId));
}

/** /admin/profile: the signed-in user's display name (profile and account name alike). */
export async function updateDisplayName(options: {
  db: Db;
  actor: ServerActor;
  input: z.output<typeof UpdateDisplayNameInput>;
}): Promise<{ displayName: string }> {
  const { db, actor, input } = options;
  await writeTransaction(db, (tx) =>
    writeDisplayName({ tx, userId: actor.userId, displayName: input.displayName }),
  );
  return { displayName: input.displayName };
}
