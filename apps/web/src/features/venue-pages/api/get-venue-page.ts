import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VenuePageResponse } from '@trivia/shared';
import { apiFetch } from '@/lib/api-client.ts';

export function getVenuePage(slug: string, signal?: AbortSignal): Promise<VenuePageResponse> {
  return apiFetch<VenuePageResponse>(`/api/venue-pages/${encodeURIComponent(slug)}`, { signal });
}

/** A venue page's data; the server puts it in the page it renders (no request then). */
export function venuePageQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['venue-pages', slug],
    queryFn: ({ signal }) => getVenuePage(slug, signal),
    staleTime: 5 * 60_000,
  });
}

export function useVenuePage(slug: string) {
  return useQuery(venuePageQueryOptions(slug));
}
