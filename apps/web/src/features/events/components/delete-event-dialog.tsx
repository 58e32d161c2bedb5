import { ConfirmDialog, mutationState } from '@/components/ui/confirm-dialog.tsx';
import { useDeleteEvent } from '../api/save-event.ts';

/** Spec §2: the confirmation names the event type and the venue, and says it cannot be undone. */
export function DeleteEventDialog({
  event,
  isOpen,
  onClose,
  onDeleted,
}: {
  event: { id: string; eventType: string; venueName: string };
  isOpen: boolean;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteEvent();
  return (
    <ConfirmDialog
      isOpen={isOpen}
      title="Delete Event?"
      confirmLabel="Delete Event"
      busyLabel="Deleting..."
      {...mutationState(remove, onClose)}
      onConfirm={() => remove.mutate(event.id, { onSuccess: onDeleted })}
    >
      <p>
        This permanently deletes the <strong className="text-fg">{event.eventType}</strong> event at{' '}
        <strong className="text-fg">{event.venueName}</strong>, with its schedule. This action
        cannot be undone.
      </p>
    </ConfirmDialog>
  );
}
