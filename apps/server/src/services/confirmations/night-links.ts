import { createHash, randomBytes } from 'node:crypto';
import {
  addDays,
  canTransition,
  eventTitle,
  NIGHT_LINK_DAYS,
  type NightLinkAction,
  type NightLinkView,
} from '@trivia/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { lockNights } from '../../db/lock-order.ts';
import {
  eventOccurrences,
  events,
  nightLinks,
  triviaProviders,
  user,
  venues,
} from '../../db/schema/index.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { nightChanges } from '../audit/night-changes.ts';
import { recordAudits } from '../audit/record-audit.ts';

/**
 * The links of a confirmation mail (issue 14). A token is 32 unguessable characters; the database
 * keeps only its SHA-256, with what it may do (`action`), to which nights, until when. Opening a
 * link only reads (`getNightLink`); pressing the page's button acts (`useNightLink`), once.
 */

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const NIGHT_LINK_NOT_FOUND =
  "This link isn't valid. It may be incomplete: open it straight from the email, or ask for a new one.";

export interface NewNightLink {
  action: NightLinkAction;
  occurrenceIds: string[];
}

/** Stores the links and answers their tokens, in the order asked. */
export async function createNightLinks(
  db: DbOrTx,
  options: { userId: string; links: NewNightLink[]; now?: Date },
): Promise<string[]> {
  const now = options.now ?? new Date();
  const expiresAt = new Date(now.getTime() + NIGHT_LINK_DAYS * 86_400_000);
  const tokens = options.links.map(() => randomBytes(24).toString('base64url'));
  for (let start = 0; start < tokens.length; start += 500) {
    await db.insert(nightLinks).values(
      tokens.slice(start, start + 500).map((token, index) => {
        const link = options.links[start + index] as NewNightLink;
        return {
          tokenHash: hashToken(token),
          action: link.action,
          userId: options.userId,
          occurrenceIds: link.occurrenceIds,
          expiresAt,
        };
      }),
    );
  }
  return tokens;
}

async function findLink(db: DbOrTx, token: string) {
  const [link] = await db
    .select()
    .from(nightLinks)
    .where(eq(nightLinks.tokenHash, hashToken(token)));
  if (!link) throw AppError.notFound(NIGHT_LINK_NOT_FOUND);
  return link;
}

async function linkNights(db: DbOrTx, occurrenceIds: string[]) {
  const rows = await db
    .select({
      id: eventOccurrences.id,
      date: eventOccurrences.occurrenceDate,
      status: eventOccurrences.status,
      eventType: events.eventType,
      startTime: events.startTime,
      providerName: triviaProviders.name,
      venueName: sql<string>`coalesce(${venues.googleName}, ${venues.nameOriginal})`,
    })
    .from(eventOccurrences)
    .innerJoin(events, eq(events.id, eventOccurrences.eventId))
    .innerJoin(venues, eq(venues.id, events.venueId))
    .leftJoin(triviaProviders, eq(triviaProviders.id, events.providerId))
    .where(inArray(eventOccurrences.id, occurrenceIds))
    .orderBy(sql`5`, eventOccurrences.occurrenceDate, events.startTime);
  return rows.map((row) => ({
    id: row.id,
    date: row.date,
    status: row.status,
    venueName: row.venueName,
    eventTitle: eventTitle(row.eventType, row.providerName),
    startTime: row.startTime.slice(0, 5),
  }));
}

function stateOf(link: typeof nightLinks.$inferSelect, now: Date): NightLinkView['state'] {
  if (link.usedAt) return 'used';
  return link.expiresAt.getTime() <= now.getTime() ? 'expired' : 'ready';
}

/** What a link would do, for its page. Changes nothing (mail scanners open links). */
export async function getNightLink(options: {
  db: Db;
  token: string;
  now?: Date;
}): Promise<NightLinkView> {
  const link = await findLink(options.db, options.token);
  const state = stateOf(link, options.now ?? new Date());
  return {
    action: link.action,
    state,
    changed: 0,
    nights: state === 'expired' ? [] : await linkNights(options.db, link.occurrenceIds),
  };
}

/**
 * Does what the link was sent for, to its nights only, once: confirms (and marks their events'
 * schedules checked) or cancels the nights whose status allows it (spec §4). A used link changes
 * nothing; an expired one answers 409.
 */
export async function useNightLink(options: {
  db: Db;
  token: string;
  now?: Date;
}): Promise<NightLinkView> {
  const now = options.now ?? new Date();
  const { db, token } = options;
  return writeTransaction(db, async (tx) => {
    const found = await findLink(tx, token);
    const [link] = await tx
      .select()
      .from(nightLinks)
      .where(eq(nightLinks.id, found.id))
      .for('update');
    if (!link) throw AppError.notFound(NIGHT_LINK_NOT_FOUND);
    const state = stateOf(link, now);
    if (state === 'expired') {
      throw AppError.conflict('This link has expired. Confirm your nights on the schedule page.');
    }
    let changed = 0;
    if (state === 'ready') {
      changed = await applyAction(tx, link, now);
      await tx.update(nightLinks).set({ usedAt: now }).where(eq(nightLinks.id, link.id));
    }
    return {
      action: link.action,
      state: 'used' as const,
      changed,
      nights: await linkNights(tx, link.occurrenceIds),
    };
  });
}

async function applyAction(
  tx: Tx,
  link: typeof nightLinks.$inferSelect,
  now: Date,
): Promise<number> {
  const { action, occurrenceIds } = link;
  const before = await lockNights(tx, occurrenceIds);
  const to = action === 'cancel' ? 'cancelled' : 'confirmed';
  const from = (['scheduled', 'confirmed', 'cancelled'] as const).filter((status) =>
    canTransition(status, to),
  );
  const updated = await tx
    .update(eventOccurrences)
    .set({ status: to, confirmedAt: to === 'confirmed' ? now : null })
    .where(and(inArray(eventOccurrences.id, occurrenceIds), inArray(eventOccurrences.status, from)))
    .returning();
  // The history names the person the link was sent to (issue 17).
  const [recipient] = await tx
    .select({ name: user.name })
    .from(user)
    .where(eq(user.id, link.userId));
  await recordAudits(
    tx,
    { system: `${recipient?.name ?? 'Someone'} (by email link)`, userId: link.userId },
    nightChanges(before, updated, to),
  );
  if (to === 'confirmed' && updated.length > 0) {
    await markSchedulesChecked(tx, [...new Set(updated.map((row) => row.eventId))], now);
  }
  return updated.length;
}

/** `events.verified_at`: the host checked the schedule (issue 14, "Verified {Mon d}"). */
export async function markSchedulesChecked(tx: DbOrTx, eventIds: string[], now: Date) {
  if (eventIds.length === 0) return;
  await tx.update(events).set({ verifiedAt: now }).where(inArray(events.id, eventIds));
}

/** The last day a link made today still works (for the mail's footer). */
export const linksValidThrough = (today: string) => addDays(today, NIGHT_LINK_DAYS);
