import { queryOptions, useQueries } from '@tanstack/react-query';
import type { VenuePageResponse } from '@trivia/shared';
import { apiFetchWithMeta } from '@/lib/api-client.ts';
import type { SavedVenue } from '@/lib/saved-venues.ts';

/** A saved venue's page data, and when it was stored if the service worker answered offline. */
export interface SavedVenueResult extends VenuePageResponse {
  servedFromCacheAt: string | null;
}

function savedVenueQuery(slug: string) {
  return queryOptions({
    queryKey: ['saved-venues', slug],
    queryFn: async ({ signal }): Promise<SavedVenueResult> => {
      const { data, servedFromCacheAt } = await apiFetchWithMeta<VenuePageResponse>(
        `/api/venue-pages/${encodeURIComponent(slug)}`,
        { signal },
      );
      return { ...data, servedFromCacheAt };
    },
    staleTime: 5 * 60_000,
  });
}

/**
 * Each saved venue's next nights, from the venue page API. The service worker keeps the answers
 * (`lib/offline-cache.ts`), so the Saved view opens offline with what it last loaded.
 */
export function useSavedVenueNights(venues: readonly SavedVenue[]) {
  return useQueries({ queries: venues.map((venue) => savedVenueQuery(venue.slug)) });
}
