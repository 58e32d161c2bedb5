import {
  type Actor,
  addDays,
  canChangeOccurrence,
  changeScope,
  eventPermissions,
  type NightTeamsQuery,
  type NightTeamsResponse,
  VENUE_FALLBACK_TIME_ZONE,
  viewScope,
} from '@trivia/shared';
import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { lockEvents } from '../../db/lock-order.ts';
import { events, teamRsvps, venues } from '../../db/schema/index.ts';
import { writeTransaction } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { requirePermission } from '../../lib/guards.ts';
import { EVENT_NOT_FOUND, eventsInScope, requireEvent } from '../access/index.ts';
import { eventLabel, nightLabel, recordAudit } from '../audit/index.ts';
import { displayName } from '../venue-name.ts';
import { moveWaitlistUp } from './free-place.ts';

/** The longest range of nights one request lists. */
export const NIGHT_TEAMS_MAX_DAYS = 62;
export const TEAM_NOT_FOUND = "That team doesn't exist or isn't coming to a night you manage.";

/**
 * Who is coming, as hosts see it: the teams of the nights the actor may view (admins
 * and read-only staff every night, everyone else those of events they manage), in one query.
 * Addresses only where the actor may manage the night (`canChangeOccurrence`, in SQL its scope).
 * Each night's teams: those coming, then the waitlist, each in the order they said so.
 */
export async function listNightTeams(options: {
  db: Db;
  actor: Actor;
  query: z.output<typeof NightTeamsQuery>;
}): Promise<NightTeamsResponse> {
  const { db, actor, query } = options;
  if (query.through < query.from) {
    throw AppError.invalid([{ field: 'through', message: 'Must not be before from' }]);
  }
  if (query.through > addDays(query.from, NIGHT_TEAMS_MAX_DAYS - 1)) {
    throw AppError.invalid([
      { field: 'through', message: `At most ${NIGHT_TEAMS_MAX_DAYS} days from from` },
    ]);
  }
  if (query.eventId) {
    const { facts } = await requireEvent(db, query.eventId);
    if (!eventPermissions(actor, facts).view.allowed) throw AppError.notFound(EVENT_NOT_FOUND);
  }
  const manages = eventsInScope(actor, changeScope(actor)) ?? sql`true`;
  const rows = await db
    .select({
      team: teamRsvps,
      manages: sql<boolean>`${manages}`,
    })
    .from(teamRsvps)
    .innerJoin(events, eq(events.id, teamRsvps.eventId))
    .where(
      and(
        eventsInScope(actor, viewScope(actor)),
        query.eventId ? eq(teamRsvps.eventId, query.eventId) : undefined,
        between(teamRsvps.occurrenceDate, query.from, query.through),
      ),
    )
    .orderBy(
      asc(teamRsvps.occurrenceDate),
      asc(teamRsvps.eventId),
      asc(teamRsvps.status),
      asc(teamRsvps.createdAt),
      asc(teamRsvps.id),
    );
  const nights: NightTeamsResponse['nights'] = [];
  for (const { team, manages: mayManage } of rows) {
    let night = nights.at(-1);
    if (night?.eventId !== team.eventId || night.date !== team.occurrenceDate) {
      night = { eventId: team.eventId, date: team.occurrenceDate, teams: [] };
      nights.push(night);
    }
    night.teams.push({
      id: team.id,
      teamName: team.teamName,
      ...(team.players === null ? {} : { players: team.players }),
      ...(mayManage && team.email !== null ? { email: team.email } : {}),
      status: team.status,
      createdAt: team.createdAt.toISOString(),
    });
  }
  return { nights };
}

/**
 * How the history keeps a team's "We're coming": its name, players and status, and the night's
 * event and date. Never its address: the history is read by everyone who may view the venue.
 */
function teamFacts(team: typeof teamRsvps.$inferSelect, event: Parameters<typeof eventLabel>[0]) {
  return {
    teamName: team.teamName,
    players: team.players,
    status: team.status,
    event: eventLabel(event),
    date: team.occurrenceDate,
  };
}

/**
 * `DELETE /api/admin/night-teams/:id`: a manager of the night removes a team; the waitlist moves
 * up. The history records it (decision 060): "removed the team Quiz Bears from Trivia at The Pub
 * on Fri, Dec 4".
 */
export async function removeNightTeam(options: {
  db: Db;
  actor: Actor;
  teamId: string;
}): Promise<void> {
  const { db, actor, teamId } = options;
  const [team] = await db.select().from(teamRsvps).where(eq(teamRsvps.id, teamId));
  if (!team) throw AppError.notFound(TEAM_NOT_FOUND);
  const { event, venue, facts } = await requireEvent(db, team.eventId);
  if (!eventPermissions(actor, facts).view.allowed) throw AppError.notFound(TEAM_NOT_FOUND);
  requirePermission(canChangeOccurrence(actor, facts));
  await writeTransaction(db, async (tx) => {
    await lockEvents(tx, [team.eventId]);
    const [gone] = await tx.delete(teamRsvps).where(eq(teamRsvps.id, teamId)).returning();
    if (!gone) throw AppError.notFound(TEAM_NOT_FOUND);
    const night = nightLabel({
      eventType: event.eventType,
      venueName: displayName(venue),
      date: gone.occurrenceDate,
    });
    await recordAudit({
      tx,
      actor,
      action: 'deleted',
      entity: { type: 'team_rsvp', id: gone.id, label: `${gone.teamName} from ${night}` },
      before: teamFacts(gone, event),
      after: null,
      venueId: event.venueId,
      eventId: event.id,
    });
    await moveWaitlistUp(tx, team.eventId, team.occurrenceDate);
  });
}

/**
 * The dashboard's Teams coming tonight: teams coming to tonight's nights (today in each venue's
 * time zone; Hawaii's without one, decision 101) of the events the actor may view. One query.
 */
export async function countTeamsComingTonight(db: Db, actor: Actor): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(teamRsvps)
    .innerJoin(events, eq(events.id, teamRsvps.eventId))
    .innerJoin(venues, eq(venues.id, events.venueId))
    .where(
      and(
        eq(teamRsvps.status, 'coming'),
        eq(events.isActive, true),
        sql`${teamRsvps.occurrenceDate} = (now() at time zone coalesce(${venues.timezone}, ${VENUE_FALLBACK_TIME_ZONE}))::date`,
        eventsInScope(actor, viewScope(actor)),
      ),
    );
  return row?.n ?? 0;
}
