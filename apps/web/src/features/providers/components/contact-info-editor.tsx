import type { ProviderDirectoryEntry } from '@trivia/shared';
import { errorMessage } from '@/lib/api-client.ts';
import { useUpdateProviderContacts } from '../api/update-provider-contacts.ts';
import { ContactInfoForm } from './contact-info-form.tsx';

/** Edit mode of a card: the form, saved with PUT …/contact-info; leaves edit mode once saved. */
export function ContactInfoEditor({
  provider,
  onDone,
}: {
  provider: ProviderDirectoryEntry;
  onDone: () => void;
}) {
  const update = useUpdateProviderContacts();
  return (
    <ContactInfoForm
      contactInfo={provider.contactInfo}
      isSaving={update.isPending}
      saveError={update.isError ? errorMessage(update.error, 'Failed to save contact info') : null}
      onSave={(input) => update.mutate({ providerId: provider.id, input }, { onSuccess: onDone })}
      onCancel={onDone}
    />
  );
}
