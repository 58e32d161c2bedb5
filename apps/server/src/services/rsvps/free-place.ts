import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { events, teamRsvps } from '../../db/schema/index.ts';
import { countComing } from './headcount.ts';
import { enqueuePlaceFreedMails } from './rsvp-mail.ts';

/**
 * After a team left a night (withdrew, or was removed by a manager): while the night has room
 * under its event's `max_teams`, the first waitlisted team (by `created_at`) moves up and, when
 * it gave an address, is mailed. Runs in the transaction that deleted the team, which holds the
 * event's lock (decision 092), so no team arriving meanwhile takes the place twice.
 */
export async function moveWaitlistUp(tx: Tx, eventId: string, date: string): Promise<void> {
  const [event] = await tx
    .select({ maxTeams: events.maxTeams })
    .from(events)
    .where(eq(events.id, eventId));
  if (!event) return;
  const room =
    event.maxTeams === null
      ? Number.MAX_SAFE_INTEGER
      : event.maxTeams - (await countComing(tx, eventId, date));
  if (room <= 0) return;
  const waiting = await tx
    .select({ id: teamRsvps.id, email: teamRsvps.email })
    .from(teamRsvps)
    .where(
      and(
        eq(teamRsvps.eventId, eventId),
        eq(teamRsvps.occurrenceDate, date),
        eq(teamRsvps.status, 'waitlist'),
      ),
    )
    .orderBy(asc(teamRsvps.createdAt), asc(teamRsvps.id))
    .limit(Math.min(room, 1000));
  if (waiting.length === 0) return;
  await tx
    .update(teamRsvps)
    .set({ status: 'coming' })
    .where(
      inArray(
        teamRsvps.id,
        waiting.map((team) => team.id),
      ),
    );
  await enqueuePlaceFreedMails(
    tx,
    waiting.filter((team) => team.email !== null).map((team) => team.id),
  );
}
