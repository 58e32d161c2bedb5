import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  EventListResponse,
  SeasonInput,
  SeasonResponse,
  SeasonsResponse,
  TeamMerge,
  TeamMergeInput,
  TeamMergesResponse,
} from '@trivia/shared';
import { apiFetch } from '@/lib/api-client.ts';

const seasonsKey = ['seasons'] as const;

/** The seasons the signed-in person may manage (decision 207), latest first. */
export function useSeasons() {
  return useQuery({
    queryKey: seasonsKey,
    queryFn: ({ signal }) => apiFetch<SeasonsResponse>('/api/admin/seasons', { signal }),
  });
}

/** Creates a season, or replaces one (`id`) whole. */
export function useSaveSeason(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SeasonInput) =>
      apiFetch<SeasonResponse>(
        id ? `/api/admin/seasons/${encodeURIComponent(id)}` : '/api/admin/seasons',
        {
          method: id ? 'PUT' : 'POST',
          body: input,
        },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: seasonsKey }),
  });
}

export function useDeleteSeason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<void>(`/api/admin/seasons/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: seasonsKey }),
  });
}

/** Events the person sees (their providers', their venues'), up to 200: a season's choices. */
export function useSeasonEvents(filter: { providerId?: string; venueId?: string } = {}) {
  const search = new URLSearchParams({ page: '1', pageSize: '200' });
  if (filter.providerId) search.set('providerId', filter.providerId);
  if (filter.venueId) search.set('venueId', filter.venueId);
  return useQuery({
    queryKey: ['season-events', filter.providerId ?? '', filter.venueId ?? ''],
    queryFn: ({ signal }) => apiFetch<EventListResponse>(`/api/admin/events?${search}`, { signal }),
  });
}

const mergesKey = ['team-merges'] as const;

/** Names made one team (decision 211) at the providers and venues the person manages. */
export function useTeamMerges() {
  return useQuery({
    queryKey: mergesKey,
    queryFn: ({ signal }) => apiFetch<TeamMergesResponse>('/api/admin/team-merges', { signal }),
  });
}

export function useMergeTeams() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TeamMergeInput) =>
      apiFetch<TeamMerge>('/api/admin/team-merges', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mergesKey }),
  });
}

export function useSplitTeams() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<void>(`/api/admin/team-merges/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mergesKey }),
  });
}
