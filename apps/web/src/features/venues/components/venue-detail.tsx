import type { VenueDetail as Venue } from '@trivia/shared';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { VerificationPill } from '@/components/ui/admin-pills.tsx';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { DangerZone } from '@/components/ui/danger-zone.tsx';
import { SavedNotice, useFromHere, useJustSaved } from '@/components/ui/return-to.tsx';
import { StatusPill } from '@/components/ui/status-pill.tsx';
import { paths } from '@/config/paths.ts';
import { DeleteVenueDialog } from './delete-venue-dialog.tsx';
import { PendingHint } from './pending-hint.tsx';
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
 * its history of changes (composed by the route). A link to the public page;
 * the internals (Google's data, coordinates, time zone) folded into "Details"; the page says what
 * a form sent back to it saved and marks the event; 'Delete Venue' (admins only, spec §2,
 * decision 076) sits in a danger zone at the bottom, apart from the title.
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
  const fromHere = useFromHere();
  const saved = useJustSaved();
  return (
    <article className="space-y-6">
      <SavedNotice saved={saved} />
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold sm:text-3xl">{name}</h1>
          <p className="mt-1 text-muted">{venue.addressOriginal}</p>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <VerificationPill status={venue.verificationStatus} />
            {venue.isImported ? <StatusPill tone="muted" label="Imported" /> : null}
          </div>
          <PendingHint status={venue.verificationStatus} />
          {venue.publicSlug ? (
            <Link
              to={paths.venuePage(venue.publicSlug)}
              className="mt-2 inline-block font-semibold text-link underline underline-offset-4"
            >
              View public page
            </Link>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          {venue.permissions.edit.allowed ? (
            <Link
              to={paths.admin.editVenue(venue.id)}
              state={fromHere}
              className={buttonClasses('secondary')}
            >
              Edit Venue
            </Link>
          ) : null}
          {venue.permissions.addEvent.allowed ? (
            <Link
              to={paths.admin.newEvent(venue.id)}
              state={fromHere}
              className={buttonClasses('primary')}
            >
              Add Event
            </Link>
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
        <VenueEvents events={venue.events} justSavedId={saved?.id} />
      </section>
      <details className="group rounded-2xl border border-border bg-surface p-5">
        <summary className="cursor-pointer text-lg font-bold">Details</summary>
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
      </details>
      {history}
      {isAdmin && venue.permissions.delete.allowed ? (
        <DangerZone>
          <Button variant="danger-ghost" onClick={() => setIsDeleting(true)}>
            Delete Venue
          </Button>
        </DangerZone>
      ) : null}
      <DeleteVenueDialog
        venue={isDeleting ? { id: venue.id, name } : null}
        onClose={() => setIsDeleting(false)}
        onDeleted={() => onDeleted(name)}
      />
    </article>
  );
}
