import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportNight } from '@trivia/shared';
import { apiFetch } from '@/lib/api-client.ts';

/** The night a report page is about; the server puts it in the page it renders. */
export function reportNightQueryOptions(eventId: string, date: string) {
  return queryOptions({
    queryKey: ['report-night', eventId, date],
    queryFn: ({ signal }) =>
      apiFetch<ReportNight>(
        `/api/reports/night?event=${encodeURIComponent(eventId)}&date=${encodeURIComponent(date)}`,
        { signal },
      ),
    retry: false,
    staleTime: 5 * 60_000,
  });
}

export function useReportNight(eventId: string, date: string) {
  return useQuery(reportNightQueryOptions(eventId, date));
}

/** What a report page's form posted without its script, and why the server refused it. */
export interface PostedReport {
  values: { reason: string; note: string; email: string };
  error: string;
}

/** The server's answer to a form posted without the page's script. */
export function postedReportQueryOptions(eventId: string, date: string) {
  return queryOptions<PostedReport | null>({
    queryKey: ['report-posted', eventId, date],
    queryFn: () => null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
