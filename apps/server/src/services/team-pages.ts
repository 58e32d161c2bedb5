import {
  eventTitle,
  TEAM_PAGE_NIGHTS,
  type TeamPageResponse,
  type TeamSeason,
  teamKey,
  teamKeyOfSlug,
  teamSlug,
} from '@trivia/shared';
import { and, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import {
  events,
  nightResultEntries,
  nightResults,
  seasons,
  triviaProviders,
  venues,
} from '../db/schema/index.ts';
import { loadGazetteer } from '../geo/load-gazetteer.ts';
import { findPublicProvider } from './provider-pages.ts';
import { findSeasonStandings, teamMergesOf } from './seasons/index.ts';
import { displayName } from './venue-name.ts';
import { findVenueBySlug, venueSlugOf } from './venue-pages.ts';

/** The owner's seasons a team page looks through, latest first. */
const SEASONS_LOOKED_AT = 10;

/**
 * `GET /api/team-pages/{kind}/{slug}/{team}` (decision 211): a team at a provider (its nights at
 * every venue) or at a venue (its self-hosted nights): the name it last played under, its latest
 * nights with posted results (place, score, how many teams played) and the owner's seasons it
 * played in with its rank now; names merged into it (decision 211) are its own. Null when the
 * owner is unknown or the team never played there.
 */
export async function findTeamPage(options: {
  db: DbOrTx;
  kind: 'provider' | 'venue';
  slug: string;
  team: string;
}): Promise<TeamPageResponse | null> {
  const { db, kind, slug, team } = options;
  const key = teamKeyOfSlug(team);
  let owner: TeamPageResponse['owner'];
  let nightsOf: SQL | undefined;
  let seasonsOf: SQL;
  let merges: Awaited<ReturnType<typeof teamMergesOf>>;
  if (kind === 'provider') {
    const provider = await findPublicProvider({ db, slug });
    if (!provider) return null;
    owner = { kind, name: provider.name, slug: provider.slug };
    nightsOf = eq(events.providerId, provider.id);
    seasonsOf = eq(seasons.providerId, provider.id);
    merges = await teamMergesOf(db, { providerId: provider.id, venueId: null });
  } else {
    const found = await findVenueBySlug({ db, slug, weeks: 1 });
    if (!found) return null;
    owner = { kind, name: found.venue.name, slug: found.venue.slug };
    nightsOf = and(eq(events.venueId, found.venue.id), isNull(events.providerId));
    seasonsOf = eq(seasons.venueId, found.venue.id);
    merges = await teamMergesOf(db, { providerId: null, venueId: found.venue.id });
  }
  // A name merged into another team is that team's page; names merged into this one are its own.
  const mergedInto = merges.get(key);
  if (mergedInto) {
    return findTeamPage({ ...options, team: teamSlug(mergedInto.intoName) });
  }
  const merged = [...merges].filter(([, merge]) => merge.intoKey === key);
  const keys = [key, ...merged.map(([fromKey]) => fromKey)];
  const lines = await db
    .select({
      resultId: nightResults.id,
      date: nightResults.occurrenceDate,
      eventType: events.eventType,
      providerName: triviaProviders.name,
      venue: {
        id: venues.id,
        googleName: venues.googleName,
        nameOriginal: venues.nameOriginal,
        latitude: venues.latitude,
        longitude: venues.longitude,
      },
      teamName: nightResultEntries.teamName,
      place: nightResultEntries.placement,
      score: nightResultEntries.score,
    })
    .from(nightResultEntries)
    .innerJoin(nightResults, eq(nightResults.id, nightResultEntries.resultId))
    .innerJoin(events, eq(events.id, nightResults.eventId))
    .innerJoin(venues, eq(venues.id, events.venueId))
    .leftJoin(triviaProviders, eq(triviaProviders.id, events.providerId))
    .where(and(nightsOf, inArray(nightResultEntries.teamKey, keys)))
    .orderBy(desc(nightResults.occurrenceDate), desc(nightResults.postedAt))
    .limit(TEAM_PAGE_NIGHTS);
  const [latest] = lines;
  if (!latest) return null;
  const teamsPlaying = new Map(
    (
      await db
        .select({ resultId: nightResultEntries.resultId, teams: count() })
        .from(nightResultEntries)
        .where(
          inArray(
            nightResultEntries.resultId,
            lines.map((line) => line.resultId),
          ),
        )
        .groupBy(nightResultEntries.resultId)
    ).map((row) => [row.resultId, row.teams]),
  );
  const gazetteer = await loadGazetteer();
  return {
    team: {
      name: merged[0]?.[1].intoName ?? latest.teamName,
      slug: teamSlug(merged[0]?.[1].intoName ?? latest.teamName),
    },
    owner,
    nights: lines.map((line) => {
      const name = displayName(line.venue);
      return {
        date: line.date,
        eventTitle: eventTitle(line.eventType, line.providerName),
        venueName: name,
        venueSlug: venueSlugOf(gazetteer, { ...line.venue, name }),
        place: line.place,
        score: line.score,
        teams: teamsPlaying.get(line.resultId) ?? 0,
      };
    }),
    seasons: await teamSeasons(db, seasonsOf, key),
  };
}

/** The owner's latest seasons whose standings hold the team, with its line in them. */
async function teamSeasons(db: DbOrTx, seasonsOf: SQL, key: string): Promise<TeamSeason[]> {
  const owned = await db
    .select({ slug: seasons.slug })
    .from(seasons)
    .where(seasonsOf)
    .orderBy(desc(seasons.startsOn), seasons.slug)
    .limit(SEASONS_LOOKED_AT);
  const found: TeamSeason[] = [];
  for (const { slug } of owned) {
    const standings = await findSeasonStandings({ db, slug });
    const row = standings?.rows.find((each) => teamKey(each.team) === key);
    if (!standings || !row) continue;
    found.push({
      slug,
      name: standings.season.name,
      startsOn: standings.season.startsOn,
      endsOn: standings.season.endsOn,
      rank: row.rank,
      points: row.points,
      nights: row.nights,
    });
  }
  return found;
}
