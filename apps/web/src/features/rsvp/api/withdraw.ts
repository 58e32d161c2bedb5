import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TeamRsvpWithdrawView } from '@trivia/shared';
import { apiFetch } from '@/lib/api-client.ts';

const withdrawUrl = (token: string) => `/api/rsvps/withdraw/${encodeURIComponent(token)}`;
const withdrawKey = (token: string) => ['rsvp-withdraw', token] as const;

/** The team a withdraw link is for; reading it changes nothing. */
export function useWithdrawLink(token: string) {
  return useQuery({
    queryKey: withdrawKey(token),
    queryFn: ({ signal }) => apiFetch<TeamRsvpWithdrawView>(withdrawUrl(token), { signal }),
    retry: false,
  });
}

/** The page's button: withdraws the team from its night. */
export function useWithdrawTeam(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<TeamRsvpWithdrawView>(withdrawUrl(token), { method: 'POST' }),
    onSuccess: (view) => {
      queryClient.setQueryData(withdrawKey(token), view);
      // The night's count, wherever it is shown.
      for (const key of ['venues', 'venue-pages', 'saved-venues']) {
        void queryClient.invalidateQueries({ queryKey: [key] });
      }
    },
  });
}
