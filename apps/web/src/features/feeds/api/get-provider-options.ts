import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventFormOptions } from '@trivia/shared';
import { apiFetch } from '@/lib/api-client.ts';
import { feedKeys } from './keys.ts';

/**
 * The providers an admin may give a feed: the event form's (approved and active), from the same
 * endpoint. A provider's members choose among their own providers (/api/me) instead.
 */
export const providerOptionsQuery = queryOptions({
  queryKey: feedKeys.providerOptions,
  queryFn: ({ signal }) => apiFetch<EventFormOptions>('/api/admin/events/form-options', { signal }),
  select: (options) => options.providers,
});

export function useProviderOptions(isEnabled: boolean) {
  return useQuery({ ...providerOptionsQuery, enabled: isEnabled });
}
