import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DistinctVenuesInput } from '@trivia/shared';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api-client.ts';
import { feedKeys } from './keys.ts';

export function markVenuesDistinct(input: z.input<typeof DistinctVenuesInput>) {
  return apiFetch<void>('/api/admin/venues/duplicates/distinct', { method: 'POST', body: input });
}

/** "Different venues": the pair is never offered again. */
export function useMarkVenuesDistinct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markVenuesDistinct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedKeys.duplicates }),
  });
}
