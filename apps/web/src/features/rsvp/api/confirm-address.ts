import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RsvpAddressView } from '@trivia/shared';
import { apiFetch } from '@/lib/api-client.ts';

const confirmUrl = (token: string) => `/api/rsvps/confirm/${encodeURIComponent(token)}`;
const confirmKey = (token: string) => ['rsvp-confirm', token] as const;

/** The address a confirmation link is for; reading it changes nothing. */
export function useConfirmLink(token: string) {
  return useQuery({
    queryKey: confirmKey(token),
    queryFn: ({ signal }) => apiFetch<RsvpAddressView>(confirmUrl(token), { signal }),
    retry: false,
  });
}

/** The page's button: confirms the address, and its teams' mails go out. */
export function useConfirmAddress(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<RsvpAddressView>(confirmUrl(token), { method: 'POST' }),
    onSuccess: (view) => queryClient.setQueryData(confirmKey(token), view),
  });
}
