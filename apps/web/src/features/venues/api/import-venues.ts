import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportVenuesInput, ImportVenuesResponse } from '@trivia/shared';
import { apiFetch } from '@/lib/api-client.ts';
import { DASHBOARD_KEY, venueKeys } from './keys.ts';

export function importVenues(input: ImportVenuesInput) {
  return apiFetch<ImportVenuesResponse>('/api/admin/venues/import', {
    method: 'POST',
    body: input,
  });
}

export function useImportVenues() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importVenues,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: venueKeys.all });
      await queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY });
    },
  });
}
