import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeedListResponse } from '@trivia/shared';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api-client.ts';
import { feedKeys } from './keys.ts';

export function getFeeds({ signal }: { signal?: AbortSignal } = {}) {
  return apiFetch<z.infer<typeof FeedListResponse>>('/api/admin/feeds', { signal });
}

export const feedsQuery = queryOptions({
  queryKey: feedKeys.list,
  queryFn: ({ signal }) => getFeeds({ signal }),
});

/** The feeds of the user's providers (admins: every feed). */
export function useFeeds() {
  return useQuery(feedsQuery);
}
