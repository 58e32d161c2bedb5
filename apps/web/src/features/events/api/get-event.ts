import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventDetail } from '@trivia/shared';
import { ApiError, apiFetch } from '@/lib/api-client.ts';
import { eventKeys } from './keys.ts';

export function eventQuery(eventId: string) {
  return queryOptions({
    queryKey: eventKeys.detail(eventId),
    queryFn: ({ signal }) =>
      apiFetch<EventDetail>(`/api/admin/events/${encodeURIComponent(eventId)}`, { signal }),
  });
}

export function useEvent(eventId: string) {
  return useQuery(eventQuery(eventId));
}

/** Unknown, malformed or not yours: spec §2 'Event not found' for all three. */
export function isEventNotFound(error: unknown): boolean {
  return error instanceof ApiError && [400, 403, 404].includes(error.status);
}
