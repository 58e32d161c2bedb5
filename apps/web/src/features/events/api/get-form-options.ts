import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventFormOptions } from '@trivia/shared';
import { apiFetch } from '@/lib/api-client.ts';
import { eventKeys } from './keys.ts';

export const eventFormOptionsQuery = queryOptions({
  queryKey: eventKeys.formOptions,
  queryFn: ({ signal }) => apiFetch<EventFormOptions>('/api/admin/events/form-options', { signal }),
});

export function useEventFormOptions() {
  return useQuery(eventFormOptionsQuery);
}
