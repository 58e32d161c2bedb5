import { randomBytes } from 'node:crypto';
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
  venueNameSql,
  venues,
} from '../../db/schema/index.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashToken } from '../../lib/tokens.ts';
import { nightChanges, recordAudits } from '../audit/index.ts';
import { markSchedulesChecked } from '../events/index.ts';
import { nightsStillTheirs } from './night-link-rights.ts';

/**
 * The links of a confirmation mail. A token is 32 unguessable characters; the database
 * keeps only its SHA-256, with what it may do (`action`), to which nights, until when. Opening a
 * link only reads (`getNightLink`); pressing the page's button acts (`useNightLink`), once. Both
 * ask again whether the recipient may still change each night (`nightsStillTheirs`, decision 099).
 */

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
  if (occurrenceIds.length === 0) return [];
  const rows = await db
    .select({
      id: eventOccurrences.id,
      date: eventOccurrences.occurrenceDate,
      status: eventOccurrences.status,
      eventType: events.eventType,
      startTime: events.startTime,
      providerName: triviaProviders.name,
      venueName: venueNameSql(),
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
  adminEmails: readonly string[];
  now?: Date;
}): Promise<NightLinkView> {
  const { db, token, adminEmails } = options;
  const link = await findLink(db, token);
  const state = stateOf(link, options.now ?? new Date());
  if (state === 'expired')
    return { action: link.action, state, changed: 0, withheld: 0, nights: [] };
  const theirs = await nightsStillTheirs({ db, link, adminEmails });
  return {
    action: link.action,
    state,
    changed: 0,
    withheld: theirs.withheld,
    nights: await linkNights(db, theirs.occurrenceIds),
  };
}

/**
 * Does what the link was sent for, to those of its nights its recipient may still change
 * (decision 099), once: confirms (and marks their events' schedules checked) or cancels the nights
 * whose status allows it (spec §4). A link that confirms one night may set its theme too
 * (decision 208). A Results link acts only through its form (decision 209). A used link changes nothing; an expired one answers 409; one whose recipient may
 * change none of its nights any more answers 403 and stays unused.
 */
export async function useNightLink(options: {
  db: Db;
  token: string;
  adminEmails: readonly string[];
  /** Tonight's theme, with a link that confirms one night; null takes it off. */
  theme?: string | null;
  now?: Date;
}): Promise<NightLinkView> {
  const now = options.now ?? new Date();
  const { db, token, adminEmails, theme } = options;
  return writeTransaction(db, async (tx) => {
    const found = await findLink(tx, token);
    const [link] = await tx
      .select()
      .from(nightLinks)
      .where(eq(nightLinks.id, found.id))
      .for('update');
    if (!link) throw AppError.notFound(NIGHT_LINK_NOT_FOUND);
    if (link.action === 'results') {
      throw AppError.invalid([{ field: 'token', message: RESULTS_LINK_POSTS_RESULTS }]);
    }
    if (theme !== undefined && link.action !== 'confirm') {
      throw AppError.invalid([{ field: 'theme', message: THEME_NEEDS_CONFIRM_LINK }]);
    }
    const state = stateOf(link, now);
    if (state === 'expired') {
      throw AppError.conflict('This link has expired. Confirm your nights on the schedule page.');
    }
    // Locked before the recipient's rights are read, as a change on the schedule does.
    const before = state === 'ready' ? await lockNights(tx, link.occurrenceIds) : [];
    const theirs = await nightsStillTheirs({ db: tx, link, adminEmails });
    let changed = 0;
    if (state === 'ready') {
      changed = await applyAction(tx, {
        link,
        occurrenceIds: theirs.occurrenceIds,
        byPlatform: new Set(theirs.byPlatform),
        before,
        now,
      });
      if (theme !== undefined) {
        await setTheme(tx, { link, occurrenceIds: theirs.occurrenceIds, theme });
      }
      await tx.update(nightLinks).set({ usedAt: now }).where(eq(nightLinks.id, link.id));
    }
    return {
      action: link.action,
      state: 'used' as const,
      changed,
      withheld: theirs.withheld,
      nights: await linkNights(tx, theirs.occurrenceIds),
    };
  });
}

export const RESULTS_LINK_POSTS_RESULTS =
  'This link posts the night’s results: send them with the form on its page.';

export const THEME_NEEDS_CONFIRM_LINK = 'Only a link that confirms one night can set its theme.';

/** The history names the person the link was sent to. */
async function linkActor(tx: Tx, link: typeof nightLinks.$inferSelect) {
  const [recipient] = await tx
    .select({ name: user.name })
    .from(user)
    .where(eq(user.id, link.userId));
  return { system: `${recipient?.name ?? 'Someone'} (by email link)`, userId: link.userId };
}

/** Sets the theme of the link's nights its recipient may still change, with their history. */
async function setTheme(
  tx: Tx,
  options: { link: typeof nightLinks.$inferSelect; occurrenceIds: string[]; theme: string | null },
) {
  const { link, occurrenceIds, theme } = options;
  if (occurrenceIds.length === 0) return;
  // Read again: the action has just changed their status.
  const before = await lockNights(tx, occurrenceIds);
  const updated = await tx
    .update(eventOccurrences)
    .set({ theme })
    .where(inArray(eventOccurrences.id, occurrenceIds))
    .returning();
  await recordAudits(
    tx,
    await linkActor(tx, link),
    await nightChanges(tx, before, updated, 'updated'),
  );
}

async function applyAction(
  tx: Tx,
  options: {
    link: typeof nightLinks.$inferSelect;
    occurrenceIds: string[];
    /** Nights a confirmation by the recipient confirms as the platform's (decision 123). */
    byPlatform: ReadonlySet<string>;
    before: Awaited<ReturnType<typeof lockNights>>;
    now: Date;
  },
): Promise<number> {
  const { link, occurrenceIds, byPlatform, before, now } = options;
  if (occurrenceIds.length === 0) return 0;
  const to = link.action === 'cancel' ? 'cancelled' : 'confirmed';
  const from = (['scheduled', 'confirmed', 'cancelled'] as const).filter((status) =>
    canTransition(status, to),
  );
  const groups = [
    { confirmedBy: 'host' as const, ids: occurrenceIds.filter((id) => !byPlatform.has(id)) },
    { confirmedBy: 'platform' as const, ids: occurrenceIds.filter((id) => byPlatform.has(id)) },
  ];
  const updated = [];
  for (const { confirmedBy, ids } of groups) {
    if (ids.length === 0) continue;
    updated.push(
      ...(await tx
        .update(eventOccurrences)
        .set({
          status: to,
          confirmedAt: to === 'confirmed' ? now : null,
          confirmedBy: to === 'confirmed' ? confirmedBy : null,
        })
        .where(and(inArray(eventOccurrences.id, ids), inArray(eventOccurrences.status, from)))
        .returning()),
    );
  }
  await recordAudits(tx, await linkActor(tx, link), await nightChanges(tx, before, updated, to));
  if (to === 'confirmed' && updated.length > 0) {
    await markSchedulesChecked(tx, [...new Set(updated.map((row) => row.eventId))], now);
  }
  return updated.length;
}

/** The last day a link made today still works (for the mail's footer). */
export const linksValidThrough = (today: string) => addDays(today, NIGHT_LINK_DAYS);
