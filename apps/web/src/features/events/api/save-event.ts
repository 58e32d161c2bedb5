import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventDetail, EventInput } from '@trivia/shared';
import { apiFetch } from '@/lib/api-client.ts';
import { eventKeys, RELATED_KEYS } from './keys.ts';

async function refreshEventScreens(queryClient: QueryClient) {
  await queryClient.invalidateQueries({ queryKey: eventKeys.all });
  await Promise.all(RELATED_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function createEvent(input: EventInput) {
  return apiFetch<EventDetail>('/api/admin/events', { method: 'POST', body: input });
}

export function updateEvent({ eventId, input }: { eventId: string; input: EventInput }) {
  return apiFetch<EventDetail>(`/api/admin/events/${encodeURIComponent(eventId)}`, {
    method: 'PUT',
    body: input,
  });
}

export function deleteEvent(eventId: string) {
  return apiFetch<void>(`/api/admin/events/${encodeURIComponent(eventId)}`, { method: 'DELETE' });
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: () => refreshEventScreens(queryClient),
  });
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEvent,
    onSuccess: () => refreshEventScreens(queryClient),
  });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: async (_, eventId) => {
      queryClient.removeQueries({ queryKey: eventKeys.detail(eventId) });
      await refreshEventScreens(queryClient);
    },
  });
}
