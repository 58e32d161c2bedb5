import { randomUUID } from 'node:crypto';
import { type EmailChangeResponse, paths, type VerificationMailSent } from '@trivia/shared';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../db/client.ts';
import { user } from '../db/schema/index.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { defineJobHandler, type JobHandlers } from '../jobs/worker.ts';
import { AppError } from '../lib/app-error.ts';
import type { Auth } from '../lib/auth.ts';
import { INVALID_LINK_MESSAGE, newLinkToken } from '../lib/tokens.ts';
import type { Mailer } from './mail.ts';

/**
 * Proving an account's address (decision 095): a mailed link whose page has a button
 * that posts the token back. The token lives in better-auth's `verification` table, which keeps
 * only its hash (decision 096); it works once and for a day. The mail goes through the jobs table
 * like the invitations' (decision 063): registration and "Resend email" queue it in their
 * transaction, and the job makes the token, so no token is ever at rest.
 */
export const VERIFICATION_MAIL = 'verification-mail';
export const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;
const IDENTIFIER_PREFIX = 'email-verification:';

/** Whose address the link proves: the account and the address it had when the mail was asked for. */
const Payload = z.object({ userId: z.string(), email: z.string() });
type Payload = z.infer<typeof Payload>;

export const EMAIL_ALREADY_VERIFIED = 'Your email is already confirmed.';

export function queueVerificationMail(db: DbOrTx, payload: Payload): Promise<boolean> {
  return enqueueJob(db, {
    kind: VERIFICATION_MAIL,
    key: `${VERIFICATION_MAIL}:${payload.userId}:${randomUUID()}`,
    payload,
  });
}

/** "Resend email" of the "Check your email" state: another link to the signed-in user's address. */
export async function requestVerificationMail(options: {
  db: Db;
  actor: { userId: string; email: string; emailVerified: boolean };
}): Promise<VerificationMailSent> {
  const { db, actor } = options;
  if (actor.emailVerified) throw AppError.conflict(EMAIL_ALREADY_VERIFIED);
  await queueVerificationMail(db, { userId: actor.userId, email: actor.email });
  return { sentTo: actor.email };
}

function verificationMail(options: { name: string; email: string; link: string }) {
  const { name, email, link } = options;
  return {
    subject: 'Confirm your Trivia Near Me email',
    text: [
      `Hi ${name},`,
      '',
      `Please confirm that ${email} is your address on Trivia Near Me.`,
      'Open this link and press the button:',
      '',
      link,
      '',
      'The link works once and expires in 24 hours; the admin area can send you a new one.',
      'If you did not sign up for Trivia Near Me, ignore this email.',
    ].join('\n'),
  };
}

async function sendVerificationMail(options: {
  db: Db;
  auth: Auth;
  mailer: Mailer;
  publicUrl: string;
  payload: Payload;
}): Promise<void> {
  const { db, auth, mailer, publicUrl, payload } = options;
  const [account] = await db
    .select({ name: user.name, email: user.email, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.id, payload.userId));
  // Confirmed meanwhile, or the address changed: this link would prove nothing.
  if (!account || account.emailVerified || account.email !== payload.email) return;
  const { token } = newLinkToken();
  const { internalAdapter } = await auth.$context;
  await internalAdapter.createVerificationValue({
    identifier: `${IDENTIFIER_PREFIX}${token}`,
    value: JSON.stringify(payload),
    expiresAt: new Date(Date.now() + EMAIL_VERIFICATION_TTL_MS),
  });
  const link = `${publicUrl}${paths.admin.verifyEmail}?token=${token}`;
  await mailer.send({
    to: account.email,
    ...verificationMail({ name: account.name, email: account.email, link }),
  });
}

/**
 * The button of the link's page: the token is used up and, if the account still has the address
 * it was sent to, that address counts as proven from now on.
 */
export async function confirmEmailAddress(options: {
  db: Db;
  auth: Auth;
  token: string;
}): Promise<EmailChangeResponse> {
  const { db, auth, token } = options;
  const { internalAdapter } = await auth.$context;
  // Atomic and single-use; an expired row is deleted and answers null.
  const stored = await internalAdapter.consumeVerificationValue(`${IDENTIFIER_PREFIX}${token}`);
  const payload = stored ? Payload.safeParse(JSON.parse(stored.value)) : null;
  if (!payload?.success) throw AppError.badRequest(INVALID_LINK_MESSAGE);
  const [confirmed] = await db
    .update(user)
    .set({ emailVerified: true, updatedAt: new Date() })
    .where(and(eq(user.id, payload.data.userId), eq(user.email, payload.data.email)))
    .returning({ email: user.email });
  if (!confirmed) throw AppError.badRequest(INVALID_LINK_MESSAGE);
  return { email: confirmed.email };
}

export function emailVerificationJobHandlers(options: {
  db: Db;
  auth: Auth;
  mailer: Mailer;
  publicUrl: string;
}): JobHandlers {
  return {
    [VERIFICATION_MAIL]: defineJobHandler({
      payload: Payload,
      run: (job) => sendVerificationMail({ ...options, payload: job.payload }),
    }),
  };
}
