import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { feedKeys, RELATED_KEYS } from './keys.ts';

export function deleteFeed(feedId: string) {
  return apiFetch<void>(`/api/admin/feeds/${encodeURIComponent(feedId)}`, { method: 'DELETE' });
}

/** Removes a feed: its venues and events stay, as ordinary editable ones. */
export function useDeleteFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFeed,
    onSuccess: () =>
      Promise.all(
        [feedKeys.all, ...RELATED_KEYS].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
