import {
  type Actor,
  canReviewProvider,
  PROVIDER_STATUS_LABELS,
  PROVIDER_STATUSES,
  type ProviderDecision,
  type ProviderDirectoryEntry,
  type ProviderStatus,
  paths,
  statusAfter,
} from '@trivia/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { providerUsers, triviaProviders, user } from '../db/schema/index.ts';
import { writeTransaction } from '../db/transaction.ts';
import { AppError } from '../lib/app-error.ts';
import { requireProviderManager } from '../lib/guards.ts';
import { recordAudit } from './audit/index.ts';
import { resumeProviderFeeds } from './feeds/index.ts';
import type { Mailer, MailMessage } from './mail.ts';
import { markProviderNotificationsRead } from './notifications.ts';
import { getProviderEntry, PROVIDER_NOT_FOUND } from './providers.ts';

interface ReviewOptions {
  db: Db;
  /** Who reviews: a platform admin (spec §6). */
  actor: Actor;
  providerId: string;
  mailer: Mailer;
  /** Where people reach the site, for the link in the mail. */
  publicUrl: string;
  logger: FastifyBaseLogger;
}

interface Recipient {
  name: string;
  email: string;
}

function reviewMail(options: {
  decision: ProviderDecision;
  recipient: Recipient;
  providerName: string;
  publicUrl: string;
}): MailMessage {
  const { decision, recipient, providerName, publicUrl } = options;
  if (decision === 'approve') {
    return {
      to: recipient.email,
      subject: `${providerName} is approved on Trivia Near Me`,
      text: [
        `Hi ${recipient.name},`,
        '',
        `Good news: your trivia provider registration for ${providerName} is approved.`,
        'Sign in to add your venues and your trivia nights:',
        '',
        `${publicUrl}${paths.admin.login}`,
        '',
        'See you at trivia!',
      ].join('\n'),
    };
  }
  return {
    to: recipient.email,
    subject: `Your Trivia Near Me registration for ${providerName}`,
    text: [
      `Hi ${recipient.name},`,
      '',
      `Thank you for registering ${providerName} on Trivia Near Me. Our team reviewed it and`,
      'could not approve it. If you believe this is a mistake, please get in touch and we will',
      'take another look.',
    ].join('\n'),
  };
}

/** Approval waits for the addresses of the provider's people (decision 095). */
function unconfirmedRefusal(name: string, emails: readonly string[]): AppError {
  const who =
    emails.length === 1
      ? `${emails[0]} has not confirmed their email address`
      : `${emails.join(', ')} have not confirmed their email addresses`;
  return AppError.conflict(
    `${name} cannot be approved yet: ${who}. We emailed a link; approve once it has been used.`,
  );
}

function refusal(name: string, status: ProviderStatus, decision: ProviderDecision): AppError {
  const label = PROVIDER_STATUS_LABELS[status].toLowerCase();
  if (status === statusAfter(decision)) return AppError.conflict(`${name} is already ${label}.`);
  return AppError.conflict(`${name} is ${label}; only pending registrations can be rejected.`);
}

/**
 * Approves or rejects a provider registration (DESIGN.md "Provider approval"). In one transaction:
 * the status (approval also activates the provider, so its users enter the admin area and it can
 * be picked in the event form; rejection deactivates it) and its `new_provider` notifications,
 * which the review has dealt with, marked read. Then the provider's users are told by mail, as the
 * Access Denied screen promises; a mail that cannot be sent is logged and the review stands.
 * A review the provider's status does not allow (approving twice, rejecting an approved provider)
 * answers 409 and changes nothing; so does approving a provider one of whose people has not proven
 * their address yet (decision 095: anyone can register with someone else's address).
 */
async function reviewProvider(
  options: ReviewOptions & { decision: ProviderDecision },
): Promise<ProviderDirectoryEntry> {
  const { db, actor, providerId, decision, mailer, publicUrl, logger } = options;
  requireProviderManager(actor);
  const from = PROVIDER_STATUSES.filter((status) => canReviewProvider(status, decision));

  const { providerName, recipients } = await writeTransaction(db, async (tx) => {
    // Locked and then changed only from a status the review allows, so two admins reviewing at
    // once cannot both succeed, and the history has the row as it was.
    const [before] = await tx
      .select()
      .from(triviaProviders)
      .where(eq(triviaProviders.id, providerId))
      .for('update');
    const [updated] = await tx
      .update(triviaProviders)
      .set({ status: statusAfter(decision), isActive: decision === 'approve' })
      .where(and(eq(triviaProviders.id, providerId), inArray(triviaProviders.status, from)))
      .returning();
    if (!updated || !before) {
      const [current] = await tx
        .select({ name: triviaProviders.name, status: triviaProviders.status })
        .from(triviaProviders)
        .where(eq(triviaProviders.id, providerId));
      if (!current) throw AppError.notFound(PROVIDER_NOT_FOUND);
      throw refusal(current.name, current.status, decision);
    }
    if (decision === 'approve') {
      // After the status check, so that approving twice still says so; throwing rolls it back.
      const unconfirmed = await tx
        .select({ email: user.email })
        .from(providerUsers)
        .innerJoin(user, eq(user.id, providerUsers.userId))
        .where(and(eq(providerUsers.providerId, providerId), eq(user.emailVerified, false)))
        .orderBy(user.email);
      if (unconfirmed.length > 0)
        throw unconfirmedRefusal(
          updated.name,
          unconfirmed.map((row) => row.email),
        );
    }
    await recordAudit({
      tx,
      actor,
      action: decision === 'approve' ? 'approved' : 'rejected',
      entity: { type: 'provider', id: providerId, label: updated.name },
      before,
      after: updated,
    });
    await markProviderNotificationsRead({ db: tx, providerId });
    // Its feeds were not read while it was not approved (decision 155): read them now.
    if (decision === 'approve') await resumeProviderFeeds(tx, providerId, new Date());
    const members = await tx
      .select({ name: user.name, email: user.email })
      .from(providerUsers)
      .innerJoin(user, eq(user.id, providerUsers.userId))
      .where(eq(providerUsers.providerId, providerId));
    return { providerName: updated.name, recipients: members };
  });

  for (const recipient of recipients) {
    try {
      await mailer.send(reviewMail({ decision, recipient, providerName, publicUrl }));
    } catch (error) {
      logger.error(
        { err: error, providerId, to: recipient.email },
        'the registration review mail could not be sent',
      );
    }
  }
  return getProviderEntry({ db, providerId, logger });
}

export function approveProvider(options: ReviewOptions): Promise<ProviderDirectoryEntry> {
  return reviewProvider({ ...options, decision: 'approve' });
}

export function rejectProvider(options: ReviewOptions): Promise<ProviderDirectoryEntry> {
  return reviewProvider({ ...options, decision: 'reject' });
}
