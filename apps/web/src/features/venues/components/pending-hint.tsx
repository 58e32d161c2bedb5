/**
 * What "Pending" means, beside the pill, for the owners and managers who see it: the
 * Trivia Near Me team has not yet checked the venue's details (spec §4: only admins verify).
 */
export function PendingHint({ status }: { status: string }) {
  if (status !== 'pending') return null;
  return (
    <p className="mt-1 text-sm text-muted">
      Pending: the Trivia Near Me team has not checked this venue's details yet. You can still add
      and edit its events.
    </p>
  );
}
