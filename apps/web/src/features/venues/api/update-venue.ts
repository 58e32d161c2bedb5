import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateVenueInput, VenueDetail } from '@trivia/shared';
import { apiFetch } from '@/lib/api-client.ts';
import { DASHBOARD_KEY, venueKeys } from './keys.ts';

export function updateVenue({ venueId, input }: { venueId: string; input: UpdateVenueInput }) {
  return apiFetch<VenueDetail>(`/api/admin/venues/${encodeURIComponent(venueId)}`, {
    method: 'PATCH',
    body: input,
  });
}

export function useUpdateVenue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVenue,
    onSuccess: async (venue) => {
      queryClient.setQueryData(venueKeys.detail(venue.id), venue);
      await queryClient.invalidateQueries({ queryKey: venueKeys.all });
      await queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY });
    },
  });
}
