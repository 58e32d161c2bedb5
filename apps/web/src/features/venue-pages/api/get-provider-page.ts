import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProviderPageResponse } from '@trivia/shared';
import { apiFetch } from '@/lib/api-client.ts';

export function getProviderPage(slug: string, signal?: AbortSignal): Promise<ProviderPageResponse> {
  return apiFetch<ProviderPageResponse>(`/api/provider-pages/${encodeURIComponent(slug)}`, {
    signal,
  });
}

/** A provider page's data; the server puts it in the page it renders. */
export function providerPageQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['provider-pages', slug],
    queryFn: ({ signal }) => getProviderPage(slug, signal),
    staleTime: 5 * 60_000,
  });
}

export function useProviderPage(slug: string) {
  return useQuery(providerPageQueryOptions(slug));
}
