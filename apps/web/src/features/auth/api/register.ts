import { useMutation } from '@tanstack/react-query';
import type { RegistrationInput, RegistrationResponse } from '@trivia/shared';
import { apiFetch } from '@/lib/api-client.ts';
import { useRefreshMe } from '@/lib/session.ts';

export function register(input: RegistrationInput) {
  return apiFetch<RegistrationResponse>('/api/registrations', { method: 'POST', body: input });
}

export function useRegister() {
  const refreshMe = useRefreshMe();
  return useMutation({ mutationFn: register, onSuccess: refreshMe });
}
