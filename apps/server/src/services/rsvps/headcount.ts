import type { NightHeadcount } from '@trivia/shared';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { teamRsvps } from '../../db/schema/index.ts';

/**
 * How many teams are coming to nights: the public answers' `teams` of a night, counted
 * in the statement that reads the venues (one grouped count per answer, decision 128); every
 * write of `team_rsvps` bumps the data version at its commit (decision 180).
 */

/**
 * Nights from two days before today in UTC on: every visitor's today is at most a day behind
 * UTC, and past nights' counts are never shown.
 */
const COUNTED_FROM = `(now() at time zone 'UTC')::date - 2`;

/**
 * SQL of a scalar subquery: the counts of teams coming to the nights of the venue whose id is
 * `venueId` (an SQL expression, `v.id`), as JSON `[{ eventId, date, teams }]`, null for none.
 */
export function teamCountsOfVenueSql(venueId: string): string {
  return `(select json_agg(json_build_object('eventId', c.event_id, 'date', c.occurrence_date, 'teams', c.teams))
      from (select r.event_id, r.occurrence_date::text as occurrence_date, count(*)::int as teams
        from team_rsvps r join events e on e.id = r.event_id
        where e.venue_id = ${venueId} and r.status = 'coming' and r.occurrence_date >= ${COUNTED_FROM}
        group by r.event_id, r.occurrence_date) c)`;
}

/**
 * SQL of a relation `(venue_id, teams)`: for the venues whose ids the query `venueIds` selects
 * (`select id from listed`), one row per venue with teams coming, `teams` as
 * `teamCountsOfVenueSql` gives it. One grouped count for a whole answer's venues: as a subquery
 * per venue, the nearby search counted (sorted, grouped, scanned `team_rsvps`) once per listed
 * venue (decision 183).
 */
export function teamCountsByVenueSql(venueIds: string): string {
  return `select c.venue_id, json_agg(json_build_object('eventId', c.event_id, 'date', c.occurrence_date, 'teams', c.teams)) as teams
      from (select e.venue_id, r.event_id, r.occurrence_date::text as occurrence_date, count(*)::int as teams
        from team_rsvps r join events e on e.id = r.event_id
        where e.venue_id in (${venueIds}) and r.status = 'coming' and r.occurrence_date >= ${COUNTED_FROM}
        group by e.venue_id, r.event_id, r.occurrence_date) c
      group by c.venue_id`;
}

export const TeamCounts = z
  .array(z.object({ eventId: z.string(), date: z.string(), teams: z.number().int() }))
  .nullable();
export type TeamCounts = z.infer<typeof TeamCounts>;

/** Counts by `{eventId}|{date}`, as `flaggedNights` keys nights. */
export function teamCountMap(counts: TeamCounts | undefined): Map<string, number> {
  return new Map((counts ?? []).map((night) => [`${night.eventId}|${night.date}`, night.teams]));
}

/** Teams coming to one night. */
export async function countComing(db: DbOrTx, eventId: string, date: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(teamRsvps)
    .where(
      and(
        eq(teamRsvps.eventId, eventId),
        eq(teamRsvps.occurrenceDate, date),
        eq(teamRsvps.status, 'coming'),
      ),
    );
  return row?.n ?? 0;
}

export function headcountOf(teams: number, maxTeams: number | null): NightHeadcount {
  return {
    teams,
    ...(maxTeams === null ? {} : { maxTeams }),
    isFull: maxTeams !== null && teams >= maxTeams,
  };
}
