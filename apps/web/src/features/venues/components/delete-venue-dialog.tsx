import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useDeleteVenue } from '../api/delete-venue.ts';

/** Spec §2: deleting a venue also removes its events and cannot be undone — say so first. */
export function DeleteVenueDialog({
  venue,
  onClose,
  onDeleted,
}: {
  venue: { id: string; name: string } | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteVenue();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <Dialog
      isOpen={venue !== null}
      title="Delete Venue?"
      onClose={close}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() => venue && remove.mutate(venue.id, { onSuccess: onDeleted })}
          >
            {remove.isPending ? 'Deleting...' : 'Delete Venue'}
          </Button>
        </>
      }
    >
      <p>
        Deleting <strong className="text-fg">{venue?.name}</strong> also removes all of its
        associated events. This cannot be undone.
      </p>
      {remove.isError ? (
        <div className="mt-4">
          <Alert tone="error">{errorMessage(remove.error, 'An error occurred')}</Alert>
        </div>
      ) : null}
    </Dialog>
  );
}
