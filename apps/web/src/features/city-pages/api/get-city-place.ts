import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CityPlaceResponse } from '@trivia/shared';
import { apiFetch } from '@/lib/api-client.ts';

export function getCityPlace(slug: string, signal?: AbortSignal): Promise<CityPlaceResponse> {
  return apiFetch<CityPlaceResponse>(`/api/places/${encodeURIComponent(slug)}`, { signal });
}

/** The place of a city page; the server puts it in the page it renders (no request then). */
export function cityPlaceQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['places', slug],
    queryFn: ({ signal }) => getCityPlace(slug, signal),
    staleTime: 5 * 60_000,
  });
}

export function useCityPlace(slug: string) {
  return useQuery(cityPlaceQueryOptions(slug));
}
