import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactInfoInput, ProviderDirectory, ProviderDirectoryEntry } from '@trivia/shared';
import { apiFetch } from '@/lib/api-client.ts';
import { providersQueryKey } from './get-providers.ts';

export function updateProviderContacts({
  providerId,
  input,
}: {
  providerId: string;
  input: ContactInfoInput;
}) {
  return apiFetch<ProviderDirectoryEntry>(
    `/api/admin/providers/${encodeURIComponent(providerId)}/contact-info`,
    { method: 'PUT', body: input },
  );
}

/** Saves a card's contact info: the card shows the stored result at once, the tiles follow. */
export function useUpdateProviderContacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProviderContacts,
    onSuccess: (saved) => {
      queryClient.setQueryData<ProviderDirectory>(providersQueryKey, (directory) =>
        directory
          ? {
              ...directory,
              providers: directory.providers.map((entry) =>
                entry.id === saved.id ? saved : entry,
              ),
            }
          : directory,
      );
      // The card is up to date already; the tiles catch up in the background.
      void queryClient.invalidateQueries({ queryKey: providersQueryKey });
    },
  });
}
