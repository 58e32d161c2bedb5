import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DayOfWeek, EventListResponse } from '@trivia/shared';
import { apiFetch } from '@/lib/api-client.ts';
import { eventKeys } from './keys.ts';

export const EVENTS_PAGE_SIZE = 50;

export interface EventFilters {
  day: DayOfWeek | undefined;
  venueId: string | undefined;
  /** A provider's id, or 'self'. */
  providerId: string | undefined;
  /** Venue name or event type (issue 16). */
  q: string | undefined;
  /** 'Nashville, TN'. */
  town: string | undefined;
  page: number;
}

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
