import { paths } from '@trivia/shared';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { providerFeeds, providerUsers, triviaProviders, user } from '../../db/schema/index.ts';
import { GIVE_UP_AFTER_HOURS } from '../../jobs/queue.ts';
import { defineJobHandler, type JobHandlers } from '../../jobs/worker.ts';
import type { Mailer } from '../mail.ts';
import { scheduleNextSync } from './manage-feeds.ts';
import {
  commitSync,
  FEED_FAILING_MAIL,
  FEED_SYNC,
  type FeedReader,
  fetchForSync,
  recordFailure,
  type SyncOutcome,
} from './run-feed.ts';

const FeedPayload = z.object({ feedId: z.string() });

/** What a feed's health says when its sync job threw (not a read that failed cleanly). */
export function thrownSyncMessage(message: string, givenUp: boolean): string {
  return givenUp
    ? `Our server could not finish this read for ${GIVE_UP_AFTER_HOURS} hours (${message}). The next read is at the usual time.`
    : `Our server could not finish this read (${message}). It is tried again automatically.`;
}

/**
 * The durable jobs of feeds (decision 045): each feed's next read, and the one mail
 * of a run of failed reads. A read fetches outside any transaction; what it changes is written in
 * the transaction that settles the job, with the next read queued there too. A read that throws
 * (ours to fix, not the source's) is a failed read on the feed's health as well, and the job is
 * retried; given up, the next read is queued as after any read (decision 160).
 */
export function feedJobHandlers(options: {
  reader: FeedReader;
  mailer: Mailer;
  publicUrl: string;
}): JobHandlers {
  const { reader, mailer, publicUrl } = options;
  const { db } = reader;
  const now = () => reader.now?.() ?? new Date();
  return {
    [FEED_SYNC]: defineJobHandler({
      payload: FeedPayload,
      async run(job): Promise<SyncOutcome | null> {
        const feed = await loadFeed(db, job.payload.feedId);
        if (!feed?.url) return null;
        return fetchForSync(reader, feed);
      },
      async commit(tx, job, outcome) {
        const feed = await loadFeed(tx, job.payload.feedId);
        if (!feed || !outcome) return;
        const at = now();
        await commitSync({ tx, feed, outcome: outcome as SyncOutcome, now: at });
        await scheduleNextSync(tx, feed, at);
      },
      async failed(tx, job, { message, givenUp }) {
        const feed = await loadFeed(tx, job.payload.feedId);
        if (!feed) return;
        const at = now();
        await recordFailure(tx, feed, thrownSyncMessage(message, givenUp), at);
        // Retried, this job is the feed's next read; given up, the usual next read takes its place.
        if (givenUp) await scheduleNextSync(tx, feed, at);
      },
    }),
    [FEED_FAILING_MAIL]: defineJobHandler({
      payload: FeedPayload,
      async run(job) {
        const feed = await loadFeed(db, job.payload.feedId);
        if (!feed) return;
        const members = await db
          .select({ email: user.email, name: user.name, provider: triviaProviders.name })
          .from(providerUsers)
          .innerJoin(user, eq(user.id, providerUsers.userId))
          .innerJoin(triviaProviders, eq(triviaProviders.id, providerUsers.providerId))
          .where(eq(providerUsers.providerId, feed.providerId));
        for (const member of members) {
          await mailer.send({
            to: member.email,
            subject: `We could not read your feed: ${feed.name}`,
            text: [
              `Hi ${member.name},`,
              '',
              `The last ${feed.consecutiveFailures} reads of ${member.provider}'s feed "${feed.name}" failed:`,
              feed.lastError ?? 'no reason given',
              '',
              'Until it reads again, your listings stay as they were.',
              `See the feed: ${publicUrl}${paths.admin.feeds}`,
              '— Trivia Near Me',
            ].join('\n'),
          });
        }
      },
    }),
  };
}

async function loadFeed(db: DbOrTx, feedId: string) {
  const [feed] = await db.select().from(providerFeeds).where(eq(providerFeeds.id, feedId));
  return feed ?? null;
}
