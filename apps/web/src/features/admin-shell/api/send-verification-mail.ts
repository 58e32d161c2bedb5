import { useMutation } from '@tanstack/react-query';
import type { VerificationMailSent } from '@trivia/shared';
import { apiFetch } from '@/lib/api-client.ts';

/** "Resend email": another link that proves the signed-in user's address (decision 095). */
export function sendVerificationMail() {
  return apiFetch<VerificationMailSent>('/api/email-verification/send', {
    method: 'POST',
    body: {},
  });
}

export function useSendVerificationMail() {
  return useMutation({ mutationFn: sendVerificationMail });
}
