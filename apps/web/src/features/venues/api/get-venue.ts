import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VenueDetail } from '@trivia/shared';
import { ApiError, apiFetch } from '@/lib/api-client.ts';
import { venueKeys } from './keys.ts';

export function venueQuery(venueId: string) {
  return queryOptions({
    queryKey: venueKeys.detail(venueId),
    queryFn: ({ signal }) =>
      apiFetch<VenueDetail>(`/api/admin/venues/${encodeURIComponent(venueId)}`, { signal }),
  });
}

export function useVenue(venueId: string) {
  return useQuery(venueQuery(venueId));
}

/** Unknown, malformed or not yours: the spec shows 'Venue not found' for all three. */
export function isVenueNotFound(error: unknown): boolean {
  return error instanceof ApiError && [400, 403, 404].includes(error.status);
}

/** The venue exists but the server refuses this user (spec §2: the edit form says 'Access Restricted'). */
export function isVenueForbidden(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}
