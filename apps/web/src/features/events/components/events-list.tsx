import { DAYS_OF_WEEK, EventListQuery, formatFrequency, formatTime, plural } from '@trivia/shared';
import { Link } from 'react-router';
import { EventStatusPill } from '@/components/ui/admin-pills.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { Combobox } from '@/components/ui/combobox.tsx';
import { FilterSelect, ProviderFilter } from '@/components/ui/filter-select.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { Pagination, pageCountOf } from '@/components/ui/pagination.tsx';
import {
  justSavedProps,
  SavedNotice,
  useFromHere,
  useJustSaved,
} from '@/components/ui/return-to.tsx';
import { UrlSearchBox } from '@/components/ui/url-search-box.tsx';
import { paths } from '@/config/paths.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { fromSchema } from '@/lib/url-params.ts';
import { useUrlState } from '@/lib/url-state.ts';
import { EVENTS_PAGE_SIZE, useEvents } from '../api/get-events.ts';

/** The list's URL, read as the server reads its query: an unknown day or id filters nothing. */
const EVENT_LIST_PARAMS = {
  day: fromSchema(EventListQuery.shape.day),
  venue: fromSchema(EventListQuery.shape.venueId),
  provider: fromSchema(EventListQuery.shape.providerId),
  q: fromSchema(EventListQuery.shape.q),
  town: fromSchema(EventListQuery.shape.town),
  page: fromSchema(EventListQuery.shape.page),
};
const DAY_OPTIONS = DAYS_OF_WEEK.map((day) => ({ value: day, label: day }));

/** The towns the list has, and the one in the URL even before the list arrives (a shared link). */
function townOptions(towns: readonly string[] | undefined, chosen: string | undefined) {
  const all = chosen && !towns?.includes(chosen) ? [chosen, ...(towns ?? [])] : (towns ?? []);
  return all.map((town) => ({ value: town, label: town }));
}
/** A cell: padded in the table; a line of the card below 640 px. */
const CELL = 'px-4 py-3 max-sm:p-0';

/**
 * Spec §2 events list: by day (Monday to Sunday) then start time, with day and venue filters, and
 * for admins a provider filter and a provider column; and a search by venue or event
 * type and a town filter, and makes the venue filter a combobox. Filters and the page live in
 * the URL; the server filters (the list pages).
 */
export function EventsList({ isAdmin }: { isAdmin: boolean }) {
  const [{ day, venue, provider, q = '', town, page }, setParams] = useUrlState(EVENT_LIST_PARAMS);
  const events = useEvents({ day, venueId: venue, providerId: provider, q, town, page });
  const data = events.data;
  const pageCount = data ? pageCountOf(data.total, EVENTS_PAGE_SIZE) : 1;
  const fromHere = useFromHere();
  const saved = useJustSaved();
  const isFiltered = Boolean(day || venue || provider || q || town);

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
            <Link to={paths.admin.newEvent()} state={fromHere} className={buttonClasses('primary')}>
              Add Event
            </Link>
          ) : null
        }
      />
      <UrlSearchBox
        urlText={q}
        onSearch={(text) => setParams({ q: text, page: 1 })}
        label="Search events"
        placeholder="Search by venue or event type"
        className="mb-3 max-w-md"
      />
      <div className="mb-4 flex flex-wrap gap-3">
        <FilterSelect
          label="Filter by day"
          allLabel="All days"
          options={DAY_OPTIONS}
          value={day ?? ''}
          onValueChange={(value) => setParams({ day: EVENT_LIST_PARAMS.day.parse(value), page: 1 })}
        />
        <FilterSelect
          label="Filter by town"
          allLabel="All towns"
          options={townOptions(data?.towns, town)}
          value={town ?? ''}
          // A venue chosen in another town would leave nothing to list.
          onValueChange={(value) => setParams({ town: value, venue: undefined, page: 1 })}
        />
        {/* A combobox: the demo alone has 60+ venues (decision 075). */}
        <Combobox
          label="Filter by venue"
          isLabelHidden
          options={[
            { value: '', label: 'All venues' },
            ...(data?.venues.map((option) => ({ value: option.id, label: option.name })) ?? []),
          ]}
          value={venue ?? ''}
          onValueChange={(value) => setParams({ venue: value, page: 1 })}
          noMatches="No venue matches"
          className="w-full sm:w-72"
        />
        {isAdmin ? (
          <ProviderFilter
            providers={data?.providers}
            value={provider}
            onValueChange={(value) => setParams({ provider: value, page: 1 })}
          />
        ) : null}
        {isFiltered ? (
          <Button
            variant="ghost"
            onClick={() =>
              setParams({
                day: undefined,
                venue: undefined,
                provider: undefined,
                q: undefined,
                town: undefined,
                page: 1,
              })
            }
          >
            Clear all filters
          </Button>
        ) : null}
      </div>
      <SavedNotice saved={saved} />
      {events.isPending ? <p role="status">Loading events...</p> : null}
      {events.isError ? (
        <Alert tone="error" title="Error loading events">
          {errorMessage(events.error, 'Please try again.')}
        </Alert>
      ) : null}
      {data && data.events.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-border bg-surface p-6 text-center text-muted">
          {q ? `No events match “${q}”.` : 'No events'}
        </p>
      ) : null}
      {data && data.events.length > 0 ? (
        <>
          {/* Below 640 px each row is a card: the same table, laid out as a grid. */}
          <div className="rounded-2xl border border-border bg-surface sm:overflow-x-auto">
            <table className="w-full text-left text-sm sm:min-w-[40rem]">
              <thead className="border-b border-border text-muted max-sm:sr-only">
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
                {data.events.map((event) => {
                  const marked = justSavedProps(event.id === saved?.id);
                  return (
                    <tr
                      key={event.id}
                      {...marked}
                      className={`${marked.className} max-sm:grid max-sm:grid-cols-[auto_1fr] max-sm:gap-x-3 max-sm:gap-y-1 max-sm:p-4`}
                    >
                      <td className={`${CELL} max-sm:col-span-2 max-sm:text-base`}>
                        <Link
                          to={paths.admin.event(event.id)}
                          state={fromHere}
                          className="row-link"
                        >
                          {event.eventType}
                        </Link>
                      </td>
                      <td className={`${CELL} max-sm:col-span-2 max-sm:text-muted`}>
                        {event.venueName}
                      </td>
                      <td className={CELL}>{event.dayOfWeek}</td>
                      <td className={`${CELL} whitespace-nowrap`}>{formatTime(event.startTime)}</td>
                      <td className={CELL}>{formatFrequency(event.frequency)}</td>
                      {isAdmin ? (
                        <td className={CELL}>{event.providerName ?? 'Self-hosted'}</td>
                      ) : null}
                      <td className={`${CELL} max-sm:col-span-2`}>
                        <EventStatusPill isActive={event.isActive} isPast={event.isPast} />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <Pagination
            page={page}
            pageCount={pageCount}
            summary={plural(data.total, 'event')}
            onPageChange={(target) => setParams({ page: target })}
          />
        </>
      ) : null}
    </>
  );
}
