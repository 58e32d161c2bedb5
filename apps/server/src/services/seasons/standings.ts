import {
  computeStandings,
  type SeasonNight,
  type StandingsResponse,
  teamKey,
} from '@trivia/shared';
import { and, asc, between, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { nightResultEntries, nightResults, seasonEvents, seasons } from '../../db/schema/index.ts';
import { publicOwnerOf } from './read-seasons.ts';
import { teamMergesOf } from './team-merges.ts';

/**
 * `GET /api/v1/seasons/{slug}/standings` (decision 207): the season's table computed now, by
 * `computeStandings` (decision 204), from the posted results of its events' nights from its first
 * day to its last; a night is one event's date; names merged into one team count as it
 * (decision 211). Null for an unknown slug. Nothing is stored.
 */
export async function findSeasonStandings(options: {
  db: DbOrTx;
  slug: string;
}): Promise<StandingsResponse | null> {
  const { db, slug } = options;
  const [season] = await db.select().from(seasons).where(eq(seasons.slug, slug));
  if (!season) return null;
  const lines = await db
    .select({
      eventId: nightResults.eventId,
      date: nightResults.occurrenceDate,
      team: nightResultEntries.teamName,
      score: nightResultEntries.score,
      placement: nightResultEntries.placement,
    })
    .from(seasonEvents)
    .innerJoin(nightResults, eq(nightResults.eventId, seasonEvents.eventId))
    .innerJoin(nightResultEntries, eq(nightResultEntries.resultId, nightResults.id))
    .where(
      and(
        eq(seasonEvents.seasonId, season.id),
        between(nightResults.occurrenceDate, season.startsOn, season.endsOn),
      ),
    )
    .orderBy(
      asc(nightResults.occurrenceDate),
      asc(nightResults.eventId),
      asc(nightResultEntries.position),
    );
  // Names merged into one team count as it (decision 211).
  const merges = await teamMergesOf(
    db,
    season.providerId !== null
      ? { providerId: season.providerId, venueId: null }
      : { providerId: null, venueId: season.venueId ?? '' },
  );
  const nights = new Map<string, SeasonNight>();
  for (const line of lines) {
    const key = `${line.eventId} ${line.date}`;
    const night = nights.get(key) ?? { date: line.date, entries: [] };
    const team = merges.get(teamKey(line.team))?.intoName ?? line.team;
    night.entries.push({ team, score: line.score, placement: line.placement });
    nights.set(key, night);
  }
  const owner = await publicOwnerOf(db, season);
  return {
    season: {
      id: season.id,
      slug: season.slug,
      name: season.name,
      owner,
      startsOn: season.startsOn,
      endsOn: season.endsOn,
      rule: season.rule,
    },
    rows: computeStandings(season.rule, [...nights.values()]),
    nights: nights.size,
  };
}
