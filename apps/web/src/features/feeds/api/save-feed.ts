import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeedInput, FeedSummary } from '@trivia/shared';
import { apiFetch } from '@/lib/api-client.ts';
import { feedKeys } from './keys.ts';

export function createFeed(input: FeedInput) {
  return apiFetch<FeedSummary>('/api/admin/feeds', { method: 'POST', body: input });
}

export function updateFeed({ feedId, input }: { feedId: string; input: FeedInput }) {
  return apiFetch<FeedSummary>(`/api/admin/feeds/${encodeURIComponent(feedId)}`, {
    method: 'PUT',
    body: input,
  });
}

/** Adds a feed; the list is fresh again before the caller's `onSuccess` runs. */
export function useCreateFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFeed,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedKeys.list }),
  });
}

export function useUpdateFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFeed,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedKeys.list }),
  });
}
