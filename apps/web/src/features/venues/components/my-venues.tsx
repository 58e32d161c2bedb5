import { Link } from 'react-router';
import { VerificationPill } from '@/components/ui/admin-pills.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { buttonClasses } from '@/components/ui/button.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import {
  justSavedProps,
  SavedNotice,
  useFromHere,
  useJustSaved,
} from '@/components/ui/return-to.tsx';
import { StatusPill } from '@/components/ui/status-pill.tsx';
import { paths } from '@/config/paths.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { useMyVenues } from '../api/get-my-venues.ts';
import { PendingHint } from './pending-hint.tsx';
import { VenueEvents } from './venue-events.tsx';

/** Spec §2 "My Venues": the venues linked to the user, newest first, with their events. */
export function MyVenues() {
  const mine = useMyVenues();
  const fromHere = useFromHere();
  const saved = useJustSaved();
  return (
    <>
      <PageHeader
        title="My Venues"
        description="The venues you own or manage."
        actions={
          <Link to={paths.admin.newVenue} className={buttonClasses('primary')}>
            Add Venue
          </Link>
        }
      />
      <SavedNotice saved={saved} />
      {mine.isPending ? <p role="status">Loading venues...</p> : null}
      {mine.isError ? (
        <Alert tone="error" title="Error loading venues">
          {errorMessage(mine.error, 'Please try again.')}
        </Alert>
      ) : null}
      {mine.data?.venues.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-border bg-surface p-6 text-center text-muted">
          You don't manage any venues yet. Add one to list its trivia nights.
        </p>
      ) : null}
      <ul className="space-y-4">
        {mine.data?.venues.map(({ venue, role, events }) => {
          const marked = justSavedProps(venue.id === saved?.id);
          return (
            <li
              key={venue.id}
              {...marked}
              className={`rounded-2xl border border-border bg-surface p-5 ${marked.className}`}
            >
              <div className="flex flex-wrap items-center gap-2">
                <Link
                  to={paths.admin.venueDetail(venue.id)}
                  state={fromHere}
                  className="row-link text-lg"
                >
                  {venue.name}
                </Link>
                <VerificationPill status={venue.verificationStatus} />
                <StatusPill tone="accent" label={role === 'owner' ? 'Owner' : 'Manager'} />
              </div>
              <p className="text-sm text-muted">{venue.addressOriginal}</p>
              <PendingHint status={venue.verificationStatus} />
              <div className="mt-2">
                <VenueEvents events={events} justSavedId={saved?.id} />
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
