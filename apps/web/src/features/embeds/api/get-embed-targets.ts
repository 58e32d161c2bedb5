import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EmbedTargetsResponse } from '@trivia/shared';
import { apiFetch } from '@/lib/api-client.ts';

export function getEmbedTargets({ q, signal }: { q: string; signal?: AbortSignal }) {
  const query = q ? `?${new URLSearchParams({ q })}` : '';
  return apiFetch<EmbedTargetsResponse>(`/api/admin/embeds${query}`, { signal });
}

export const embedTargetsQuery = (q: string) =>
  queryOptions({
    queryKey: ['embeds', q],
    queryFn: ({ signal }) => getEmbedTargets({ q, signal }),
  });

/** What the signed-in user may put on a website (the server decides), and the app's address. */
export function useEmbedTargets(q: string) {
  return useQuery({ ...embedTargetsQuery(q), placeholderData: keepPreviousData });
}
