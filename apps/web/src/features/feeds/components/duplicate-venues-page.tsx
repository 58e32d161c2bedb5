import { useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { ConfirmDialog, mutationState } from '@/components/ui/confirm-dialog.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useDuplicateVenues } from '../api/get-duplicate-venues.ts';
import { useMergeVenues } from '../api/merge-venues.ts';
import { plural } from '../format.ts';
import { DuplicatePair, type DuplicatePairData } from './duplicate-pair.tsx';

type Venue = DuplicatePairData['a'];

/**
 * /admin/venues/duplicates (admins): pairs of our venues that may be one place.
 * Keeping one merges the other into it, after asking.
 */
export function DuplicateVenuesPage() {
  const duplicates = useDuplicateVenues();
  const merge = useMergeVenues();
  const [toMerge, setToMerge] = useState<{ kept: Venue; merged: Venue } | null>(null);
  const [lastMerge, setLastMerge] = useState<string | null>(null);
  const pairs = duplicates.data?.pairs;

  function onConfirmMerge() {
    if (!toMerge) return;
    const { kept, merged } = toMerge;
    merge.mutate(
      { keptVenueId: kept.id, mergedVenueId: merged.id },
      {
        onSuccess: ({ movedEvents }) => {
          setLastMerge(
            `Merged ${merged.name} into ${kept.name}: ${plural(movedEvents, 'event')} moved.`,
          );
          setToMerge(null);
        },
      },
    );
  }

  return (
    <>
      <PageHeader
        title="Possible duplicate venues"
        description="Venues that may be one place, the likeliest first."
      />
      {lastMerge ? (
        <div className="mb-4">
          <Alert tone="success">{lastMerge}</Alert>
        </div>
      ) : null}
      {duplicates.isError ? (
        <Alert tone="error" title="The duplicates could not be loaded">
          {errorMessage(duplicates.error, 'Please try again.')}
        </Alert>
      ) : null}
      {duplicates.isPending ? <p role="status">Looking for duplicates...</p> : null}
      {pairs && pairs.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-border bg-surface p-6 text-center text-muted">
          No likely duplicates.
        </p>
      ) : null}
      {pairs && pairs.length > 0 ? (
        <ul className="space-y-4">
          {pairs.map((pair) => (
            <DuplicatePair
              key={`${pair.a.id}|${pair.b.id}`}
              pair={pair}
              onKeep={(kept, merged) => {
                setLastMerge(null);
                setToMerge({ kept, merged });
              }}
            />
          ))}
        </ul>
      ) : null}
      <ConfirmDialog
        isOpen={toMerge !== null}
        title={toMerge ? `Merge ${toMerge.merged.name} into ${toMerge.kept.name}?` : 'Merge?'}
        confirmLabel="Merge"
        busyLabel="Merging..."
        onConfirm={onConfirmMerge}
        {...mutationState(merge, () => setToMerge(null))}
      >
        {toMerge
          ? `Its events, nights, reports, members and history move to ${toMerge.kept.name}; ${toMerge.merged.name} is removed.`
          : null}
      </ConfirmDialog>
    </>
  );
}
