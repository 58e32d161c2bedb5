import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IsoDate, NearbyVenuesResponse } from '@trivia/shared';
import { apiFetch } from '@/lib/api-client.ts';

export interface NearbyVenuesParams {
  latitude: number;
  longitude: number;
  radiusMiles: number;
  /** The visitor's today: the week of occurrences starts on it. */
  date: IsoDate;
}

export function getNearbyVenues(
  { latitude, longitude, radiusMiles, date }: NearbyVenuesParams,
  signal?: AbortSignal,
): Promise<NearbyVenuesResponse> {
  const query = new URLSearchParams({
    lat: String(latitude),
    lng: String(longitude),
    radius_miles: String(radiusMiles),
    date,
  });
  return apiFetch<NearbyVenuesResponse>(`/api/venues/nearby?${query}`, { signal });
}

export const NEARBY_VENUES_KEY = ['venues', 'nearby'] as const;

export function nearbyVenuesQueryOptions(params: NearbyVenuesParams) {
  return queryOptions({
    queryKey: [...NEARBY_VENUES_KEY, params],
    queryFn: ({ signal }) => getNearbyVenues(params, signal),
    // The same search within a few minutes answers from memory (spec §9: no refetch unless moved).
    staleTime: 5 * 60_000,
  });
}

export function useNearbyVenues(params: NearbyVenuesParams) {
  return useQuery(nearbyVenuesQueryOptions(params));
}
