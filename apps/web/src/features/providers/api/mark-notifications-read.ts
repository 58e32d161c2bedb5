import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkNotificationsReadResponse } from '@trivia/shared';
import { apiFetch } from '@/lib/api-client.ts';
import { notificationSummaryQueryKey, providersQueryKey } from './get-providers.ts';

export function markNotificationsRead() {
  return apiFetch<MarkNotificationsReadResponse>('/api/admin/notifications/read', {
    method: 'POST',
  });
}

/** "Mark all as read": clears the unread registrations here and in the navigation. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: providersQueryKey }),
        queryClient.invalidateQueries({ queryKey: notificationSummaryQueryKey }),
      ]),
  });
}
