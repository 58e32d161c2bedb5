import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { DASHBOARD_KEY, venueKeys } from './keys.ts';

export function deleteVenue(venueId: string) {
  return apiFetch<void>(`/api/admin/venues/${encodeURIComponent(venueId)}`, { method: 'DELETE' });
}

export function useDeleteVenue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVenue,
    onSuccess: async (_, venueId) => {
      queryClient.removeQueries({ queryKey: venueKeys.detail(venueId) });
      // Not the deleted venue's own page, which is still on screen until it moves away (a 404).
      await queryClient.invalidateQueries({
        queryKey: venueKeys.all,
        predicate: (query) => query.queryKey[2] !== venueId,
      });
      await queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY });
    },
  });
}
