import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyVenuesResponse } from '@trivia/shared';
import { apiFetch } from '@/lib/api-client.ts';
import { venueKeys } from './keys.ts';

export const myVenuesQuery = queryOptions({
  queryKey: venueKeys.mine,
  queryFn: ({ signal }) => apiFetch<MyVenuesResponse>('/api/admin/my-venues', { signal }),
});

export function useMyVenues() {
  return useQuery(myVenuesQuery);
}
