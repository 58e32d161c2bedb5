import { useMutation } from '@tanstack/react-query';
import type { FeedPreviewResponse, FeedReadInput } from '@trivia/shared';
import { apiFetch } from '@/lib/api-client.ts';

export interface FeedReadRequest extends FeedReadInput {
  feedId: string;
}

/**
 * Reads the feed now and answers what applying it would change; nothing is stored but the feed's
 * health. `file` is an uploaded CSV, for a feed without an address, sent as its bytes: the server
 * reads it in its own character set (decision 174).
 */
export function previewFeed({ feedId, ...upload }: FeedReadRequest) {
  return apiFetch<FeedPreviewResponse>(`/api/admin/feeds/${encodeURIComponent(feedId)}/preview`, {
    method: 'POST',
    body: upload,
  });
}

/** A mutation, not a query: each press reads the source again, and nothing refetches it by itself. */
export function usePreviewFeed() {
  return useMutation({ mutationFn: previewFeed });
}
