import { ConfirmDialog, mutationState } from '@/components/ui/confirm-dialog.tsx';
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
  return (
    <ConfirmDialog
      isOpen={venue !== null}
      title="Delete Venue?"
      confirmLabel="Delete Venue"
      busyLabel="Deleting..."
      {...mutationState(remove, onClose)}
      onConfirm={() => venue && remove.mutate(venue.id, { onSuccess: onDeleted })}
    >
      <p>
        Deleting <strong className="text-fg">{venue?.name}</strong> also removes all of its
        associated events. This cannot be undone.
      </p>
    </ConfirmDialog>
  );
}
