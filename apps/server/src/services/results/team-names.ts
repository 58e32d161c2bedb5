import {
  type Actor,
  canChangeOccurrence,
  TEAM_NAME_SUGGESTIONS_MAX,
  teamKey,
  type VenueTeamNamesResponse,
} from '@trivia/shared';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { events, nightResultEntries, nightResults, teamMerges } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireVenue } from '../access/index.ts';

export const NOT_YOUR_VENUE_NIGHTS =
  'Only those who run this venue’s trivia nights see the team names posted there.';

/**
 * `GET /api/admin/venues/:venueId/team-names?q=` (decision 205): names posted at the venue before,
 * for a host typing a team's name. Each team once (by `teamKey`), as it was last posted, the most
 * recently posted first, up to TEAM_NAME_SUGGESTIONS_MAX; only those whose key starts with the
 * query's. A name merged away by whoever runs the venue's nights is suggested as the team it counts
 * as (decision 211). For whoever may post a night of one of the venue's events (or a self-hosted
 * one there).
 */
export async function suggestTeamNames(options: {
  db: DbOrTx;
  actor: Actor;
  venueId: string;
  query: string;
}): Promise<VenueTeamNamesResponse> {
  const { db, actor, venueId, query } = options;
  const { facts } = await requireVenue(db, venueId);
  const providers = await db
    .selectDistinct({ providerId: events.providerId })
    .from(events)
    .where(eq(events.venueId, venueId));
  const mayPost = [{ providerId: null }, ...providers].some(
    ({ providerId }) => canChangeOccurrence(actor, { venue: facts, providerId }).allowed,
  );
  if (!mayPost) throw AppError.forbidden(NOT_YOUR_VENUE_NIGHTS);
  const key = teamKey(query);
  const latest = await db
    .selectDistinctOn([nightResultEntries.teamKey], {
      key: nightResultEntries.teamKey,
      name: nightResultEntries.teamName,
      postedAt: nightResults.postedAt,
    })
    .from(nightResultEntries)
    .innerJoin(nightResults, eq(nightResults.id, nightResultEntries.resultId))
    .innerJoin(events, eq(events.id, nightResults.eventId))
    .where(
      and(
        eq(events.venueId, venueId),
        key === '' ? undefined : sql`starts_with(${nightResultEntries.teamKey}, ${key})`,
      ),
    )
    .orderBy(nightResultEntries.teamKey, desc(nightResults.postedAt));
  const providerIds = providers.flatMap(({ providerId }) => (providerId ? [providerId] : []));
  const merges = await db
    .select({ fromKey: teamMerges.fromKey, key: teamMerges.intoKey, name: teamMerges.intoName })
    .from(teamMerges)
    .where(
      or(
        eq(teamMerges.venueId, venueId),
        providerIds.length > 0 ? inArray(teamMerges.providerId, providerIds) : undefined,
      ),
    );
  const countsAs = new Map(merges.map((merge) => [merge.fromKey, merge]));
  // Each team once, by the key it counts as: the most recently posted first.
  const teams = new Map<string, string>();
  for (const row of latest.sort(
    (a, b) => b.postedAt.getTime() - a.postedAt.getTime() || a.name.localeCompare(b.name),
  )) {
    const team = countsAs.get(row.key) ?? row;
    if (!teams.has(team.key)) teams.set(team.key, team.name);
  }
  return { names: [...teams.values()].slice(0, TEAM_NAME_SUGGESTIONS_MAX) };
}
