import { type DashboardResponse, formatTime } from '@trivia/shared';
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
import { paths } from '@/config/paths.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { useDashboard } from '../api/get-dashboard.ts';

function Tile({ label, value, to }: { label: string; value: number; to: string }) {
  return (
    <Link
      to={to}
      className="flex flex-col rounded-2xl border border-border bg-surface p-5 shadow-sm transition-colors hover:bg-surface-2"
    >
      <p className="text-sm font-semibold text-muted">{label}</p>
      {/* At the tile's foot: the numbers of a row line up when one label takes two lines. */}
      <p className="mt-auto pt-1 text-4xl font-extrabold">{value}</p>
    </Link>
  );
}

export interface DashboardProps {
  name: string;
  /** Add Venue and Add Event: for anyone with a profile (spec §2), not read-only staff. */
  canCreate: boolean;
}

/**
 * Spec §2 dashboard: counts of venues and events, open reports and the teams coming tonight
 *, and the latest five venues and events.
 */
export function Dashboard(props: DashboardProps) {
  const dashboard = useDashboard();
  if (dashboard.isPending) return <p role="status">Loading dashboard...</p>;
  if (dashboard.isError) {
    return (
      <Alert tone="error" title="Error loading dashboard">
        {errorMessage(dashboard.error, 'Please try again.')}
      </Alert>
    );
  }
  return <DashboardView {...props} data={dashboard.data} />;
}

export function DashboardView({
  name,
  canCreate,
  data,
}: DashboardProps & { data: DashboardResponse }) {
  const {
    scope,
    venuesCount,
    eventsCount,
    openReports,
    teamsComingTonight,
    latestVenues,
    latestEvents,
  } = data;
  const isMine = scope === 'mine';
  const fromHere = useFromHere();
  const saved = useJustSaved();
  return (
    <>
      <PageHeader
        title="Dashboard"
        description={`Welcome, ${name}.`}
        actions={
          canCreate ? (
            <>
              <Link to={paths.admin.newVenue} className={buttonClasses('secondary')}>
                Add Venue
              </Link>
              <Link
                to={paths.admin.newEvent()}
                state={fromHere}
                className={buttonClasses('primary')}
              >
                Add Event
              </Link>
            </>
          ) : null
        }
      />
      <SavedNotice saved={saved} />
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <Tile
          label={isMine ? 'My Venues' : 'Venues'}
          value={venuesCount}
          to={isMine ? paths.admin.myVenues : paths.admin.venues}
        />
        <Tile label={isMine ? 'My Events' : 'Events'} value={eventsCount} to={paths.admin.events} />
        <Tile label="Open reports" value={openReports} to={`${paths.admin.reports}?status=open`} />
        {/* The teams that said "We're coming" to tonight's nights; the schedule lists them. */}
        <Tile label="Teams coming tonight" value={teamsComingTonight} to={paths.admin.schedule} />
      </div>
      <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-2">
        <section
          aria-labelledby="latest-venues"
          className="min-w-0 rounded-2xl border border-border bg-surface p-5"
        >
          <h2 id="latest-venues" className="text-lg font-bold">
            Latest venues
          </h2>
          {latestVenues.length === 0 ? (
            <p className="mt-3 text-muted">No venues yet.</p>
          ) : (
            <ul className="mt-3 divide-y divide-border">
              {latestVenues.map((venue) => (
                <li key={venue.id} className="flex items-start justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <Link
                      to={paths.admin.venueDetail(venue.id)}
                      state={fromHere}
                      className="font-semibold break-words text-link underline-offset-4 hover:underline"
                    >
                      {venue.name}
                    </Link>
                    <p className="truncate text-sm text-muted">{venue.addressOriginal}</p>
                  </div>
                  <span className="shrink-0">
                    <VerificationPill status={venue.verificationStatus} />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section
          aria-labelledby="latest-events"
          className="min-w-0 rounded-2xl border border-border bg-surface p-5"
        >
          <h2 id="latest-events" className="text-lg font-bold">
            Latest events
          </h2>
          {latestEvents.length === 0 ? (
            <p className="mt-3 text-muted">No events yet.</p>
          ) : (
            <ul className="mt-3 divide-y divide-border">
              {latestEvents.map((event) => (
                <li
                  key={event.id}
                  {...justSavedProps(event.id === saved?.id)}
                  className={`py-3 ${justSavedProps(event.id === saved?.id).className}`}
                >
                  <Link to={paths.admin.event(event.id)} state={fromHere} className="row-link">
                    {event.eventType}
                  </Link>
                  <p className="text-sm text-muted">
                    {event.venueName} · {event.dayOfWeek}s at {formatTime(event.startTime)}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
