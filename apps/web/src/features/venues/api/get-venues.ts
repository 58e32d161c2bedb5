import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { VenueListResponse } from '@trivia/shared';
import { apiFetch } from '@/lib/api-client.ts';
import { venueKeys } from './keys.ts';
import type { VenueListParams } from './venue-list-params.ts';

export const VENUES_PAGE_SIZE = 25;

export function venuesQuery(params: VenueListParams) {
  const search = new URLSearchParams({
    page: String(params.page),
    pageSize: String(VENUES_PAGE_SIZE),
  });
  if (params.q) search.set('q', params.q);
  if (params.status) search.set('status', params.status);
  return queryOptions({
    queryKey: venueKeys.list(params),
    queryFn: ({ signal }) => apiFetch<VenueListResponse>(`/api/admin/venues?${search}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useVenues(params: VenueListParams) {
  return useQuery(venuesQuery(params));
}
