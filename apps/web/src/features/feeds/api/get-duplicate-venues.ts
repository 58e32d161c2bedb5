import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DuplicateVenuesResponse } from '@trivia/shared';
import { apiFetch } from '@/lib/api-client.ts';
import { feedKeys } from './keys.ts';

export function getDuplicateVenues({ signal }: { signal?: AbortSignal } = {}) {
  return apiFetch<DuplicateVenuesResponse>('/api/admin/venues/duplicates', { signal });
}

export const duplicateVenuesQuery = queryOptions({
  queryKey: feedKeys.duplicates,
  queryFn: ({ signal }) => getDuplicateVenues({ signal }),
});

/** Pairs of our venues that may be one, best first (admins). */
export function useDuplicateVenues() {
  return useQuery(duplicateVenuesQuery);
}
