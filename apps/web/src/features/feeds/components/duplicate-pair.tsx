import type { DuplicateVenuesResponse } from '@trivia/shared';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { StatusPill } from '@/components/ui/status-pill.tsx';
import { paths } from '@/config/paths.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { useMarkVenuesDistinct } from '../api/mark-venues-distinct.ts';

export type DuplicatePairData = DuplicateVenuesResponse['pairs'][number];
type Venue = DuplicatePairData['a'];

function VenueBlock({ venue }: { venue: Venue }) {
  return (
    <div className="min-w-0 rounded-xl border border-border bg-surface-2 p-3">
      <Link
        to={paths.admin.venue(venue.id)}
        className="font-semibold break-words text-link underline underline-offset-4"
      >
        {venue.name}
      </Link>
      <p className="text-sm break-words text-muted">{venue.address}</p>
    </div>
  );
}

/**
 * One pair of the duplicate finder: both venues, how sure we are, and Keep one (the page asks
 * before merging) or "Different venues" (never offered again).
 */
export function DuplicatePair({
  pair,
  onKeep,
}: {
  pair: DuplicatePairData;
  onKeep: (kept: Venue, merged: Venue) => void;
}) {
  const distinct = useMarkVenuesDistinct();
  const isBusy = distinct.isPending || distinct.isSuccess;
  return (
    <li
      aria-label={`${pair.a.name} and ${pair.b.name}`}
      className="rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-5"
    >
      <div className="mb-3">
        {pair.kind === 'certain' ? (
          <StatusPill tone="warning" label="Likely the same" />
        ) : (
          <StatusPill tone="neutral" label="Perhaps the same" />
        )}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <VenueBlock venue={pair.a} />
        <VenueBlock venue={pair.b} />
      </div>
      {distinct.error ? (
        <div className="mt-3">
          <Alert tone="error">
            {errorMessage(distinct.error, 'The answer could not be saved')}
          </Alert>
        </div>
      ) : null}
      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
        <Button variant="secondary" disabled={isBusy} onClick={() => onKeep(pair.a, pair.b)}>
          Keep {pair.a.name}
        </Button>
        <Button variant="secondary" disabled={isBusy} onClick={() => onKeep(pair.b, pair.a)}>
          Keep {pair.b.name}
        </Button>
        <Button
          variant="ghost"
          disabled={isBusy}
          onClick={() => distinct.mutate({ venueIds: [pair.a.id, pair.b.id] })}
        >
          Different venues
        </Button>
      </div>
    </li>
  );
}
