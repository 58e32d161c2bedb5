import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ChangePasswordInput,
  EmailChangeResponse,
  RequestEmailChangeInput,
  SessionsResponse,
} from '@trivia/shared';
import { apiFetch } from '@/lib/api-client.ts';
import { meQuery } from '@/lib/session.ts';

/** /admin/profile's calls. */
const sessionsKey = ['profile', 'sessions'];

export function useSessions() {
  return useQuery({
    queryKey: sessionsKey,
    queryFn: ({ signal }) => apiFetch<SessionsResponse>('/api/profile/sessions', { signal }),
  });
}

function useAfter() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
    void queryClient.invalidateQueries({ queryKey: sessionsKey });
  };
}

export function useSaveDisplayName() {
  const after = useAfter();
  return useMutation({
    mutationFn: (displayName: string) =>
      apiFetch<unknown>('/api/profile/display-name', { method: 'PUT', body: { displayName } }),
    onSuccess: after,
  });
}

export function useRequestEmailChange() {
  return useMutation({
    mutationFn: (input: RequestEmailChangeInput) =>
      apiFetch<{ sentTo: string }>('/api/profile/email-change', { method: 'POST', body: input }),
  });
}

export function useConfirmEmailChange() {
  const after = useAfter();
  return useMutation({
    mutationFn: (token: string) =>
      apiFetch<EmailChangeResponse>('/api/email-changes/confirm', {
        method: 'POST',
        body: { token },
      }),
    onSuccess: after,
  });
}

export function useChangePassword() {
  const after = useAfter();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      apiFetch<unknown>('/api/auth/change-password', { method: 'POST', body: input }),
    onSuccess: after,
  });
}

export function useSignOutOthers() {
  const after = useAfter();
  return useMutation({
    mutationFn: () =>
      apiFetch<unknown>('/api/auth/revoke-other-sessions', { method: 'POST', body: {} }),
    onSuccess: after,
  });
}
