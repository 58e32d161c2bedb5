import { useMutation } from '@tanstack/react-query';
import type { SignInInput } from '@trivia/shared';
import { apiFetch } from '@/lib/api-client.ts';
import { useRefreshMe } from '@/lib/session.ts';

export function signIn(input: SignInInput) {
  return apiFetch<unknown>('/api/auth/sign-in/email', { method: 'POST', body: input });
}

export function useSignIn() {
  const refreshMe = useRefreshMe();
  return useMutation({ mutationFn: signIn, onSuccess: refreshMe });
}
