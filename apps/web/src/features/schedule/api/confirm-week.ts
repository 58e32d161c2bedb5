import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfirmWeekInput, ConfirmWeekResult } from '@trivia/shared';
import { apiFetch } from '@/lib/api-client.ts';

/** Confirm all this week: one request for the filtered week; the list reloads. */
export function useConfirmWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConfirmWeekInput) =>
      apiFetch<ConfirmWeekResult>('/api/admin/schedule/confirm-week', {
        method: 'POST',
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['schedule'] }),
  });
}
