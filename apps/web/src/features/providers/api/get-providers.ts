import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProviderDirectory } from '@trivia/shared';
import { apiFetch } from '@/lib/api-client.ts';

export const providersQueryKey = ['admin', 'providers'] as const;

/**
 * The admin shell's unread badge (features/admin-shell): invalidated by its key after a review or
 * "Mark all as read", since features do not import each other.
 */
export const notificationSummaryQueryKey = ['admin', 'notifications', 'summary'] as const;

export function getProviders({ signal }: { signal?: AbortSignal } = {}) {
  return apiFetch<ProviderDirectory>('/api/admin/providers', { signal });
}

export const providersQuery = queryOptions({
  queryKey: providersQueryKey,
  queryFn: ({ signal }) => getProviders({ signal }),
});

/** Every provider with its contacts and badge, the tile counts and the unread registrations. */
export function useProviders() {
  return useQuery(providersQuery);
}
