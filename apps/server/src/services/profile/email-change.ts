import { type EmailChangeResponse, paths, type RequestEmailChangeInput } from '@trivia/shared';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { emailChanges, user } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashToken, INVALID_LINK_MESSAGE, newLinkToken } from '../../lib/tokens.ts';
import type { ServerActor } from '../actor.ts';
import type { Mailer } from '../mail.ts';

export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;

const EMAIL_TAKEN = 'An account with this email already exists';

async function refuseTakenEmail(db: Db | Tx, email: string): Promise<void> {
  const [taken] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (taken) throw AppError.invalid([{ field: 'newEmail', message: EMAIL_TAKEN }]);
}

/**
 * /admin/profile "Change email": mails a single-use link (24 hours) to the new address. Nothing
 * changes until that link's page is opened and its button pressed (`confirmEmailChange`).
 */
export async function requestEmailChange(options: {
  db: Db;
  actor: ServerActor;
  input: z.output<typeof RequestEmailChangeInput>;
  mailer: Mailer;
  publicUrl: string;
}): Promise<{ sentTo: string }> {
  const { db, actor, input, mailer, publicUrl } = options;
  if (input.newEmail === actor.email)
    throw AppError.invalid([{ field: 'newEmail', message: 'This is already your email' }]);
  await refuseTakenEmail(db, input.newEmail);
  const { token, tokenHash } = newLinkToken();
  await db.transaction(async (tx) => {
    await tx.insert(emailChanges).values({
      userId: actor.userId,
      newEmail: input.newEmail,
      tokenHash,
      expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_MS),
    });
  });
  const link = `${publicUrl}${paths.admin.confirmEmail}?token=${token}`;
  await mailer.send({
    to: input.newEmail,
    subject: 'Confirm your new Trivia Near Me email',
    text: [
      `Hi ${actor.name},`,
      '',
      `You asked to use this address (${input.newEmail}) for your Trivia Near Me account.`,
      'Open this link and press the button to confirm:',
      '',
      link,
      '',
      'The link works once and expires in 24 hours. Until then your account keeps its old email.',
    ].join('\n'),
  });
  return { sentTo: input.newEmail };
}

/** The write of a confirmed email change, inside the caller's transaction. */
export async function writeEmailChange(options: {
  tx: Tx;
  tokenHash: string;
}): Promise<EmailChangeResponse> {
  const { tx, tokenHash } = options;
  const [change] = await tx
    .update(emailChanges)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailChanges.tokenHash, tokenHash),
        isNull(emailChanges.usedAt),
        gt(emailChanges.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!change) throw new AppError('BAD_REQUEST', INVALID_LINK_MESSAGE);
  await refuseTakenEmail(tx, change.newEmail);
  await tx
    .update(user)
    .set({ email: change.newEmail, emailVerified: true, updatedAt: new Date() })
    .where(eq(user.id, change.userId));
  return { email: change.newEmail };
}

/** The button of the confirmation page: the token's change takes effect, once. */
export function confirmEmailChange(options: {
  db: Db;
  token: string;
}): Promise<EmailChangeResponse> {
  const { db, token } = options;
  return db.transaction((tx) => writeEmailChange({ tx, tokenHash: hashToken(token) }));
}
