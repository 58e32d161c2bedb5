import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EventListResponse } from '@trivia/shared';
import { apiFetch } from '@/lib/api-client.ts';
import type { EventFilters } from './event-filters.ts';
import { eventKeys } from './keys.ts';

export const EVENTS_PAGE_SIZE = 50;

export function eventsQuery(filters: EventFilters) {
  const search = new URLSearchParams({
    page: String(filters.page),
    pageSize: String(EVENTS_PAGE_SIZE),
  });
  if (filters.day) search.set('day', filters.day);
  if (filters.venueId) search.set('venueId', filters.venueId);
  if (filters.providerId) search.set('providerId', filters.providerId);
  if (filters.q) search.set('q', filters.q);
  if (filters.town) search.set('town', filters.town);
  return queryOptions({
    queryKey: eventKeys.list(filters),
    queryFn: ({ signal }) => apiFetch<EventListResponse>(`/api/admin/events?${search}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useEvents(filters: EventFilters) {
  return useQuery(eventsQuery(filters));
}
