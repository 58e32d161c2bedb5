import { createHmac } from 'node:crypto';
import type { FollowInput, FollowsChange, FollowsView, UnsubscribeView } from '@trivia/shared';
import { and, eq, inArray, isNotNull, isNull, lte, notInArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { followers, venueFollows, venues } from '../../db/schema/index.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { AppError } from '../../lib/app-error.ts';
import { refuseFilledHoneypot } from '../../lib/honeypot.ts';
import { findKeptVenueIds } from '../merged-venues.ts';
import { hitOrRefuse, type RateRule } from '../rate-limit.ts';
import { type FollowTokenPurpose, requireFollowToken } from './tokens.ts';
import { followedVenues } from './venues.ts';

/** At most this many follow requests an hour from one network address… */
export const FOLLOWS_PER_ADDRESS: RateRule = {
  what: 'follow requests',
  max: 10,
  windowMs: 60 * 60_000,
};
/** …and for one email address (each sends it a confirmation mail). */
export const FOLLOWS_PER_EMAIL: RateRule = {
  what: 'follow requests for this address',
  max: 3,
  windowMs: 60 * 60_000,
};

export const FOLLOW_CONFIRM_MAIL = 'follow-confirm-mail';
export const ConfirmMailPayload = z.object({ followerId: z.string() });
export type ConfirmMailPayload = z.infer<typeof ConfirmMailPayload>;

export const UNKNOWN_VENUE_MESSAGE = 'That venue is not listed.';

/**
 * The venues asked for, each once; a venue merged away (saved in a browser before the merge) is
 * the venue it was merged into (decision 158). 400 for an id no venue has.
 */
async function requireVenues(db: DbOrTx, venueIds: string[]): Promise<string[]> {
  const asked = [...new Set(venueIds)];
  if (asked.length === 0) return [];
  const rows = await db.select({ id: venues.id }).from(venues).where(inArray(venues.id, asked));
  const found = new Set(rows.map((row) => row.id));
  const keptOf = await findKeptVenueIds({ db, ids: asked.filter((id) => !found.has(id)) });
  if (asked.some((id) => !found.has(id) && !keptOf.has(id))) {
    throw AppError.invalid([{ field: 'venueIds', message: UNKNOWN_VENUE_MESSAGE }]);
  }
  return [...new Set(asked.map((id) => keptOf.get(id) ?? id))];
}

/**
 * `POST /api/follows`: records the address and its venues as unconfirmed (those it
 * confirmed already stay so) and queues the confirmation mail, the only mail an unconfirmed
 * follow gets. The answer is the same whatever the address's state, so that it tells nobody
 * whether an address follows anything.
 */
export async function followVenues(options: {
  db: Db;
  input: z.output<typeof FollowInput>;
  address: string;
  secret: string;
  now?: Date;
}): Promise<{ received: true }> {
  const { db, input, address, secret } = options;
  refuseFilledHoneypot(input.website);
  const emailKey = createHmac('sha256', secret).update(`follow:${input.email}`).digest('hex');
  await hitOrRefuse({ db, keys: [`follow:${address}`], rule: FOLLOWS_PER_ADDRESS });
  await hitOrRefuse({ db, keys: [`follow-email:${emailKey}`], rule: FOLLOWS_PER_EMAIL });
  const venueIds = await requireVenues(db, input.venueIds);
  const now = options.now ?? new Date();
  await writeTransaction(db, async (tx) => {
    await tx.insert(followers).values({ email: input.email }).onConflictDoNothing();
    const [follower] = await tx
      .select({ id: followers.id })
      .from(followers)
      .where(eq(followers.email, input.email));
    if (!follower) throw new Error('the follower just stored is missing');
    await tx
      .insert(venueFollows)
      .values(venueIds.map((venueId) => ({ followerId: follower.id, venueId })))
      .onConflictDoNothing();
    await enqueueJob(tx, {
      kind: FOLLOW_CONFIRM_MAIL,
      key: `${FOLLOW_CONFIRM_MAIL}:${follower.id}:${now.getTime()}`,
      payload: { followerId: follower.id } satisfies ConfirmMailPayload,
    });
  });
  return { received: true };
}

/**
 * The follows page of an address (empty once the address is gone). A confirm link's page shows
 * every venue it asked about; a manage link's shows the venues already confirmed, and a venue
 * added since, which waits for its own confirmation link, does not turn the page back into a
 * Confirm page that this link could not complete.
 */
export async function followsViewOf(
  db: DbOrTx,
  followerId: string,
  purpose: FollowTokenPurpose = 'confirm',
): Promise<FollowsView> {
  const [follower] = await db.select().from(followers).where(eq(followers.id, followerId));
  if (!follower) return { email: '', confirmed: false, weekly: false, results: false, venues: [] };
  const follows = await db
    .select({ venueId: venueFollows.venueId, confirmedAt: venueFollows.confirmedAt })
    .from(venueFollows)
    .where(eq(venueFollows.followerId, followerId));
  const shown = purpose === 'manage' ? follows.filter((row) => row.confirmedAt !== null) : follows;
  return {
    email: follower.email,
    confirmed: follower.confirmedAt !== null && shown.every((row) => row.confirmedAt !== null),
    weekly: follower.weekly,
    results: follower.results,
    venues: await followedVenues(
      db,
      shown.map((row) => row.venueId),
    ),
  };
}

/** `GET /api/follows/:token`: a confirm or manage link's page; changes nothing. */
export function viewFollows(options: { db: Db; key: Buffer; token: string }): Promise<FollowsView> {
  const token = requireFollowToken(options.key, options.token, ['confirm', 'manage']);
  return followsViewOf(options.db, token.followerId, token.purpose);
}

/**
 * `POST /api/follows/:token/confirm`: the confirmation link's button. Confirms the address and the
 * follows made before its mail; a venue added later waits for a link of its own.
 */
export async function confirmFollows(options: {
  db: Db;
  key: Buffer;
  token: string;
}): Promise<FollowsView> {
  const { db, key } = options;
  const token = requireFollowToken(key, options.token, ['confirm']);
  return writeTransaction(db, async (tx) => {
    const now = new Date();
    await tx
      .update(venueFollows)
      .set({ confirmedAt: now })
      .where(
        and(
          eq(venueFollows.followerId, token.followerId),
          isNull(venueFollows.confirmedAt),
          // The token keeps whole seconds: the second it was made in counts.
          lte(venueFollows.createdAt, new Date(token.issuedAt.getTime() + 1000)),
        ),
      );
    const [anyConfirmed] = await tx
      .select({ venueId: venueFollows.venueId })
      .from(venueFollows)
      .where(
        and(eq(venueFollows.followerId, token.followerId), isNotNull(venueFollows.confirmedAt)),
      )
      .limit(1);
    if (anyConfirmed) {
      await tx
        .update(followers)
        .set({ confirmedAt: now })
        .where(and(eq(followers.id, token.followerId), isNull(followers.confirmedAt)));
    }
    return followsViewOf(tx, token.followerId);
  });
}

/** Deletes an address: its follows and sent-mail records go with it (cascade). */
async function deleteFollower(db: DbOrTx, followerId: string): Promise<void> {
  await db.delete(followers).where(eq(followers.id, followerId));
}

/**
 * `PATCH /api/follows/:token`: keeps only the venues listed (none deletes the address) and turns
 * the weekly mail and the results mail on or off.
 */
export async function changeFollows(options: {
  db: Db;
  key: Buffer;
  token: string;
  change: z.output<typeof FollowsChange>;
}): Promise<FollowsView> {
  const { db, key, change } = options;
  const token = requireFollowToken(key, options.token, ['confirm', 'manage']);
  return writeTransaction(db, async (tx) => {
    const [follower] = await tx
      .select({ email: followers.email })
      .from(followers)
      .where(eq(followers.id, token.followerId));
    if (!follower) return followsViewOf(tx, token.followerId, token.purpose);
    if (change.venueIds !== undefined) {
      // A page opened before a merge names the merged venue: it means the kept one (decision 158).
      const keptOf = await findKeptVenueIds({ db: tx, ids: change.venueIds });
      const keep = [...new Set(change.venueIds.map((id) => keptOf.get(id) ?? id))];
      await tx.delete(venueFollows).where(
        keep.length === 0
          ? eq(venueFollows.followerId, token.followerId)
          : and(
              eq(venueFollows.followerId, token.followerId),
              notInArray(venueFollows.venueId, keep),
              // A manage link's page lists the confirmed venues only: one still waiting for its
              // own confirmation is not dropped by a Save that never showed it.
              token.purpose === 'manage' ? isNotNull(venueFollows.confirmedAt) : undefined,
            ),
      );
      const [left] = await tx
        .select({ venueId: venueFollows.venueId })
        .from(venueFollows)
        .where(eq(venueFollows.followerId, token.followerId))
        .limit(1);
      if (!left) {
        await deleteFollower(tx, token.followerId);
        return {
          email: follower.email,
          confirmed: false,
          weekly: false,
          results: false,
          venues: [],
        };
      }
    }
    if (change.weekly !== undefined || change.results !== undefined) {
      await tx
        .update(followers)
        .set({ weekly: change.weekly, results: change.results })
        .where(eq(followers.id, token.followerId));
    }
    return followsViewOf(tx, token.followerId, token.purpose);
  });
}

/** `GET /api/unsubscribe/:token`: whom the link unsubscribes; changes nothing. */
export async function viewUnsubscribe(options: {
  db: Db;
  key: Buffer;
  token: string;
}): Promise<UnsubscribeView> {
  const token = requireFollowToken(options.key, options.token, ['unsubscribe']);
  const [follower] = await options.db
    .select({ email: followers.email })
    .from(followers)
    .where(eq(followers.id, token.followerId));
  return follower
    ? { state: 'ready', email: follower.email }
    : { state: 'unsubscribed', email: '' };
}

/**
 * `POST /api/unsubscribe/:token` (the page's button) and `POST /unsubscribe/:token` (RFC 8058
 * one-click): deletes the address and its follows, so that nothing more is sent to it.
 */
export async function unsubscribe(options: {
  db: Db;
  key: Buffer;
  token: string;
}): Promise<UnsubscribeView> {
  const token = requireFollowToken(options.key, options.token, ['unsubscribe']);
  const deleted = await options.db
    .delete(followers)
    .where(eq(followers.id, token.followerId))
    .returning({ email: followers.email });
  return { state: 'unsubscribed', email: deleted[0]?.email ?? '' };
}
