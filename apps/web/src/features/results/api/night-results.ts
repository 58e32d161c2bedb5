import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  NightResultsInput,
  NightResultsResponse,
  VenueTeamNamesResponse,
} from '@trivia/shared';
import { apiFetch } from '@/lib/api-client.ts';

const resultsUrl = (eventId: string, date: string) =>
  `/api/admin/events/${encodeURIComponent(eventId)}/nights/${encodeURIComponent(date)}/results`;
const resultsKey = (eventId: string, date: string) => ['night-results', eventId, date] as const;

/** The night's results as posted, with the teams that said they were coming (decision 205). */
export function useNightResults(eventId: string, date: string) {
  return useQuery({
    queryKey: resultsKey(eventId, date),
    queryFn: ({ signal }) => apiFetch<NightResultsResponse>(resultsUrl(eventId, date), { signal }),
    retry: false,
  });
}

/** Posts or corrects the night's results: the whole list replaces what was posted. */
export function useSaveNightResults(eventId: string, date: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NightResultsInput) =>
      apiFetch<NightResultsResponse>(resultsUrl(eventId, date), { method: 'PUT', body: input }),
    onSuccess: (saved) => queryClient.setQueryData(resultsKey(eventId, date), saved),
  });
}

/** Names posted at the venue before that start as `query` does, latest first. */
export function useTeamNames(venueId: string | undefined, query: string) {
  return useQuery({
    queryKey: ['team-names', venueId, query],
    queryFn: ({ signal }) =>
      apiFetch<VenueTeamNamesResponse>(
        `/api/admin/venues/${encodeURIComponent(venueId ?? '')}/team-names?q=${encodeURIComponent(query)}`,
        { signal },
      ),
    enabled: Boolean(venueId),
    staleTime: 60_000,
  });
}
