import {
  eventTitle,
  type NightResultEntry,
  VENUE_PAGE_RESULT_NIGHTS,
  type VenueNightResults,
} from '@trivia/shared';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  events,
  nightResultEntries,
  nightResults,
  triviaProviders,
} from '../../db/schema/index.ts';

/**
 * A venue page's latest nights with posted results (decision 205): of its listed (active) events,
 * newest night first, at most VENUE_PAGE_RESULT_NIGHTS, each with its lines in place order.
 */
export async function latestVenueResults(
  db: DbOrTx,
  venueId: string,
): Promise<VenueNightResults[]> {
  const nights = await db
    .select({
      id: nightResults.id,
      eventId: nightResults.eventId,
      date: nightResults.occurrenceDate,
      eventType: events.eventType,
      providerName: triviaProviders.name,
    })
    .from(nightResults)
    .innerJoin(events, eq(events.id, nightResults.eventId))
    .leftJoin(triviaProviders, eq(triviaProviders.id, events.providerId))
    .where(and(eq(events.venueId, venueId), eq(events.isActive, true)))
    .orderBy(desc(nightResults.occurrenceDate), desc(nightResults.postedAt))
    .limit(VENUE_PAGE_RESULT_NIGHTS);
  if (nights.length === 0) return [];
  const lines = await db
    .select({
      resultId: nightResultEntries.resultId,
      team: nightResultEntries.teamName,
      score: nightResultEntries.score,
      placement: nightResultEntries.placement,
    })
    .from(nightResultEntries)
    .where(
      inArray(
        nightResultEntries.resultId,
        nights.map((night) => night.id),
      ),
    )
    .orderBy(asc(nightResultEntries.placement), asc(nightResultEntries.position));
  return nights.map((night) => ({
    eventId: night.eventId,
    date: night.date,
    title: eventTitle(night.eventType, night.providerName),
    entries: lines
      .filter((line) => line.resultId === night.id)
      .map(({ team, score, placement }): NightResultEntry => ({ team, score, placement })),
  }));
}
