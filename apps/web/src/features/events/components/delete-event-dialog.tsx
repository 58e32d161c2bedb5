import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { errorMessage } from '@/lib/api-client.ts';
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
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <Dialog
      isOpen={isOpen}
      title="Delete Event?"
      onClose={close}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() => remove.mutate(event.id, { onSuccess: onDeleted })}
          >
            {remove.isPending ? 'Deleting...' : 'Delete Event'}
          </Button>
        </>
      }
    >
      <p>
        This permanently deletes the <strong className="text-fg">{event.eventType}</strong> event at{' '}
        <strong className="text-fg">{event.venueName}</strong>, with its schedule. This action
        cannot be undone.
      </p>
      {remove.isError ? (
        <div className="mt-4">
          <Alert tone="error">{errorMessage(remove.error, 'An error occurred')}</Alert>
        </div>
      ) : null}
    </Dialog>
  );
}
