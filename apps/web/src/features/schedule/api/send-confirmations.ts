import { useMutation } from '@tanstack/react-query';
import type { SendConfirmationsResult } from '@trivia/shared';
import { apiFetch } from '@/lib/api-client.ts';

/** Admins: this week's confirmation requests now. */
export function useSendConfirmations() {
  return useMutation({
    mutationFn: (from: string) =>
      apiFetch<SendConfirmationsResult>('/api/admin/confirmations/send', {
        method: 'POST',
        body: { from },
      }),
  });
}
