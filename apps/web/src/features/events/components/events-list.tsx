import { DAYS_OF_WEEK, formatFrequency, formatTime } from '@trivia/shared';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { Tag } from '@/components/ui/status-badge.tsx';
import { paths } from '@/config/paths.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { EVENTS_PAGE_SIZE, useEvents } from '../api/get-events.ts';

const FILTER = 'rounded-xl border border-border bg-surface px-3 py-2 text-fg';

/**
 * Spec §2 events list: by day (Monday to Sunday) then start time, with day and venue filters, and
 * for admins a provider filter and a provider column. Filters and the page live in the URL.
 */
export function EventsList({ isAdmin }: { isAdmin: boolean }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = {
    day: searchParams.get('day') ?? '',
    venueId: searchParams.get('venue') ?? '',
    providerId: searchParams.get('provider') ?? '',
    page: Math.max(1, Number(searchParams.get('page')) || 1),
  };
  const events = useEvents(filters);
  const setFilter = (key: string, value: string) =>
    setSearchParams((params) => {
      const next = new URLSearchParams(params);
      if (value) next.set(key, value);
      else next.delete(key);
      next.delete('page');
      return next;
    });
  const goToPage = (page: number) =>
    setSearchParams((params) => {
      const next = new URLSearchParams(params);
      next.set('page', String(page));
      return next;
    });
  const data = events.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / EVENTS_PAGE_SIZE)) : 1;

  return (
    <>
      <PageHeader
        title="Events"
        description={
          isAdmin
            ? 'Every trivia night on Trivia Near Me.'
            : 'The trivia nights at your venues and of your providers.'
        }
        actions={
          data?.canCreate ? (
            <Link to={paths.admin.newEvent()} className={buttonClasses('primary')}>
              Add Event
            </Link>
          ) : null
        }
      />
      <div className="mb-4 flex flex-wrap gap-3">
        <select
          aria-label="Filter by day"
          className={FILTER}
          value={filters.day}
          onChange={(e) => setFilter('day', e.target.value)}
        >
          <option value="">All days</option>
          {DAYS_OF_WEEK.map((day) => (
            <option key={day} value={day}>
              {day}
            </option>
          ))}
        </select>
        <select
          aria-label="Filter by venue"
          className={FILTER}
          value={filters.venueId}
          onChange={(e) => setFilter('venue', e.target.value)}
        >
          <option value="">All venues</option>
          {data?.venues.map((venue) => (
            <option key={venue.id} value={venue.id}>
              {venue.name}
            </option>
          ))}
        </select>
        {isAdmin ? (
          <select
            aria-label="Filter by provider"
            className={FILTER}
            value={filters.providerId}
            onChange={(e) => setFilter('provider', e.target.value)}
          >
            <option value="">All providers</option>
            <option value="self">Self-hosted</option>
            {data?.providers.map((provider) => (
              <option key={provider.id} value={provider.id}>
                {provider.name}
              </option>
            ))}
          </select>
        ) : null}
      </div>
      {events.isPending ? <p role="status">Loading events...</p> : null}
      {events.isError ? (
        <Alert tone="error" title="Error loading events">
          {errorMessage(events.error, 'Please try again.')}
        </Alert>
      ) : null}
      {data && data.events.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-border bg-surface p-6 text-center text-muted">
          No events
        </p>
      ) : null}
      {data && data.events.length > 0 ? (
        <>
          <div className="overflow-x-auto rounded-2xl border border-border bg-surface">
            <table className="w-full min-w-[40rem] text-left text-sm">
              <thead className="border-b border-border text-muted">
                <tr>
                  <th className="px-4 py-3 font-semibold">Event</th>
                  <th className="px-4 py-3 font-semibold">Venue</th>
                  <th className="px-4 py-3 font-semibold">Day</th>
                  <th className="px-4 py-3 font-semibold">Time</th>
                  <th className="px-4 py-3 font-semibold">Frequency</th>
                  {isAdmin ? <th className="px-4 py-3 font-semibold">Provider</th> : null}
                  <th className="px-4 py-3 font-semibold">Status</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {data.events.map((event) => (
                  <tr key={event.id}>
                    <td className="px-4 py-3">
                      <Link
                        to={paths.admin.event(event.id)}
                        className="font-semibold hover:underline"
                      >
                        {event.eventType}
                      </Link>
                    </td>
                    <td className="px-4 py-3">{event.venueName}</td>
                    <td className="px-4 py-3">{event.dayOfWeek}</td>
                    <td className="px-4 py-3 whitespace-nowrap">{formatTime(event.startTime)}</td>
                    <td className="px-4 py-3">{formatFrequency(event.frequency)}</td>
                    {isAdmin ? (
                      <td className="px-4 py-3">{event.providerName ?? 'Self-hosted'}</td>
                    ) : null}
                    <td className="px-4 py-3">
                      <Tag tone={event.isActive ? 'accent' : 'danger'}>
                        {event.isActive ? 'Active' : 'Inactive'}
                      </Tag>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav
            aria-label="Pages"
            className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm"
          >
            <p className="text-muted">{data.total} events</p>
            <div className="flex items-center gap-2">
              <Button
                variant="secondary"
                size="sm"
                disabled={filters.page <= 1}
                onClick={() => goToPage(filters.page - 1)}
              >
                Previous
              </Button>
              <span>
                Page {filters.page} of {pageCount}
              </span>
              <Button
                variant="secondary"
                size="sm"
                disabled={filters.page >= pageCount}
                onClick={() => goToPage(filters.page + 1)}
              >
                Next
              </Button>
            </div>
          </nav>
        </>
      ) : null}
    </>
  );
}
