import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ScheduleResponse } from '@trivia/shared';
import { apiFetch } from '@/lib/api-client.ts';

export interface ScheduleParams {
  from: string;
  weeks: number;
  providerId: string | undefined;
  show?: 'all' | 'unconfirmed' | undefined;
}

export function scheduleQuery(params: ScheduleParams) {
  const search = new URLSearchParams({ from: params.from, weeks: String(params.weeks) });
  if (params.providerId) search.set('providerId', params.providerId);
  if (params.show) search.set('show', params.show);
  return queryOptions({
    queryKey: ['schedule', params],
    queryFn: ({ signal }) =>
      apiFetch<ScheduleResponse>(`/api/admin/schedule?${search}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSchedule(params: ScheduleParams) {
  return useQuery(scheduleQuery(params));
}
