import {
  plural,
  VERIFICATION_STATUSES,
  VenueListQuery,
  verificationStatusLabel,
} from '@trivia/shared';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { VerificationPill } from '@/components/ui/admin-pills.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { FilterSelect } from '@/components/ui/filter-select.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { Pagination, pageCountOf } from '@/components/ui/pagination.tsx';
import {
  justSavedProps,
  SavedNotice,
  useFromHere,
  useJustSaved,
} from '@/components/ui/return-to.tsx';
import { StatusPill } from '@/components/ui/status-pill.tsx';
import { UrlSearchBox } from '@/components/ui/url-search-box.tsx';
import { paths } from '@/config/paths.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { fromSchema } from '@/lib/url-params.ts';
import { useUrlState } from '@/lib/url-state.ts';
import { useVenues, VENUES_PAGE_SIZE } from '../api/get-venues.ts';
import { ImportVenuesDialog } from './import-venues-dialog.tsx';

/** The list's URL, read as the server reads its query (`?page=0` is the first page). */
const VENUE_LIST_PARAMS = {
  q: fromSchema(VenueListQuery.shape.q),
  status: fromSchema(VenueListQuery.shape.status),
  page: fromSchema(VenueListQuery.shape.page),
};

const STATUS_OPTIONS = VERIFICATION_STATUSES.map((status) => ({
  value: status,
  label: verificationStatusLabel(status),
}));

function updatedLabel(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}

/**
 * Spec §2 venues list: most recently updated first, with event counts and status badges, a text
 * search, a status filter and pages (all in the URL). 'Add Venue' for anyone with a
 * profile. 'Delete Venue' is on the venue's page (decision 076), which comes back here saying so.
 */
export function VenuesList({ isAdmin }: { isAdmin: boolean }) {
  const [{ q = '', status, page }, setParams] = useUrlState(VENUE_LIST_PARAMS);
  const [isImporting, setIsImporting] = useState(false);
  const deleted: unknown = useLocation().state?.deletedVenue;
  const notice = typeof deleted === 'string' ? `${deleted} was deleted, with its events.` : null;
  const venues = useVenues({ q, status, page });
  const fromHere = useFromHere();
  const saved = useJustSaved();

  const data = venues.data;
  const pageCount = data ? pageCountOf(data.total, VENUES_PAGE_SIZE) : 1;
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
      <div className="mb-4 flex flex-wrap gap-3">
        <UrlSearchBox
          urlText={q}
          onSearch={(text) => setParams({ q: text, page: 1 })}
          label="Search venues"
          placeholder="Search by name or address"
          className="w-full max-w-md"
        />
        <FilterSelect
          label="Filter by status"
          allLabel="All statuses"
          options={STATUS_OPTIONS}
          value={status ?? ''}
          onValueChange={(value) =>
            setParams({ status: VENUE_LIST_PARAMS.status.parse(value), page: 1 })
          }
        />
        {q || status ? (
          <Button
            variant="ghost"
            onClick={() => setParams({ q: undefined, status: undefined, page: 1 })}
          >
            Clear all filters
          </Button>
        ) : null}
      </div>
      <p className="mb-4 max-w-2xl text-sm text-muted">
        <strong className="font-semibold text-fg">Status</strong> says whether the Trivia Near Me
        team has checked a venue's details: a new venue is Pending until a platform admin verifies
        it, and only platform admins change its status.
      </p>
      {notice ? (
        <div className="mb-4">
          <Alert tone="success">{notice}</Alert>
        </div>
      ) : null}
      <SavedNotice saved={saved} />
      {venues.isPending ? <p role="status">Loading venues...</p> : null}
      {venues.isError ? (
        <Alert tone="error" title="Error loading venues">
          {errorMessage(venues.error, 'Please try again.')}
        </Alert>
      ) : null}
      {data ? (
        data.venues.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-border bg-surface p-6 text-center text-muted">
            {q
              ? `No venues match “${q}”.`
              : status
                ? `No ${verificationStatusLabel(status)} venues.`
                : 'No venues yet.'}
          </p>
        ) : (
          <>
            <ul className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface">
              {data.venues.map((venue) => {
                const marked = justSavedProps(venue.id === saved?.id);
                return (
                  <li
                    key={venue.id}
                    {...marked}
                    className={`flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between ${marked.className}`}
                  >
                    <div className="min-w-0">
                      <div className="flex flex-wrap items-center gap-2">
                        <Link
                          to={paths.admin.venueDetail(venue.id)}
                          state={fromHere}
                          className="row-link"
                        >
                          {venue.name}
                        </Link>
                        <VerificationPill status={venue.verificationStatus} />
                        {venue.isImported ? <StatusPill tone="muted" label="Imported" /> : null}
                      </div>
                      <p className="mt-0.5 truncate text-sm text-muted">{venue.addressOriginal}</p>
                      <p className="mt-0.5 text-sm text-muted">
                        {plural(venue.eventsCount, 'event')} · updated{' '}
                        {updatedLabel(venue.updatedAt)}
                      </p>
                    </div>
                    <div className="flex shrink-0 gap-2">
                      <Link
                        to={paths.admin.editVenue(venue.id)}
                        state={fromHere}
                        className={buttonClasses('secondary', 'sm')}
                        aria-label={`Edit ${venue.name}`}
                      >
                        Edit
                      </Link>
                    </div>
                  </li>
                );
              })}
            </ul>
            <Pagination
              page={page}
              pageCount={pageCount}
              summary={`Showing ${first}–${last} of ${data.total}`}
              onPageChange={(target) => setParams({ page: target })}
            />
          </>
        )
      ) : null}
      <ImportVenuesDialog isOpen={isImporting} onClose={() => setIsImporting(false)} />
    </>
  );
}
