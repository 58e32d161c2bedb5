import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReportListResponse, ReportStatus } from '@trivia/shared';
import { apiFetch } from '@/lib/api-client.ts';

export interface ReportFilters {
  status: ReportStatus | undefined;
  venueId: string | undefined;
}

export function useReports(filters: ReportFilters) {
  const search = new URLSearchParams();
  if (filters.status) search.set('status', filters.status);
  if (filters.venueId) search.set('venueId', filters.venueId);
  return useQuery({
    queryKey: ['reports', filters],
    queryFn: ({ signal }) =>
      apiFetch<ReportListResponse>(`/api/admin/reports?${search}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useResolveReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: string; note: string }) =>
      apiFetch(`/api/admin/reports/${encodeURIComponent(id)}/resolve`, {
        method: 'POST',
        body: { note },
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['reports'] }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]),
  });
}
