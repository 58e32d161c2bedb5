import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OccurrenceRecord, UpdateOccurrenceInput } from '@trivia/shared';
import { apiFetch } from '@/lib/api-client.ts';

export function updateOccurrence({ id, input }: { id: string; input: UpdateOccurrenceInput }) {
  return apiFetch<OccurrenceRecord>(`/api/admin/occurrences/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: input,
  });
}

/** Spec §4: the list reloads after a change. */
export function useUpdateOccurrence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOccurrence,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['schedule'] }),
  });
}
