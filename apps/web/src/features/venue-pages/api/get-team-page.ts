import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TeamPageResponse } from '@trivia/shared';
import { apiFetch } from '@/lib/api-client.ts';

/** A team's page (decision 211); the server puts it in the page it renders. */
export function teamPageQueryOptions(kind: 'provider' | 'venue', slug: string, team: string) {
  return queryOptions({
    queryKey: ['team-pages', kind, slug, team],
    queryFn: ({ signal }) =>
      apiFetch<TeamPageResponse>(
        `/api/team-pages/${kind}/${encodeURIComponent(slug)}/${encodeURIComponent(team)}`,
        { signal },
      ),
    staleTime: 5 * 60_000,
  });
}

export function useTeamPage(kind: 'provider' | 'venue', slug: string, team: string) {
  return useQuery(teamPageQueryOptions(kind, slug, team));
}
