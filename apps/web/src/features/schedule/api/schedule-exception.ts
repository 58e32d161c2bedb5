import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ScheduleExceptionInput, ScheduleExceptionResult } from '@trivia/shared';
import { apiFetch } from '@/lib/api-client.ts';

/** Exceptions in bulk: the schedule reloads after one. */
export function useScheduleException() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ScheduleExceptionInput) =>
      apiFetch<ScheduleExceptionResult>('/api/admin/schedule/exceptions', {
        method: 'POST',
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['schedule'] }),
  });
}
