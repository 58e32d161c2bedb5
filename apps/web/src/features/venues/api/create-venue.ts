import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateVenueInput, VenueDetail } from '@trivia/shared';
import { apiFetch } from '@/lib/api-client.ts';
import { DASHBOARD_KEY, venueKeys } from './keys.ts';

export function createVenue(input: CreateVenueInput) {
  return apiFetch<VenueDetail>('/api/admin/venues', { method: 'POST', body: input });
}

export function useCreateVenue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVenue,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: venueKeys.all });
      await queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY });
    },
  });
}
