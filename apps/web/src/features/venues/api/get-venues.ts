import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { VenueListResponse } from '@trivia/shared';
import { apiFetch } from '@/lib/api-client.ts';
import { venueKeys } from './keys.ts';

export const VENUES_PAGE_SIZE = 25;

export function venuesQuery(params: { q: string; page: number }) {
  const search = new URLSearchParams({
    page: String(params.page),
    pageSize: String(VENUES_PAGE_SIZE),
  });
  if (params.q) search.set('q', params.q);
  return queryOptions({
    queryKey: venueKeys.list(params),
    queryFn: ({ signal }) => apiFetch<VenueListResponse>(`/api/admin/venues?${search}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useVenues(params: { q: string; page: number }) {
  return useQuery(venuesQuery(params));
}
