import { INVITATION_TTL_DAYS, PROVIDER_ROLE_LABELS, paths, type TeamRef } from '@trivia/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { invitations } from '../../db/schema/index.ts';
import { payloadInstant } from '../../jobs/payload-fields.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { defineJobHandler, type JobHandlers } from '../../jobs/worker.ts';
import { newLinkToken } from '../../lib/tokens.ts';
import type { Mailer } from '../mail.ts';
import { loadTeam } from './teams.ts';

/**
 * Invitation mail through the durable jobs table (decision 063), as the confirmation mail:
 * Invite and Resend queue a job in their transaction; the job makes the link's token when it runs
 * (only its hash is stored, so the token is never at rest) and sends the mail. A job for a send
 * that a later Resend, a Revoke or an acceptance overtook sends nothing.
 */
export const INVITATION_MAIL = 'invitation-mail';

const MailPayload = z.object({
  invitationId: z.string(),
  /** The send this job is for (`invitations.sent_at`). */
  sentAt: payloadInstant,
  inviter: z.string(),
});
type MailPayload = z.infer<typeof MailPayload>;

export function queueInvitationMail(
  db: DbOrTx,
  options: { invitationId: string; sentAt: Date; inviter: string },
): Promise<boolean> {
  const { invitationId, sentAt, inviter } = options;
  return enqueueJob(db, {
    kind: INVITATION_MAIL,
    key: `${INVITATION_MAIL}:${invitationId}:${sentAt.getTime()}`,
    payload: { invitationId, sentAt: sentAt.toISOString(), inviter } satisfies MailPayload,
  });
}

export function inviteMail(options: {
  teamName: string;
  role: string;
  inviter: string;
  link: string;
}): { subject: string; text: string } {
  const { teamName, role, inviter, link } = options;
  return {
    subject: `You're invited to ${teamName} on Trivia Near Me`,
    text: [
      `${inviter} invited you to join ${teamName} on Trivia Near Me as ${PROVIDER_ROLE_LABELS[role] ?? role}.`,
      '',
      'Open this link to accept (sign in, or set a name and password):',
      '',
      link,
      '',
      `The link works once and expires in ${INVITATION_TTL_DAYS} days.`,
    ].join('\n'),
  };
}

async function sendInvitationMail(options: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  payload: MailPayload;
}): Promise<void> {
  const { db, mailer, publicUrl, payload } = options;
  const { token, tokenHash } = newLinkToken();
  // The link of this send: stored (hashed) only while the invitation is open and not sent again.
  const [row] = await db
    .update(invitations)
    .set({ tokenHash })
    .where(
      and(
        eq(invitations.id, payload.invitationId),
        eq(invitations.sentAt, new Date(payload.sentAt)),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
      ),
    )
    .returning();
  if (!row) return;
  const ref: TeamRef = row.providerId
    ? { kind: 'provider', id: row.providerId }
    : { kind: 'venue', id: row.venueId ?? '' };
  const team = await loadTeam(db, ref);
  const link = `${publicUrl}${paths.admin.invitation}?token=${token}`;
  await mailer.send({
    to: row.email,
    ...inviteMail({ teamName: team.name, role: row.role, inviter: payload.inviter, link }),
  });
}

export function invitationJobHandlers(options: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}): JobHandlers {
  return {
    [INVITATION_MAIL]: defineJobHandler({
      payload: MailPayload,
      run: (job) => sendInvitationMail({ ...options, payload: job.payload }),
    }),
  };
}
