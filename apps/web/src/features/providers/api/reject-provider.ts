import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProviderDirectoryEntry } from '@trivia/shared';
import { apiFetch } from '@/lib/api-client.ts';
import { notificationSummaryQueryKey, providersQueryKey } from './get-providers.ts';

export function rejectProvider(providerId: string) {
  return apiFetch<ProviderDirectoryEntry>(
    `/api/admin/providers/${encodeURIComponent(providerId)}/reject`,
    { method: 'POST' },
  );
}

/** Rejects a registration; the review also marks its notification read (the nav badge). */
export function useRejectProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectProvider,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: providersQueryKey }),
        queryClient.invalidateQueries({ queryKey: notificationSummaryQueryKey }),
      ]),
  });
}
