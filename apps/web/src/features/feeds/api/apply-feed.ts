import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FeedPreviewResponse } from '@trivia/shared';
import { apiFetch } from '@/lib/api-client.ts';
import { feedKeys, RELATED_KEYS } from './keys.ts';
import type { FeedReadRequest } from './preview-feed.ts';

/** Reads the feed again and stores what it changes (the same upload as the preview's). */
export function applyFeed({ feedId, ...upload }: FeedReadRequest) {
  return apiFetch<FeedPreviewResponse>(`/api/admin/feeds/${encodeURIComponent(feedId)}/apply`, {
    method: 'POST',
    body: upload,
  });
}

export function useApplyFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyFeed,
    onSuccess: () =>
      Promise.all(
        [feedKeys.all, ...RELATED_KEYS].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
