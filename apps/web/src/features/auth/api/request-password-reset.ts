import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordInput } from '@trivia/shared';
import { apiFetch } from '@/lib/api-client.ts';

export function requestPasswordReset(input: ForgotPasswordInput) {
  return apiFetch<unknown>('/api/auth/request-password-reset', { method: 'POST', body: input });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
