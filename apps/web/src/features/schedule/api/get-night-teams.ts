import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NightTeam, NightTeamsResponse } from '@trivia/shared';
import { apiFetch } from '@/lib/api-client.ts';

export interface NightTeamsParams {
  from: string;
  through: string;
  /** One event's nights (its page); every night the user may see when absent (the schedule). */
  eventId?: string;
}

export function nightTeamsQuery(params: NightTeamsParams) {
  const search = new URLSearchParams({ from: params.from, through: params.through });
  if (params.eventId) search.set('eventId', params.eventId);
  return queryOptions({
    queryKey: ['night-teams', params],
    queryFn: ({ signal }) =>
      apiFetch<NightTeamsResponse>(`/api/admin/night-teams?${search}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The teams of every night in a range, in one request ("counts come from one query,
 * not one per night"). Each night of the schedule asks with the same range; React Query shares
 * the one answer among them.
 */
export function useNightTeams(params: NightTeamsParams) {
  return useQuery(nightTeamsQuery(params));
}

const NO_TEAMS: NightTeam[] = [];
const indexes = new WeakMap<NightTeamsResponse, Map<string, NightTeam[]>>();

/** One night's teams from the range's answer (indexed once per answer, not searched per night). */
export function teamsOfNight(
  data: NightTeamsResponse | undefined,
  eventId: string,
  date: string,
): NightTeam[] {
  if (!data) return NO_TEAMS;
  let index = indexes.get(data);
  if (!index) {
    index = new Map(data.nights.map((night) => [`${night.eventId} ${night.date}`, night.teams]));
    indexes.set(data, index);
  }
  return index.get(`${eventId} ${date}`) ?? NO_TEAMS;
}
