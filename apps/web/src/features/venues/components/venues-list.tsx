import type { VenueSummary } from '@trivia/shared';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { SearchIcon } from '@/components/ui/icons.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { StatusBadge, Tag } from '@/components/ui/status-badge.tsx';
import { paths } from '@/config/paths.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { useVenues, VENUES_PAGE_SIZE } from '../api/get-venues.ts';
import { DeleteVenueDialog } from './delete-venue-dialog.tsx';
import { ImportVenuesDialog } from './import-venues-dialog.tsx';

const SEARCH_DEBOUNCE_MS = 300;

function updatedLabel(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}

/**
 * Spec §2 venues list: most recently updated first, with event counts and status badges, a text
 * search and pages (the query lives in the URL). 'Add Venue' for anyone with a profile; 'Delete
 * Venue' only for admins (decision 008).
 */
export function VenuesList({ isAdmin }: { isAdmin: boolean }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const [draft, setDraft] = useState(q);
  const [toDelete, setToDelete] = useState<VenueSummary | null>(null);
  const [isImporting, setIsImporting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const venues = useVenues({ q, page });

  // Typing updates the URL after a pause, so every keystroke is not a request.
  useEffect(() => {
    if (draft.trim() === q) return;
    const timer = setTimeout(() => {
      setSearchParams((params) => {
        const next = new URLSearchParams(params);
        if (draft.trim()) next.set('q', draft.trim());
        else next.delete('q');
        next.delete('page');
        return next;
      });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, q, setSearchParams]);

  const goTo = (target: number) =>
    setSearchParams((params) => {
      const next = new URLSearchParams(params);
      next.set('page', String(target));
      return next;
    });

  const data = venues.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / VENUES_PAGE_SIZE)) : 1;
  const first = data && data.total > 0 ? (page - 1) * VENUES_PAGE_SIZE + 1 : 0;
  const last = data ? Math.min(page * VENUES_PAGE_SIZE, data.total) : 0;

  return (
    <>
      <PageHeader
        title="Venues"
        description={
          isAdmin ? 'Every venue on Trivia Near Me.' : 'The venues you created or manage.'
        }
        actions={
          <>
            {data?.canImport ? (
              <Button variant="secondary" onClick={() => setIsImporting(true)}>
                Import Venues
              </Button>
            ) : null}
            {data?.canCreate ? (
              <Link to={paths.admin.newVenue} className={buttonClasses('primary')}>
                Add Venue
              </Link>
            ) : null}
          </>
        }
      />
      <div className="relative mb-4 max-w-md">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted" />
        <input
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder="Search by name or address"
          aria-label="Search venues"
          className="block w-full rounded-xl border border-border bg-surface py-2.5 pr-3 pl-10 text-fg placeholder:text-muted/80 focus:border-accent focus:outline-none"
        />
      </div>
      {notice ? (
        <div className="mb-4">
          <Alert tone="success">{notice}</Alert>
        </div>
      ) : null}
      {venues.isPending ? <p role="status">Loading venues...</p> : null}
      {venues.isError ? (
        <Alert tone="error" title="Error loading venues">
          {errorMessage(venues.error, 'Please try again.')}
        </Alert>
      ) : null}
      {data ? (
        data.venues.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-border bg-surface p-6 text-center text-muted">
            {q ? `No venues match “${q}”.` : 'No venues yet.'}
          </p>
        ) : (
          <>
            <ul className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface">
              {data.venues.map((venue) => (
                <li
                  key={venue.id}
                  className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="min-w-0">
                    <div className="flex flex-wrap items-center gap-2">
                      <Link
                        to={paths.admin.venueDetail(venue.id)}
                        className="font-semibold hover:underline"
                      >
                        {venue.name}
                      </Link>
                      <StatusBadge status={venue.verificationStatus} />
                      {venue.isImported ? <Tag>Imported</Tag> : null}
                    </div>
                    <p className="mt-0.5 truncate text-sm text-muted">{venue.addressOriginal}</p>
                    <p className="mt-0.5 text-sm text-muted">
                      {venue.eventsCount} {venue.eventsCount === 1 ? 'event' : 'events'} · updated{' '}
                      {updatedLabel(venue.updatedAt)}
                    </p>
                  </div>
                  <div className="flex shrink-0 gap-2">
                    <Link
                      to={paths.admin.editVenue(venue.id)}
                      className={buttonClasses('secondary', 'sm')}
                      aria-label={`Edit ${venue.name}`}
                    >
                      Edit
                    </Link>
                    {isAdmin && venue.canDelete ? (
                      <Button
                        variant="danger-ghost"
                        size="sm"
                        onClick={() => setToDelete(venue)}
                        aria-label={`Delete Venue ${venue.name}`}
                      >
                        Delete Venue
                      </Button>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
            <nav
              aria-label="Pages"
              className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm"
            >
              <p className="text-muted">
                Showing {first}–{last} of {data.total}
              </p>
              <div className="flex items-center gap-2">
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={page <= 1}
                  onClick={() => goTo(page - 1)}
                >
                  Previous
                </Button>
                <span>
                  Page {page} of {pageCount}
                </span>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={page >= pageCount}
                  onClick={() => goTo(page + 1)}
                >
                  Next
                </Button>
              </div>
            </nav>
          </>
        )
      ) : null}
      <DeleteVenueDialog
        venue={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={() => {
          setNotice(`${toDelete?.name ?? 'The venue'} was deleted, with its events.`);
          setToDelete(null);
        }}
      />
      <ImportVenuesDialog isOpen={isImporting} onClose={() => setIsImporting(false)} />
    </>
  );
}
