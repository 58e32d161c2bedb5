import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProviderDirectoryEntry } from '@trivia/shared';
import { apiFetch } from '@/lib/api-client.ts';
import { notificationSummaryQueryKey, providersQueryKey } from './get-providers.ts';

export function approveProvider(providerId: string) {
  return apiFetch<ProviderDirectoryEntry>(
    `/api/admin/providers/${encodeURIComponent(providerId)}/approve`,
    { method: 'POST' },
  );
}

/** Approves a registration; the review also marks its notification read (the nav badge). */
export function useApproveProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveProvider,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: providersQueryKey }),
        queryClient.invalidateQueries({ queryKey: notificationSummaryQueryKey }),
      ]),
  });
}
