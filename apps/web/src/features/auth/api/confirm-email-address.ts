import { useMutation } from '@tanstack/react-query';
import type { EmailChangeResponse } from '@trivia/shared';
import { apiFetch } from '@/lib/api-client.ts';
import { useRefreshMe } from '@/lib/session.ts';

/** The button of the mailed link's page: the address counts as proven from now on. */
export function confirmEmailAddress(token: string) {
  return apiFetch<EmailChangeResponse>('/api/email-verification/confirm', {
    method: 'POST',
    body: { token },
  });
}

export function useConfirmEmailAddress() {
  const refreshMe = useRefreshMe();
  return useMutation({
    mutationFn: confirmEmailAddress,
    onSuccess: () => void refreshMe(),
  });
}
