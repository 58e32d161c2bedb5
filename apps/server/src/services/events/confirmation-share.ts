import type { ConfirmationShare, IsoDate } from '@trivia/shared';
import { and, between, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventOccurrences, events, triviaProviders } from '../../db/schema/index.ts';

/**
 * For admins: of next week's nights that are not cancelled, how many are confirmed, per
 * provider (self-hosted nights together), the least confirmed first.
 */
export async function confirmationShareByProvider(
  db: Db,
  window: { from: IsoDate; to: IsoDate },
): Promise<ConfirmationShare[]> {
  const rows = await db
    .select({
      providerId: events.providerId,
      providerName: triviaProviders.name,
      confirmed: sql<number>`count(*) filter (where ${eventOccurrences.status} = 'confirmed')::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(eventOccurrences)
    .innerJoin(events, eq(events.id, eventOccurrences.eventId))
    .leftJoin(triviaProviders, eq(triviaProviders.id, events.providerId))
    .where(
      and(
        between(eventOccurrences.occurrenceDate, window.from, window.to),
        ne(eventOccurrences.status, 'cancelled'),
        eq(events.isActive, true),
      ),
    )
    .groupBy(events.providerId, triviaProviders.name);
  return rows
    .map((row) => ({ ...row, providerName: row.providerName ?? 'Self-hosted' }))
    .sort(
      (a, b) =>
        a.confirmed / a.total - b.confirmed / b.total ||
        a.providerName.localeCompare(b.providerName),
    );
}
