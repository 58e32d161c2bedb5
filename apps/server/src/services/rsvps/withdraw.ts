import {
  eventTitle,
  type TeamRsvpWithdrawView,
  todayIn,
  venuePageSlug,
  venueTimeZone,
} from '@trivia/shared';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { lockEvents } from '../../db/lock-order.ts';
import { events, teamRsvps, triviaProviders, venueNameSql, venues } from '../../db/schema/index.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { loadGazetteer } from '../../geo/load-gazetteer.ts';
import { AppError } from '../../lib/app-error.ts';
import { moveWaitlistUp } from './free-place.ts';
import { withdrawTokenHash } from './withdraw-token.ts';

export const WITHDRAW_LINK_GONE =
  'This link no longer works: the team was withdrawn or removed, or its night has passed.';

/**
 * A team's withdraw link: opening it shows the team and its night and changes nothing
 * (`viewTeamRsvp`); its page's button withdraws the team (`withdrawTeamRsvp`), which deletes its
 * row and moves the waitlist up. The token reaches its own team only (its hash is unique), and
 * only until the night has passed in the venue's time zone; otherwise 404 and nothing changes.
 */

async function findByToken(db: DbOrTx, token: string, now: Date) {
  const [row] = await db
    .select({
      id: teamRsvps.id,
      eventId: teamRsvps.eventId,
      date: teamRsvps.occurrenceDate,
      teamName: teamRsvps.teamName,
      venueId: venues.id,
      venueName: venueNameSql(),
      latitude: venues.latitude,
      longitude: venues.longitude,
      timezone: venues.timezone,
      eventType: events.eventType,
      providerName: triviaProviders.name,
      startTime: events.startTime,
    })
    .from(teamRsvps)
    .innerJoin(events, eq(events.id, teamRsvps.eventId))
    .innerJoin(venues, eq(venues.id, events.venueId))
    .leftJoin(triviaProviders, eq(triviaProviders.id, events.providerId))
    .where(eq(teamRsvps.withdrawTokenHash, withdrawTokenHash(token)));
  if (!row || row.date < todayIn(venueTimeZone(row.timezone), now)) {
    throw AppError.notFound(WITHDRAW_LINK_GONE);
  }
  return row;
}
type Found = Awaited<ReturnType<typeof findByToken>>;

async function viewOf(row: Found, state: TeamRsvpWithdrawView['state']) {
  const gazetteer = await loadGazetteer();
  const town =
    row.latitude === null || row.longitude === null
      ? null
      : gazetteer.nearestTown(row.latitude, row.longitude);
  return {
    state,
    teamName: row.teamName,
    venueName: row.venueName,
    venueSlug: venuePageSlug({ id: row.venueId, name: row.venueName, town }),
    eventTitle: eventTitle(row.eventType, row.providerName),
    date: row.date,
    startTime: row.startTime.slice(0, 5),
  } satisfies TeamRsvpWithdrawView;
}

/** `GET /api/rsvps/withdraw/:token`: the team and its night. Changes nothing. */
export async function viewTeamRsvp(options: {
  db: Db;
  token: string;
  now?: Date;
}): Promise<TeamRsvpWithdrawView> {
  return viewOf(await findByToken(options.db, options.token, options.now ?? new Date()), 'ready');
}

/** `POST /api/rsvps/withdraw/:token`: the team leaves its night; the waitlist moves up. */
export async function withdrawTeamRsvp(options: {
  db: Db;
  token: string;
  now?: Date;
}): Promise<TeamRsvpWithdrawView> {
  const { db, token } = options;
  const now = options.now ?? new Date();
  const found = await findByToken(db, token, now);
  const removed = await writeTransaction(db, async (tx) => {
    await lockEvents(tx, [found.eventId]);
    const deleted = await tx
      .delete(teamRsvps)
      .where(eq(teamRsvps.withdrawTokenHash, withdrawTokenHash(token)))
      .returning({ id: teamRsvps.id });
    if (deleted.length === 0) return false;
    await moveWaitlistUp(tx, found.eventId, found.date);
    return true;
  });
  if (!removed) throw AppError.notFound(WITHDRAW_LINK_GONE);
  return viewOf(found, 'withdrawn');
}
