import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NightLinkView, UseNightLinkInput } from '@trivia/shared';
import { apiFetch } from '@/lib/api-client.ts';

const linkUrl = (token: string) => `/api/night-links/${encodeURIComponent(token)}`;
const linkKey = (token: string) => ['night-link', token] as const;

/** What the link would do; reading it changes nothing. */
export function useNightLink(token: string) {
  return useQuery({
    queryKey: linkKey(token),
    queryFn: ({ signal }) => apiFetch<NightLinkView>(linkUrl(token), { signal }),
    retry: false,
  });
}

/** The page's button: does what the link was sent for. */
export function useUseNightLink(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UseNightLinkInput = {}) =>
      apiFetch<NightLinkView>(linkUrl(token), { method: 'POST', body: input }),
    onSuccess: (view) => queryClient.setQueryData(linkKey(token), view),
  });
}
