import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordInput } from '@trivia/shared';
import { apiFetch } from '@/lib/api-client.ts';

export function resetPassword(input: ResetPasswordInput) {
  return apiFetch<unknown>('/api/auth/reset-password', { method: 'POST', body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
