import type { VenueDetail as Venue } from '@trivia/shared';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { VerificationPill } from '@/components/ui/admin-pills.tsx';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { StatusPill } from '@/components/ui/status-pill.tsx';
import { paths } from '@/config/paths.ts';
import { DeleteVenueDialog } from './delete-venue-dialog.tsx';
import { VenueEvents } from './venue-events.tsx';

function Fact({ label, value }: { label: string; value: string | number | null }) {
  if (value === null || value === '') return null;
  return (
    <div>
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="break-words">{value}</dd>
    </div>
  );
}

/**
 * Spec §2 venue detail: the venue with its events, and an 'Add Event' link with the venue chosen;
 * its history of changes (issue 17, composed by the route). 'Delete Venue', with the spec's
 * confirmation, is here rather than on each row of the venues list (issue 16, decision 076): for
 * admins only (spec §2), as the list had it.
 */
export function VenueDetail({
  venue,
  history,
  isAdmin,
  onDeleted,
}: {
  venue: Venue;
  history?: ReactNode;
  isAdmin: boolean;
  onDeleted: (name: string) => void;
}) {
  const name = venue.googleName ?? venue.nameOriginal;
  const [isDeleting, setIsDeleting] = useState(false);
  return (
    <article className="space-y-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold sm:text-3xl">{name}</h1>
          <p className="mt-1 text-muted">{venue.addressOriginal}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <VerificationPill status={venue.verificationStatus} />
            {venue.isImported ? <StatusPill tone="muted" label="Imported" /> : null}
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          {venue.permissions.edit.allowed ? (
            <Link to={paths.admin.editVenue(venue.id)} className={buttonClasses('secondary')}>
              Edit Venue
            </Link>
          ) : null}
          {venue.permissions.addEvent.allowed ? (
            <Link to={paths.admin.newEvent(venue.id)} className={buttonClasses('primary')}>
              Add Event
            </Link>
          ) : null}
          {isAdmin && venue.permissions.delete.allowed ? (
            <Button variant="danger-ghost" onClick={() => setIsDeleting(true)}>
              Delete Venue
            </Button>
          ) : null}
        </div>
      </header>
      <section
        aria-labelledby="venue-events"
        className="rounded-2xl border border-border bg-surface p-5"
      >
        <h2 id="venue-events" className="text-lg font-bold">
          Events ({venue.events.length})
        </h2>
        <VenueEvents events={venue.events} />
      </section>
      <section
        aria-labelledby="venue-facts"
        className="rounded-2xl border border-border bg-surface p-5"
      >
        <h2 id="venue-facts" className="text-lg font-bold">
          Details
        </h2>
        <dl className="mt-3 grid gap-4 sm:grid-cols-2">
          <Fact label="Original name" value={venue.nameOriginal} />
          <Fact label="Google name" value={venue.googleName} />
          <Fact label="Google address" value={venue.googleFormattedAddress} />
          <Fact label="Google rating" value={venue.googleRating} />
          <Fact label="Phone" value={venue.googlePhoneNumber} />
          <Fact label="Website" value={venue.googleWebsite} />
          <Fact
            label="Location"
            value={
              venue.latitude !== null && venue.longitude !== null
                ? `${venue.latitude.toFixed(4)}, ${venue.longitude.toFixed(4)}`
                : null
            }
          />
          <Fact label="Time zone" value={venue.timezone} />
        </dl>
      </section>
      {history}
      <DeleteVenueDialog
        venue={isDeleting ? { id: venue.id, name } : null}
        onClose={() => setIsDeleting(false)}
        onDeleted={() => onDeleted(name)}
      />
    </article>
  );
}
