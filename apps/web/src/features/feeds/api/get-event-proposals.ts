import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventProposalListResponse } from '@trivia/shared';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api-client.ts';
import { feedKeys } from './keys.ts';

export function getEventProposals({ signal }: { signal?: AbortSignal } = {}) {
  return apiFetch<z.infer<typeof EventProposalListResponse>>('/api/admin/feeds/proposals', {
    signal,
  });
}

export const eventProposalsQuery = queryOptions({
  queryKey: feedKeys.proposals,
  queryFn: ({ signal }) => getEventProposals({ signal }),
});

/**
 * Other hosts' events a feed asks to take over (decision 150): those the user may answer, and
 * those their own providers' feeds wait on.
 */
export function useEventProposals() {
  return useQuery(eventProposalsQuery);
}
