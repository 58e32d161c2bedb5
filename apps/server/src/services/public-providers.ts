import { providerPageSlug } from '@trivia/shared';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { events, triviaProviders } from '../db/schema/index.ts';

/** A provider the public sees (decision 137): active, and not rejected. */
export const PUBLIC_PROVIDER = and(
  eq(triviaProviders.isActive, true),
  ne(triviaProviders.status, 'rejected'),
);

/** A venue page's link to a provider's page, and the venue's events that provider hosts. */
export interface ProviderLink {
  slug: string;
  name: string;
  eventIds: string[];
}

/**
 * The public providers of the given events (a venue page's), with their pages' slugs, in one
 * query: the venue page links each event to its host's page. An event whose provider
 * is not public (or that has none) is in no entry.
 */
export async function findProviderLinks({
  db,
  eventIds,
}: {
  db: DbOrTx;
  eventIds: readonly string[];
}): Promise<ProviderLink[]> {
  if (eventIds.length === 0) return [];
  const rows = await db
    .select({ eventId: events.id, id: triviaProviders.id, name: triviaProviders.name })
    .from(events)
    .innerJoin(triviaProviders, eq(triviaProviders.id, events.providerId))
    .where(and(inArray(events.id, [...eventIds]), PUBLIC_PROVIDER));
  const byProvider = new Map<string, ProviderLink>();
  for (const row of rows) {
    const link = byProvider.get(row.id) ?? {
      slug: providerPageSlug(row),
      name: row.name,
      eventIds: [],
    };
    link.eventIds.push(row.eventId);
    byProvider.set(row.id, link);
  }
  return [...byProvider.values()].sort((a, b) => a.name.localeCompare(b.name));
}
