import { canReviewProvider, type ProviderDirectoryEntry } from '@trivia/shared';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { buttonClasses } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useApproveProvider } from '../api/approve-provider.ts';
import { useRejectProvider } from '../api/reject-provider.ts';

/**
 * Approve and Reject for a registration (DESIGN.md "Provider approval"); Reject asks first.
 * A rejected provider can still be approved. Stays mounted while the card shows, so that the
 * result of a review is known here even after the buttons are gone.
 */
export function ReviewActions({
  provider,
  onReviewed,
}: {
  provider: ProviderDirectoryEntry;
  onReviewed: () => void;
}) {
  const approve = useApproveProvider();
  const reject = useRejectProvider();
  const [isConfirming, setIsConfirming] = useState(false);
  // The server refuses to approve while someone's address is unconfirmed (decision 095).
  const canApprove =
    canReviewProvider(provider.status, 'approve') && !provider.awaitingEmailConfirmation;
  const canReject = canReviewProvider(provider.status, 'reject');
  const failed = approve.isError ? approve.error : reject.isError ? reject.error : null;
  const isBusy = approve.isPending || reject.isPending;

  function onApprove() {
    reject.reset();
    approve.mutate(provider.id, { onSuccess: onReviewed });
  }

  function onConfirmReject() {
    setIsConfirming(false);
    approve.reset();
    reject.mutate(provider.id, { onSuccess: onReviewed });
  }

  return (
    <>
      {failed ? (
        <div className="order-first basis-full">
          <Alert tone="error">{errorMessage(failed, 'The review could not be saved')}</Alert>
        </div>
      ) : null}
      {canReject ? (
        <button
          type="button"
          disabled={isBusy}
          onClick={() => setIsConfirming(true)}
          className={buttonClasses('secondary', 'sm')}
        >
          {reject.isPending ? 'Rejecting...' : 'Reject'}
          <span className="sr-only"> {provider.name}</span>
        </button>
      ) : null}
      {canApprove ? (
        <button
          type="button"
          disabled={isBusy}
          onClick={onApprove}
          className={buttonClasses('primary', 'sm')}
        >
          {approve.isPending ? 'Approving...' : 'Approve'}
          <span className="sr-only"> {provider.name}</span>
        </button>
      ) : null}
      <ConfirmDialog
        isOpen={isConfirming}
        title={`Reject ${provider.name}?`}
        confirmLabel="Reject registration"
        onConfirm={onConfirmReject}
        onClose={() => setIsConfirming(false)}
      >
        <p>
          Its users stay out of the admin area, and they are told by email. You can still approve it
          later.
        </p>
      </ConfirmDialog>
    </>
  );
}
