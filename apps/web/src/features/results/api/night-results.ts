import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  NightResultsInput,
  NightResultsResponse,
  VenueTeamNamesResponse,
} from '@trivia/shared';
import { apiFetch } from '@/lib/api-client.ts';

/**
 * Where a night's results are read and posted: the schedule's (signed in) or a mailed Results
 * link's (decision 209); the same answers either way.
 */
export interface ResultsEndpoints {
  /** GET the results with the teams coming; PUT posts or corrects them. */
  results: string;
  /** GET `?q=`: names the venue has seen; null when they cannot be asked for yet. */
  teamNames: string | null;
}

export const scheduleResultsEndpoints = (
  eventId: string,
  date: string,
  venueId: string | undefined,
): ResultsEndpoints => ({
  results: `/api/admin/events/${encodeURIComponent(eventId)}/nights/${encodeURIComponent(date)}/results`,
  teamNames: venueId ? `/api/admin/venues/${encodeURIComponent(venueId)}/team-names` : null,
});

export const linkResultsEndpoints = (token: string): ResultsEndpoints => ({
  results: `/api/night-links/${encodeURIComponent(token)}/results`,
  teamNames: `/api/night-links/${encodeURIComponent(token)}/team-names`,
});

const resultsKey = (endpoints: ResultsEndpoints) => ['night-results', endpoints.results] as const;

/** The night's results as posted, with the teams that said they were coming (decision 205). */
export function useNightResults(endpoints: ResultsEndpoints, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: resultsKey(endpoints),
    queryFn: ({ signal }) => apiFetch<NightResultsResponse>(endpoints.results, { signal }),
    retry: false,
    enabled: options.enabled ?? true,
  });
}

/** Posts or corrects the night's results: the whole list replaces what was posted. */
export function useSaveNightResults(endpoints: ResultsEndpoints) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NightResultsInput) =>
      apiFetch<NightResultsResponse>(endpoints.results, { method: 'PUT', body: input }),
    onSuccess: (saved) => queryClient.setQueryData(resultsKey(endpoints), saved),
  });
}

/** Names posted at the venue before that start as `query` does, latest first. */
export function useTeamNames(url: string | null, query: string) {
  return useQuery({
    queryKey: ['team-names', url, query],
    queryFn: ({ signal }) =>
      apiFetch<VenueTeamNamesResponse>(`${url}?q=${encodeURIComponent(query)}`, { signal }),
    enabled: url !== null,
    staleTime: 60_000,
  });
}
