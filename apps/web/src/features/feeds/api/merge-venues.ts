import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MergeVenuesResponse } from '@trivia/shared';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api-client.ts';
import { feedKeys, RELATED_KEYS } from './keys.ts';

export interface MergeVenuesRequest {
  keptVenueId: string;
  mergedVenueId: string;
}

export function mergeVenues({ keptVenueId, mergedVenueId }: MergeVenuesRequest) {
  return apiFetch<z.infer<typeof MergeVenuesResponse>>(
    `/api/admin/venues/${encodeURIComponent(keptVenueId)}/merge`,
    { method: 'POST', body: { mergedVenueId } },
  );
}

/** Moves everything of one venue to the other and removes it. */
export function useMergeVenues() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mergeVenues,
    onSuccess: () =>
      Promise.all(
        [feedKeys.duplicates, feedKeys.all, ...RELATED_KEYS].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
