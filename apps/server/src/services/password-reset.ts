import { randomUUID } from 'node:crypto';
import { type ForgotPasswordResponse, paths } from '@trivia/shared';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { user } from '../db/schema/index.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { defineJobHandler, type JobHandlers } from '../jobs/worker.ts';
import { type Auth, RESET_TOKEN_TTL_SECONDS } from '../lib/auth.ts';
import { newLinkToken } from '../lib/tokens.ts';
import type { Mailer } from './mail.ts';

/**
 * "Forgot password" (decision 163): the request only queues a `password-reset-mail` job for a
 * known address, and the job makes the reset token when it sends the mail, like the address
 * confirmation's (decision 095). So a mail outage delays the mail instead of losing it, the
 * request never waits on SMTP whoever asks, and no token is ever at rest in clear: the job's
 * payload names only the account, and better-auth's `verification` table keeps the token's hash
 * (decision 096).
 */
export const PASSWORD_RESET_MAIL = 'password-reset-mail';

/** What better-auth's `/reset-password` looks the token up by (its own request endpoint's form). */
const RESET_IDENTIFIER_PREFIX = 'reset-password:';

/** The same answer whether or not the address has an account ("never reveals", DESIGN.md). */
export const PASSWORD_RESET_REQUESTED: ForgotPasswordResponse = {
  status: true,
  message: 'If this email exists in our system, check your email for the reset link',
};

const Payload = z.object({ userId: z.string() });
type Payload = z.infer<typeof Payload>;

/**
 * Queues the reset mail of the account with this address, if there is one. A known and an
 * unknown address cost the request the same lookup; the known one adds one insert, and neither
 * talks to the mail server.
 */
export async function requestPasswordReset(options: {
  db: Db;
  email: string;
}): Promise<ForgotPasswordResponse> {
  const { db, email } = options;
  const [account] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (account) {
    const payload: Payload = { userId: account.id };
    await enqueueJob(db, {
      kind: PASSWORD_RESET_MAIL,
      key: `${PASSWORD_RESET_MAIL}:${account.id}:${randomUUID()}`,
      payload,
    });
  }
  return PASSWORD_RESET_REQUESTED;
}

function passwordResetMail(options: { name: string; link: string }) {
  const { name, link } = options;
  return {
    subject: 'Reset your Trivia Near Me password',
    text: [
      `Hi ${name},`,
      '',
      'Someone (hopefully you) asked to reset the password of your Trivia Near Me account.',
      'Choose a new password here:',
      '',
      link,
      '',
      'The link works once and expires in one hour. If you did not ask for it, ignore this email:',
      'your password stays as it is.',
    ].join('\n'),
  };
}

/**
 * The job: a fresh single-use token, valid for an hour from now (the mail may leave late), to the
 * account's address as it is now. A send that fails takes its token back with it, so only the
 * link of the mail that left works; the retry makes another.
 */
async function sendPasswordResetMail(options: {
  db: Db;
  auth: Auth;
  mailer: Mailer;
  publicUrl: string;
  payload: Payload;
}): Promise<void> {
  const { db, auth, mailer, publicUrl, payload } = options;
  const [account] = await db
    .select({ name: user.name, email: user.email })
    .from(user)
    .where(eq(user.id, payload.userId));
  if (!account) return; // deleted meanwhile
  const { token } = newLinkToken();
  const identifier = `${RESET_IDENTIFIER_PREFIX}${token}`;
  const { internalAdapter } = await auth.$context;
  await internalAdapter.createVerificationValue({
    identifier,
    value: payload.userId,
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_SECONDS * 1000),
  });
  const link = `${publicUrl}${paths.admin.resetPassword}?token=${token}`;
  try {
    await mailer.send({ to: account.email, ...passwordResetMail({ name: account.name, link }) });
  } catch (error) {
    await internalAdapter.deleteVerificationByIdentifier(identifier);
    throw error;
  }
}

export function passwordResetJobHandlers(options: {
  db: Db;
  auth: Auth;
  mailer: Mailer;
  publicUrl: string;
}): JobHandlers {
  return {
    [PASSWORD_RESET_MAIL]: defineJobHandler({
      payload: Payload,
      run: (job) => sendPasswordResetMail({ ...options, payload: job.payload }),
    }),
  };
}
