import { queryOptions, useQuery } from '@tanstack/react-query';
import { type IsoDate, type NearbyVenuesResponse, nearbyVenuesPath } from '@trivia/shared';
import { apiFetchWithMeta } from '@/lib/api-client.ts';

export interface NearbyVenuesParams {
  latitude: number;
  longitude: number;
  radiusMiles: number;
  /** The visitor's today: the week of occurrences starts on it. */
  date: IsoDate;
}

/** The answer, and when it was stored if the service worker answered from its offline cache. */
export interface NearbyVenuesResult extends NearbyVenuesResponse {
  servedFromCacheAt?: string | null;
}

export async function getNearbyVenues(
  params: NearbyVenuesParams,
  signal?: AbortSignal,
): Promise<NearbyVenuesResult> {
  const { data, servedFromCacheAt } = await apiFetchWithMeta<NearbyVenuesResponse>(
    nearbyVenuesPath(params),
    { signal },
  );
  return { ...data, servedFromCacheAt };
}

export const NEARBY_VENUES_KEY = ['venues', 'nearby'] as const;

export function nearbyVenuesQueryOptions(params: NearbyVenuesParams) {
  return queryOptions({
    queryKey: [...NEARBY_VENUES_KEY, params],
    queryFn: ({ signal }) => getNearbyVenues(params, signal),
    // The same search within a few minutes answers from memory (spec §9: no refetch unless moved).
    // An answer from the offline cache is asked again when the browser says it is back online, and
    // every half minute meanwhile (the server may have been the one out of reach).
    staleTime: (query) => (query.state.data?.servedFromCacheAt ? 0 : 5 * 60_000),
    refetchInterval: (query) => (query.state.data?.servedFromCacheAt ? 30_000 : false),
  });
}

export function useNearbyVenues(params: NearbyVenuesParams) {
  return useQuery(nearbyVenuesQueryOptions(params));
}
