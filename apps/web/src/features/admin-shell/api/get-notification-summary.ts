import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';

export const notificationSummaryQuery = queryOptions({
  queryKey: ['admin', 'notifications', 'summary'],
  queryFn: ({ signal }) =>
    apiFetch<{ unreadNewProviders: number }>('/api/admin/notifications/summary', { signal }),
  staleTime: 30_000,
});

/** Unread provider registrations, for the badge on the Providers link (admins only). */
export function useNotificationSummary(isEnabled: boolean) {
  return useQuery({ ...notificationSummaryQuery, enabled: isEnabled });
}
