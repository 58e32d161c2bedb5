import {
  type IsoDate,
  VENUE_PAGE_STANDINGS_TEAMS,
  type VenueSeasonStandings,
} from '@trivia/shared';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { events, seasonEvents, seasons } from '../../db/schema/index.ts';
import { findSeasonStandings } from './standings.ts';

/** The most seasons a venue page shows. */
const SEASONS_SHOWN = 2;

/**
 * A venue's or a provider's page's leagues (decision 207): the seasons running on `today` over
 * one of the venue's listed events, or run by the provider, oldest first, each with its leaders
 * (VENUE_PAGE_STANDINGS_TEAMS rows); a season with no results yet is left out.
 */
export async function currentStandings(
  db: DbOrTx,
  of: { venueId: string } | { providerId: string },
  today: IsoDate,
): Promise<VenueSeasonStandings[]> {
  const running = await db
    .selectDistinct({ slug: seasons.slug, startsOn: seasons.startsOn })
    .from(seasons)
    .innerJoin(seasonEvents, eq(seasonEvents.seasonId, seasons.id))
    .innerJoin(events, eq(events.id, seasonEvents.eventId))
    .where(
      and(
        'venueId' in of ? eq(events.venueId, of.venueId) : eq(seasons.providerId, of.providerId),
        eq(events.isActive, true),
        lte(seasons.startsOn, today),
        gte(seasons.endsOn, today),
      ),
    )
    .orderBy(asc(seasons.startsOn), asc(seasons.slug))
    .limit(SEASONS_SHOWN);
  const shown: VenueSeasonStandings[] = [];
  for (const { slug } of running) {
    const standings = await findSeasonStandings({ db, slug });
    if (!standings || standings.rows.length === 0) continue;
    shown.push({
      slug,
      name: standings.season.name,
      nights: standings.nights,
      rows: standings.rows.slice(0, VENUE_PAGE_STANDINGS_TEAMS),
    });
  }
  return shown;
}
