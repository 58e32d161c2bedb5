import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StandingsResponse } from '@trivia/shared';
import { apiFetch } from '@/lib/api-client.ts';

/** A season's standings, from the public API; the server puts them in the page it renders. */
export function standingsQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['standings', slug],
    queryFn: ({ signal }) =>
      apiFetch<StandingsResponse>(`/api/v1/seasons/${encodeURIComponent(slug)}/standings`, {
        signal,
      }),
    staleTime: 5 * 60_000,
  });
}

export function useStandings(slug: string) {
  return useQuery(standingsQueryOptions(slug));
}
