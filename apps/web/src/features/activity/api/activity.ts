import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ActivityResponse, AuditEntityType, HistoryResponse } from '@trivia/shared';
import { apiFetch } from '@/lib/api-client.ts';

export interface ActivityFilters {
  actorId: string;
  entityType: AuditEntityType | undefined;
  from: string | undefined;
  to: string | undefined;
  before: string | undefined;
}

/** One page of /api/admin/activity (admins only), newest first, older than `before`. */
export function useActivity(filters: ActivityFilters) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) search.set(key, value);
  return useQuery({
    queryKey: ['activity', filters],
    queryFn: ({ signal }) =>
      apiFetch<ActivityResponse>(`/api/admin/activity?${search}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** A venue's or an event's history, 20 at a time, with "Show older" appending the next page. */
export function useHistory(kind: 'venues' | 'events', id: string) {
  return useInfiniteQuery({
    queryKey: ['history', kind, id],
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) =>
      apiFetch<HistoryResponse>(
        `/api/admin/${kind}/${encodeURIComponent(id)}/history${
          pageParam ? `?before=${encodeURIComponent(pageParam)}` : ''
        }`,
        { signal },
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // Every visit shows the latest changes (a night cancelled on the schedule a moment ago).
    staleTime: 0,
  });
}
