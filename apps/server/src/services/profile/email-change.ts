import { type EmailChangeResponse, paths, type RequestEmailChangeInput } from '@trivia/shared';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { account, emailChanges, user } from '../../db/schema/index.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashToken, INVALID_LINK_MESSAGE, newLinkToken } from '../../lib/tokens.ts';
import type { ServerActor } from '../actor.ts';
import type { Mailer } from '../mail.ts';

export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;

const EMAIL_TAKEN = 'An account with this email already exists';
export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';

/** better-auth's password check (`context.password.verify`), handed in by the route. */
export type VerifyPassword = (data: { hash: string; password: string }) => Promise<boolean>;

/** 400 naming `currentPassword` unless it is the account's password. */
async function requireCurrentPassword(options: {
  db: Db;
  userId: string;
  password: string;
  verifyPassword: VerifyPassword;
}): Promise<void> {
  const { db, userId, password, verifyPassword } = options;
  const [credential] = await db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
  const isRight = credential?.hash
    ? await verifyPassword({ hash: credential.hash, password })
    : false;
  if (!isRight)
    throw AppError.invalid([{ field: 'currentPassword', message: WRONG_CURRENT_PASSWORD }]);
}

async function refuseTakenEmail(db: Db | Tx, email: string): Promise<void> {
  const [taken] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (taken) throw AppError.invalid([{ field: 'newEmail', message: EMAIL_TAKEN }]);
}

/**
 * /admin/profile "Change email": with the current password (a session left open is not enough,
 * mails a single-use link (24 hours) to the new address. Nothing changes until that
 * link's page is opened and its button pressed (`confirmEmailChange`), which tells the old address.
 */
export async function requestEmailChange(options: {
  db: Db;
  actor: ServerActor;
  input: z.output<typeof RequestEmailChangeInput>;
  verifyPassword: VerifyPassword;
  mailer: Mailer;
  publicUrl: string;
}): Promise<{ sentTo: string }> {
  const { db, actor, input, verifyPassword, mailer, publicUrl } = options;
  await requireCurrentPassword({
    db,
    userId: actor.userId,
    password: input.currentPassword,
    verifyPassword,
  });
  if (input.newEmail === actor.email)
    throw AppError.invalid([{ field: 'newEmail', message: 'This is already your email' }]);
  await refuseTakenEmail(db, input.newEmail);
  const { token, tokenHash } = newLinkToken();
  await writeTransaction(db, async (tx) => {
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

interface EmailChanged extends EmailChangeResponse {
  previousEmail: string;
  name: string;
}

/** The write of a confirmed email change, inside the caller's transaction. */
async function writeEmailChange(options: { tx: Tx; tokenHash: string }): Promise<EmailChanged> {
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
  const [before] = await tx
    .select({ email: user.email, name: user.name })
    .from(user)
    .where(eq(user.id, change.userId))
    .for('update');
  if (!before) throw new AppError('BAD_REQUEST', INVALID_LINK_MESSAGE);
  // The link reached the new address, so that address is proven (decision 095).
  await tx
    .update(user)
    .set({ email: change.newEmail, emailVerified: true, updatedAt: new Date() })
    .where(eq(user.id, change.userId));
  return { email: change.newEmail, previousEmail: before.email, name: before.name };
}

function changedNotice(options: EmailChanged) {
  const { email, previousEmail, name } = options;
  return {
    to: previousEmail,
    subject: 'Your Trivia Near Me email was changed',
    text: [
      `Hi ${name},`,
      '',
      `The email address of your Trivia Near Me account was changed from ${previousEmail}`,
      `to ${email}. From now on you sign in, and we write to you, with the new address.`,
      '',
      'If you did not make this change, please contact an administrator right away.',
    ].join('\n'),
  };
}

/**
 * The button of the confirmation page: the token's change takes effect, once, and the old address
 * is told. A notice that cannot be sent is logged; the change stands.
 */
export async function confirmEmailChange(options: {
  db: Db;
  token: string;
  mailer: Mailer;
  logger: FastifyBaseLogger;
}): Promise<EmailChangeResponse> {
  const { db, token, mailer, logger } = options;
  const changed = await writeTransaction(db, (tx) =>
    writeEmailChange({ tx, tokenHash: hashToken(token) }),
  );
  try {
    await mailer.send(changedNotice(changed));
  } catch (error) {
    logger.error({ err: error }, 'the email-change notice to the old address could not be sent');
  }
  return { email: changed.email };
}
