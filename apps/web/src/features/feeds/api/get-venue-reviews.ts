import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VenueReviewListResponse } from '@trivia/shared';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api-client.ts';
import { feedKeys } from './keys.ts';

export function getVenueReviews({ signal }: { signal?: AbortSignal } = {}) {
  return apiFetch<z.infer<typeof VenueReviewListResponse>>('/api/admin/feeds/reviews', {
    signal,
  });
}

export const venueReviewsQuery = queryOptions({
  queryKey: feedKeys.reviews,
  queryFn: ({ signal }) => getVenueReviews({ signal }),
});

/** The feeds' venues that wait for a person: "is this one we already list?" */
export function useVenueReviews() {
  return useQuery(venueReviewsQuery);
}
