import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AUTOCOMPLETE, type PlaceSearchResponse } from '@trivia/shared';
import { apiFetch } from '@/lib/api-client.ts';

/** The autocomplete's search, with the spec's parameters (§7). */
export function searchPlaces(text: string, signal?: AbortSignal): Promise<PlaceSearchResponse> {
  const query = new URLSearchParams({
    format: 'json',
    q: text,
    limit: String(AUTOCOMPLETE.limit),
    countrycodes: 'us',
    addressdetails: '1',
  });
  return apiFetch<PlaceSearchResponse>(`/api/nominatim/search?${query}`, { signal });
}

export function searchPlacesQueryOptions(text: string) {
  const trimmed = text.trim();
  return queryOptions({
    queryKey: ['places', 'search', trimmed.toLowerCase()],
    queryFn: ({ signal }) => searchPlaces(trimmed, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Suggestions for what was typed; none under the spec's 2 characters. */
export function usePlaceSuggestions(text: string) {
  return useQuery({
    ...searchPlacesQueryOptions(text),
    enabled: text.trim().length >= AUTOCOMPLETE.minChars,
    // Keep the last suggestions while the next ones load, so the list does not flicker.
    placeholderData: keepPreviousData,
  });
}
