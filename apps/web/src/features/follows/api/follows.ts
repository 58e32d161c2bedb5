import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FollowsChange, FollowsView, UnsubscribeView } from '@trivia/shared';
import { apiFetch } from '@/lib/api-client.ts';

/**
 * The pages of a follower's mailed links: `/follow/:token` confirms and manages the
 * address's follows, `/unsubscribe/:token` deletes it. Opening either changes nothing; their
 * buttons do.
 */
const followsUrl = (token: string) => `/api/follows/${encodeURIComponent(token)}`;
const followsKey = (token: string) => ['follows', token] as const;
const unsubscribeUrl = (token: string) => `/api/unsubscribe/${encodeURIComponent(token)}`;
const unsubscribeKey = (token: string) => ['unsubscribe', token] as const;

export function useFollows(token: string) {
  return useQuery({
    queryKey: followsKey(token),
    queryFn: ({ signal }) => apiFetch<FollowsView>(followsUrl(token), { signal }),
    retry: false,
  });
}

/** The Confirm button of a confirmation mail's link. */
export function useConfirmFollows(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<FollowsView>(`${followsUrl(token)}/confirm`, { method: 'POST' }),
    onSuccess: (view) => queryClient.setQueryData(followsKey(token), view),
  });
}

/** Save (the venues kept, the weekly mail), or with no venues, unsubscribe from everything. */
export function useChangeFollows(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: FollowsChange) =>
      apiFetch<FollowsView>(followsUrl(token), { method: 'PATCH', body: change }),
    onSuccess: (view) => queryClient.setQueryData(followsKey(token), view),
  });
}

export function useUnsubscribeLink(token: string) {
  return useQuery({
    queryKey: unsubscribeKey(token),
    queryFn: ({ signal }) => apiFetch<UnsubscribeView>(unsubscribeUrl(token), { signal }),
    retry: false,
  });
}

export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<UnsubscribeView>(unsubscribeUrl(token), { method: 'POST' }),
    onSuccess: (view) => queryClient.setQueryData(unsubscribeKey(token), view),
  });
}
