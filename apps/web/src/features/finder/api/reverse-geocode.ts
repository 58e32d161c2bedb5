import { queryOptions } from '@tanstack/react-query';
import type { ReverseGeocodeResponse } from '@trivia/shared';
import { apiFetch } from '@/lib/api-client.ts';

export function reverseGeocode(
  latitude: number,
  longitude: number,
  signal?: AbortSignal,
): Promise<ReverseGeocodeResponse> {
  const query = new URLSearchParams({ lat: String(latitude), lon: String(longitude) });
  return apiFetch<ReverseGeocodeResponse>(`/api/geocode/reverse?${query}`, { signal });
}

/** Used once per shared position, when the visitor taps Share My Location. */
export function reverseGeocodeQueryOptions(latitude: number, longitude: number) {
  return queryOptions({
    queryKey: ['places', 'reverse', latitude, longitude],
    queryFn: ({ signal }) => reverseGeocode(latitude, longitude, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
