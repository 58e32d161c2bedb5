import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VenueReviewAnswer } from '@trivia/shared';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api-client.ts';
import { feedKeys, RELATED_KEYS } from './keys.ts';

export interface AnswerVenueReviewRequest extends z.infer<typeof VenueReviewAnswer> {
  reviewId: string;
}

export function answerVenueReview({ reviewId, answer }: AnswerVenueReviewRequest) {
  return apiFetch<void>(`/api/admin/feeds/reviews/${encodeURIComponent(reviewId)}`, {
    method: 'POST',
    body: { answer },
  });
}

/** "Same venue" or "Different venues": remembered for every later read of the feed. */
export function useAnswerVenueReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerVenueReview,
    onSuccess: () =>
      Promise.all(
        [feedKeys.all, ...RELATED_KEYS].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
