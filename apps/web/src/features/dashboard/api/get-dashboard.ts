import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardResponse } from '@trivia/shared';
import { apiFetch } from '@/lib/api-client.ts';

export const dashboardQuery = queryOptions({
  queryKey: ['dashboard'],
  queryFn: ({ signal }) => apiFetch<DashboardResponse>('/api/admin/dashboard', { signal }),
});

export function useDashboard() {
  return useQuery(dashboardQuery);
}
