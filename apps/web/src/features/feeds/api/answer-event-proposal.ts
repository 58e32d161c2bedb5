import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventProposalAnswerInput } from '@trivia/shared';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api-client.ts';
import { feedKeys, RELATED_KEYS } from './keys.ts';

export interface AnswerEventProposalRequest extends z.infer<typeof EventProposalAnswerInput> {
  proposalId: string;
}

export function answerEventProposal({ proposalId, answer }: AnswerEventProposalRequest) {
  return apiFetch<void>(`/api/admin/feeds/proposals/${encodeURIComponent(proposalId)}`, {
    method: 'POST',
    body: { answer },
  });
}

/** "Hand it over" or "Keep it ours": an accepted event becomes the feed's at once. */
export function useAnswerEventProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerEventProposal,
    onSuccess: () =>
      Promise.all(
        [feedKeys.all, ...RELATED_KEYS].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
