import { eventPermissions, type FeedEvent, paths } from '@trivia/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, type DbOrTx, queryRows } from '../../db/client.ts';
import {
  feedEventProposals,
  providerFeeds,
  triviaProviders,
  user,
  venueNameSql,
  venues,
} from '../../db/schema/index.ts';
import { enqueueJobs } from '../../jobs/queue.ts';
import { defineJobHandler, type JobHandlers } from '../../jobs/worker.ts';
import { requireEvent } from '../access/index.ts';
import { loadActorOfUser } from '../actor.ts';
import { eventLabel } from '../audit/index.ts';
import type { Mailer } from '../mail.ts';

/**
 * Decision 150: the managers of an event a feed asks to take over hear of it once, by mail, with
 * the review queue's address; the queue's buttons answer. One job per question and person, queued
 * in the apply that first asks; when it runs, the question must still wait and the person must
 * still be allowed to change the event (`eventPermissions(…).edit`, as a mailed link re-checks,
 * decision 099).
 */

export const FEED_PROPOSAL_MAIL = 'feed-proposal-mail';

const ProposalMailPayload = z.object({ proposalId: z.string(), userId: z.string() });
type ProposalMailPayload = z.infer<typeof ProposalMailPayload>;

/** In the apply's transaction: a mail for each member of the events' venues and providers. */
export async function enqueueProposalMails(
  tx: DbOrTx,
  options: { feedId: string; eventIds: string[] },
): Promise<void> {
  if (options.eventIds.length === 0) return;
  const ids = sql.join(
    options.eventIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const recipients = await queryRows<ProposalMailPayload>(
    tx,
    sql`select p.id as "proposalId", m.user_id as "userId"
      from feed_event_proposals p
      join events e on e.id = p.event_id
      join lateral (
        select uv.user_id from user_venues uv where uv.venue_id = e.venue_id
        union
        select pu.user_id from provider_users pu where pu.provider_id = e.provider_id
      ) m on true
      where p.feed_id = ${options.feedId} and p.answer is null and p.event_id in (${ids})`,
  );
  await enqueueJobs(
    tx,
    recipients.map((payload) => ({
      kind: FEED_PROPOSAL_MAIL,
      key: `${FEED_PROPOSAL_MAIL}:${payload.proposalId}:${payload.userId}`,
      payload,
    })),
  );
}

async function sendProposalMail(options: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  payload: ProposalMailPayload;
}) {
  const { db, mailer, publicUrl, payload } = options;
  const [asked] = await db
    .select({
      eventId: feedEventProposals.eventId,
      incoming: feedEventProposals.incoming,
      feedName: providerFeeds.name,
      providerName: triviaProviders.name,
    })
    .from(feedEventProposals)
    .innerJoin(providerFeeds, eq(providerFeeds.id, feedEventProposals.feedId))
    .innerJoin(triviaProviders, eq(triviaProviders.id, providerFeeds.providerId))
    .where(and(eq(feedEventProposals.id, payload.proposalId), isNull(feedEventProposals.answer)));
  if (!asked) return;
  const actor = await loadActorOfUser({ db, userId: payload.userId, adminEmails: [] });
  const { event, facts } = await requireEvent(db, asked.eventId);
  if (!actor || !eventPermissions(actor, facts).edit.allowed) return;
  const [[recipient], [place]] = await Promise.all([
    db.select({ email: user.email, name: user.name }).from(user).where(eq(user.id, actor.userId)),
    db.select({ name: venueNameSql() }).from(venues).where(eq(venues.id, event.venueId)),
  ]);
  if (!recipient || !place) return;
  const [runBy] = event.providerId
    ? await db
        .select({ name: triviaProviders.name })
        .from(triviaProviders)
        .where(eq(triviaProviders.id, event.providerId))
    : [];
  const theirs = eventLabel(asked.incoming as FeedEvent);
  await mailer.send({
    to: recipient.email,
    subject: `A feed asks to take over ${eventLabel(event)}`,
    text: [
      `Hi ${recipient.name},`,
      '',
      `${asked.providerName}'s feed "${asked.feedName}" lists ${theirs} at ${place.name}, where we list ${eventLabel(event)} (${runBy ? `run by ${runBy.name}` : 'self-hosted'}).`,
      '',
      `Nothing changes until you answer. Hand it over and it becomes ${asked.providerName}'s, kept in step with their feed; decline and it stays as it is.`,
      `Answer here: ${publicUrl}${paths.admin.venueReviews}`,
      '— Trivia Near Me',
    ].join('\n'),
  });
}

export function proposalJobHandlers(options: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}): JobHandlers {
  return {
    [FEED_PROPOSAL_MAIL]: defineJobHandler({
      payload: ProposalMailPayload,
      run: (job) => sendProposalMail({ ...options, payload: job.payload }),
    }),
  };
}
