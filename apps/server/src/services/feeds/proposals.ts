import {
  type Actor,
  changeScope,
  type EventProposal,
  type EventProposalAnswer,
  eventPermissions,
  type FeedEvent,
} from '@trivia/shared';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { lockEvents } from '../../db/lock-order.ts';
import {
  events,
  feedEventProposals,
  providerFeeds,
  triviaProviders,
  venues,
} from '../../db/schema/index.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { requirePermission } from '../../lib/guards.ts';
import { eventsInScope, requireEvent } from '../access/index.ts';
import { type AuditChange, eventLabel, recordAudits } from '../audit/index.ts';
import { choosableProvider } from '../events/index.ts';
import type { FeedPlan, FeedRef } from './plan.ts';
import { enqueueProposalMails } from './proposal-mail.ts';

/**
 * Decision 150: a feed's night that matches another host's event is a question for that event's
 * managers, never a take-over. A read stores the questions it asks and withdraws those it no
 * longer asks; the event's managers (`eventPermissions(…).edit`) or an admin answer them here,
 * with their own rights: "accept" gives the event to the feed's provider and links it to the
 * feed, "decline" is kept so that the pair is never asked again.
 */

export const PROPOSAL_NOT_FOUND = 'That question has been answered already or does not exist.';

/** In the apply's transaction: the questions of the read asked, the ones it no longer asks gone. */
export async function storeProposals(options: { tx: Tx; feed: FeedRef; plan: FeedPlan }) {
  const { tx, feed, plan } = options;
  const asked = plan.venues.flatMap((venue) =>
    venue.events.flatMap((event) =>
      event.outcome === 'waiting' && event.other
        ? [
            {
              feedId: feed.id,
              eventId: event.other.id,
              sourceKey: event.key,
              incoming: event.incoming,
            },
          ]
        : [],
    ),
  );
  if (asked.length > 0) {
    await tx
      .insert(feedEventProposals)
      .values(asked)
      .onConflictDoUpdate({
        target: [feedEventProposals.feedId, feedEventProposals.eventId],
        set: { sourceKey: sql`excluded.source_key`, incoming: sql`excluded.incoming` },
        setWhere: isNull(feedEventProposals.answer),
      });
    await enqueueProposalMails(tx, { feedId: feed.id, eventIds: plan.questions.fresh });
  }
  if (plan.questions.withdrawn.length > 0) {
    await tx
      .delete(feedEventProposals)
      .where(
        and(
          eq(feedEventProposals.feedId, feed.id),
          inArray(feedEventProposals.eventId, plan.questions.withdrawn),
          isNull(feedEventProposals.answer),
        ),
      );
  }
}

const columns = {
  proposal: feedEventProposals,
  feedName: providerFeeds.name,
  providerName: triviaProviders.name,
  event: events,
  venueName: sql<string>`coalesce(${venues.googleName}, ${venues.nameOriginal})`,
  runBy: sql<
    string | null
  >`(select p.name from trivia_providers p where p.id = ${events.providerId})`,
};

function readWaiting(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(columns)
    .from(feedEventProposals)
    .innerJoin(providerFeeds, eq(providerFeeds.id, feedEventProposals.feedId))
    .innerJoin(triviaProviders, eq(triviaProviders.id, providerFeeds.providerId))
    .innerJoin(events, eq(events.id, feedEventProposals.eventId))
    .innerJoin(venues, eq(venues.id, events.venueId))
    .where(and(isNull(feedEventProposals.answer), where))
    .orderBy(feedEventProposals.createdAt, feedEventProposals.id)
    .limit(500);
}

/**
 * The questions the actor may answer (the events they may change: `changeScope`), and those their
 * own providers' feeds wait on, which they only see.
 */
export async function listEventProposals(options: {
  db: DbOrTx;
  actor: Actor;
}): Promise<EventProposal[]> {
  const { db, actor } = options;
  const scope = changeScope(actor);
  const [answerable, ownFeeds] = await Promise.all([
    scope === 'none' ? Promise.resolve([]) : readWaiting(db, eventsInScope(actor, scope)),
    actor.providerIds.length === 0 || actor.isAdmin
      ? Promise.resolve([])
      : readWaiting(db, inArray(providerFeeds.providerId, [...actor.providerIds])),
  ]);
  const answerableIds = new Set(answerable.map((row) => row.proposal.id));
  const rows = [
    ...answerable.map((row) => ({ row, canAnswer: true })),
    ...ownFeeds
      .filter((row) => !answerableIds.has(row.proposal.id))
      .map((row) => ({ row, canAnswer: false })),
  ];
  return rows.map(({ row, canAnswer }) => ({
    id: row.proposal.id,
    feedId: row.proposal.feedId,
    feedName: row.feedName,
    providerName: row.providerName,
    incomingLabel: eventLabel(row.proposal.incoming as FeedEvent),
    event: {
      id: row.event.id,
      label: eventLabel(row.event),
      venueId: row.event.venueId,
      venueName: row.venueName,
      providerName: row.runBy,
    },
    canAnswer,
    createdAt: row.proposal.createdAt.toISOString(),
  }));
}

/**
 * An answer, with the answerer's own rights over the event (`eventPermissions(…).edit`, the rule
 * of the event form) and in the history under their name. "accept": the event's provider becomes
 * the feed's, and the feed keeps it by the key of its night; the next read brings the feed's
 * fields. A question the answerer may not answer is 403; one answered or gone, 404.
 */
export async function answerEventProposal(options: {
  db: Db;
  actor: Actor;
  proposalId: string;
  answer: EventProposalAnswer;
}): Promise<void> {
  const { db, actor, proposalId, answer } = options;
  await writeTransaction(db, async (tx) => {
    const [found] = await tx
      .select({ eventId: feedEventProposals.eventId })
      .from(feedEventProposals)
      .where(eq(feedEventProposals.id, proposalId));
    if (!found) throw AppError.notFound(PROPOSAL_NOT_FOUND);
    // Decision 092: the event (and its venue) before the question that names it.
    await lockEvents(tx, [found.eventId]);
    const [proposal] = await tx
      .select({ proposal: feedEventProposals, feed: providerFeeds })
      .from(feedEventProposals)
      .innerJoin(providerFeeds, eq(providerFeeds.id, feedEventProposals.feedId))
      .where(and(eq(feedEventProposals.id, proposalId), isNull(feedEventProposals.answer)))
      .for('update', { of: feedEventProposals });
    if (!proposal) throw AppError.notFound(PROPOSAL_NOT_FOUND);
    const { event, facts } = await requireEvent(tx, found.eventId);
    requirePermission(eventPermissions(actor, facts).edit);

    const { feed } = proposal;
    const changes: AuditChange[] = [];
    if (answer === 'accept') {
      await requireAcceptable(tx, { event, feed, sourceKey: proposal.proposal.sourceKey });
      const [after] = await tx
        .update(events)
        .set({ providerId: feed.providerId, feedId: feed.id, feedKey: proposal.proposal.sourceKey })
        .where(eq(events.id, event.id))
        .returning();
      if (!after) throw AppError.notFound(PROPOSAL_NOT_FOUND);
      changes.push({
        action: 'updated',
        entity: { type: 'event', id: after.id, label: eventLabel(after) },
        before: event,
        after,
        venueId: after.venueId,
        eventId: after.id,
      });
    }
    await tx
      .update(feedEventProposals)
      .set({ answer, answeredBy: actor.userId, answeredAt: new Date() })
      .where(eq(feedEventProposals.id, proposalId));
    const asked = `${eventLabel(event)} to ${feed.name}`;
    changes.push({
      action: 'resolved',
      entity: { type: 'feed', id: feed.id, label: feed.name },
      before: { event: asked, answer: null },
      after: { event: asked, answer: answer === 'accept' ? 'handed over' : 'declined' },
      venueId: event.venueId,
      eventId: event.id,
    });
    await recordAudits(tx, actor, changes);
  });
}

/**
 * The event is still typed in by hand, the feed keeps no other event by that key, and the feed's
 * provider is one the event form would offer (approved and active).
 */
async function requireAcceptable(
  tx: Tx,
  options: {
    event: typeof events.$inferSelect;
    feed: typeof providerFeeds.$inferSelect;
    sourceKey: string;
  },
) {
  const { event, feed, sourceKey } = options;
  if (event.feedId !== null) {
    throw AppError.conflict('Another feed keeps this event now; nothing was changed.');
  }
  const [taken] = await tx
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.feedId, feed.id), eq(events.feedKey, sourceKey)));
  if (taken) {
    throw AppError.conflict(
      `${feed.name} lists this night as an event of its own already; nothing was changed.`,
    );
  }
  const [provider] = await tx
    .select({ id: triviaProviders.id })
    .from(triviaProviders)
    .where(and(eq(triviaProviders.id, feed.providerId), choosableProvider));
  if (!provider) {
    throw AppError.conflict(
      "The feed's provider is not active, so it cannot be given events; nothing was changed.",
    );
  }
}
