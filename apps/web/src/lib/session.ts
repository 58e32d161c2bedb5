import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Actor, MeResponse } from '@trivia/shared';
import { apiFetch } from './api-client.ts';

/**
 * The signed-in user (spec §4 "Session"): loaded from /api/me, which also resolves their profile.
 * Every screen that needs to know who is signed in reads this one query.
 */
export const meQuery = queryOptions({
  queryKey: ['me'],
  queryFn: ({ signal }) => apiFetch<MeResponse>('/api/me', { signal }),
  staleTime: 60_000,
});

export function useMe() {
  return useQuery(meQuery);
}

/** Signs out and forgets everything cached for the user. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<unknown>('/api/auth/sign-out', { method: 'POST', body: {} }),
    onSettled: () => {
      queryClient.clear();
    },
  });
}

/** After a sign-in or registration: reload who is signed in. */
export function useRefreshMe() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
}

/** Only paths inside the admin area are followed after sign-in (no open redirect). */
export function safeAdminRedirect(target: string | null): string {
  if (
    target?.startsWith('/admin') &&
    !target.startsWith('//') &&
    !target.startsWith('/admin/login')
  )
    return target;
  return '/admin';
}

/**
 * The signed-in user as the shared permission rules (packages/shared/src/permissions.ts) see them,
 * so that the UI hides exactly what the server would refuse.
 */
export function actorOf(me: MeResponse): Actor {
  return {
    userId: me.user?.id ?? '',
    isAdmin: me.isAdmin,
    profileRole: me.profile?.role ?? null,
    providerIds: me.providers
      .filter((membership) => membership.status === 'approved')
      .map((membership) => membership.providerId),
  };
}
