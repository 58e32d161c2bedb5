import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';

export function removeTeam(id: string) {
  return apiFetch<void>(`/api/admin/night-teams/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/**
 * A manager takes a team off a night; the server moves the first waitlisted team up.
 * Every list of teams and the dashboard's "Teams coming tonight" reload.
 */
export function useRemoveTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTeam,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['night-teams'] }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]),
  });
}
