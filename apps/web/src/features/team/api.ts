import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  InvitationAccepted,
  InvitationView,
  InviteInput,
  ProviderDirectory,
  TeamDetail,
  TeamRef,
  TeamsResponse,
  UpdateUserInput,
  UsersResponse,
} from '@trivia/shared';
import { apiFetch } from '@/lib/api-client.ts';
import { meQuery } from '@/lib/session.ts';

/** /admin/team's calls. */
const teamUrl = (ref: TeamRef) => `/api/admin/teams/${ref.kind}/${ref.id}`;

export function useTeams() {
  return useQuery({
    queryKey: ['teams'],
    queryFn: ({ signal }) => apiFetch<TeamsResponse>('/api/admin/teams', { signal }),
  });
}

/** Platform admins open any provider's team: the providers to choose from. */
export function useProviderChoices(enabled: boolean) {
  return useQuery({
    queryKey: ['team-provider-choices'],
    enabled,
    queryFn: ({ signal }) => apiFetch<ProviderDirectory>('/api/admin/providers', { signal }),
    select: (directory) =>
      directory.providers
        .map((provider) => ({ value: provider.id, label: provider.name }))
        .sort((a, b) => a.label.localeCompare(b.label)),
  });
}

export function useTeam(ref: TeamRef | null) {
  return useQuery({
    queryKey: ['team', ref?.kind, ref?.id],
    enabled: ref !== null,
    queryFn: ({ signal }) =>
      apiFetch<TeamDetail>(teamUrl(ref ?? { kind: 'provider', id: '' }), { signal }),
  });
}

function useTeamAction<T>(ref: TeamRef, action: (value: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['team', ref.kind, ref.id] }),
  });
}

export function useInvite(ref: TeamRef) {
  return useTeamAction(ref, (input: InviteInput) =>
    apiFetch<{ id: string }>(`${teamUrl(ref)}/invitations`, { method: 'POST', body: input }),
  );
}

export function useResend(ref: TeamRef) {
  return useTeamAction(ref, (invitationId: string) =>
    apiFetch<unknown>(`${teamUrl(ref)}/invitations/${invitationId}/resend`, {
      method: 'POST',
      body: {},
    }),
  );
}

export function useRevoke(ref: TeamRef) {
  return useTeamAction(ref, (invitationId: string) =>
    apiFetch<unknown>(`${teamUrl(ref)}/invitations/${invitationId}`, { method: 'DELETE' }),
  );
}

export function useRemoveMember(ref: TeamRef) {
  return useTeamAction(ref, (userId: string) =>
    apiFetch<unknown>(`${teamUrl(ref)}/members/${userId}`, { method: 'DELETE' }),
  );
}

export function useUsers(q: string, page: number, enabled: boolean) {
  return useQuery({
    queryKey: ['users', q, page],
    enabled,
    queryFn: ({ signal }) =>
      apiFetch<UsersResponse>(`/api/admin/users?q=${encodeURIComponent(q)}&page=${page}`, {
        signal,
      }),
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, input }: { userId: string; input: UpdateUserInput }) =>
      apiFetch<unknown>(`/api/admin/users/${userId}`, { method: 'PATCH', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}

export function useInvitation(token: string | null) {
  return useQuery({
    queryKey: ['invitation', token],
    enabled: token !== null,
    retry: false,
    queryFn: ({ signal }) =>
      apiFetch<InvitationView>(`/api/invitations/${encodeURIComponent(token ?? '')}`, { signal }),
  });
}

function useAcceptance<T>(action: (value: T) => Promise<InvitationAccepted>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQuery.queryKey }),
  });
}

export function useAcceptInvitation() {
  return useAcceptance((token: string) =>
    apiFetch<InvitationAccepted>('/api/invitations/accept', { method: 'POST', body: { token } }),
  );
}

export function useInvitationSignUp() {
  return useAcceptance((input: { token: string; name: string; password: string }) =>
    apiFetch<InvitationAccepted>('/api/invitations/sign-up', { method: 'POST', body: input }),
  );
}
