import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@trivia/shared';
import { apiFetch } from '@/lib/api-client.ts';

export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: ({ signal }) => apiFetch<PublicConfig>('/api/public-config', { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

export function usePublicConfig() {
  return useQuery(publicConfigQuery);
}
