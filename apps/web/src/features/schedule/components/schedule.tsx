import {
  formatOccurrenceDate,
  formatTime,
  type OccurrenceStatus,
  SCHEDULE_WEEK_RANGES,
  type ScheduleOccurrence,
  ScheduleQuery,
  todayIn,
} from '@trivia/shared';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { ProviderFilter } from '@/components/ui/filter-select.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { OccurrencePill } from '@/components/ui/status-pill.tsx';
import { paths } from '@/config/paths.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { fromSchema } from '@/lib/url-params.ts';
import { useUrlState } from '@/lib/url-state.ts';
import { useSchedule } from '../api/get-schedule.ts';
import { useUpdateOccurrence } from '../api/update-occurrence.ts';
import { ConfirmationShareList } from './confirmation-share.tsx';
import { ScheduleExceptions } from './schedule-exceptions.tsx';
import { SendConfirmations } from './send-confirmations.tsx';

/** The page's URL, read as the server reads its query: `?weeks=3` is the default 4 weeks. */
const SCHEDULE_PARAMS = {
  weeks: fromSchema(ScheduleQuery.shape.weeks),
  provider: fromSchema(ScheduleQuery.shape.providerId),
  show: fromSchema(ScheduleQuery.shape.show),
};

function Tile({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-2xl border border-border bg-surface p-4">
      <p className="text-sm font-semibold text-muted">{label}</p>
      <p className="mt-1 text-3xl font-extrabold">{value}</p>
    </div>
  );
}

/** The Unconfirmed tile is also the filter (issue 14): pressed, the list shows only those. */
function UnconfirmedTile({
  value,
  isPressed,
  onToggle,
}: {
  value: number;
  isPressed: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={isPressed}
      onClick={onToggle}
      className={`rounded-2xl border p-4 text-left ${isPressed ? 'border-warning bg-warning-bg' : 'border-border bg-surface hover:bg-surface-2'}`}
    >
      <span className="block text-sm font-semibold text-muted">Unconfirmed</span>
      <span className="mt-1 block text-3xl font-extrabold">{value}</span>
      <span className="mt-1 block text-xs text-muted">
        {isPressed ? 'Showing only these · show all' : 'Next 7 days · show only these'}
      </span>
    </button>
  );
}

/** Nights grouped under their date, in order. */
function byDate(occurrences: ScheduleOccurrence[]): [string, ScheduleOccurrence[]][] {
  const groups = new Map<string, ScheduleOccurrence[]>();
  for (const occurrence of occurrences)
    groups.set(occurrence.date, [...(groups.get(occurrence.date) ?? []), occurrence]);
  return [...groups];
}

/**
 * Spec §2 schedule: 'All Event Schedules' for admins, 'My Schedule' for others; the tiles; the
 * upcoming nights by date with Confirm / Cancel / Reschedule; 2, 4 or 8 weeks; a provider filter
 * for admins. Failures show a message (and are logged) rather than failing silently.
 */
export function Schedule() {
  const [{ weeks, provider, show }, setParams] = useUrlState(SCHEDULE_PARAMS);
  const from = todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);
  const schedule = useSchedule({ from, weeks, providerId: provider, show });
  const update = useUpdateOccurrence();
  const [toCancel, setToCancel] = useState<ScheduleOccurrence | null>(null);
  const [note, setNote] = useState('');

  const change = (occurrence: ScheduleOccurrence, status: OccurrenceStatus, notes?: string) =>
    update.mutate(
      { id: occurrence.id, input: notes === undefined ? { status } : { status, notes } },
      {
        onError: (error) => console.error('Updating the night failed', error),
        onSuccess: () => setToCancel(null),
      },
    );

  useEffect(() => {
    if (schedule.error) console.error('Loading the schedule failed', schedule.error);
  }, [schedule.error]);
  const data = schedule.data;
  const isAdmin = data?.scope === 'all';
  const title = data ? (isAdmin ? 'All Event Schedules' : 'My Schedule') : 'Schedule';

  return (
    <>
      <PageHeader
        title={title}
        description={
          data
            ? `${formatOccurrenceDate(data.from)} to ${formatOccurrenceDate(data.to)}`
            : undefined
        }
        actions={
          <>
            <select
              aria-label="Weeks to show"
              className="rounded-xl border border-border bg-surface px-3 py-2 text-fg"
              value={weeks}
              onChange={(e) => setParams({ weeks: SCHEDULE_PARAMS.weeks.parse(e.target.value) })}
            >
              {SCHEDULE_WEEK_RANGES.map((range) => (
                <option key={range} value={range}>
                  Next {range} weeks
                </option>
              ))}
            </select>
            {isAdmin ? (
              <ProviderFilter
                providers={data?.providers}
                value={provider}
                onValueChange={(value) => setParams({ provider: value })}
              />
            ) : null}
          </>
        }
      />
      {schedule.isError ? (
        <Alert tone="error" title="The schedule could not be loaded">
          {errorMessage(schedule.error, 'Please try again.')}
        </Alert>
      ) : null}
      {update.isError ? (
        <div className="mb-4">
          <Alert tone="error" title="That change was not saved">
            {errorMessage(update.error, 'Please try again.')}
          </Alert>
        </div>
      ) : null}
      {schedule.isPending ? <p role="status">Loading the schedule...</p> : null}
      {data ? (
        <>
          <section aria-label="Summary" className="mb-6 grid grid-cols-2 gap-3 sm:grid-cols-5">
            <Tile label="Total Events" value={data.summary.total} />
            <Tile label="Scheduled" value={data.summary.scheduled} />
            <Tile label="Confirmed" value={data.summary.confirmed} />
            <Tile label="Cancelled" value={data.summary.cancelled} />
            <UnconfirmedTile
              value={data.summary.unconfirmed}
              isPressed={show === 'unconfirmed'}
              onToggle={() =>
                setParams({ show: show === 'unconfirmed' ? undefined : 'unconfirmed' })
              }
            />
          </section>
          {isAdmin ? <SendConfirmations from={from} /> : null}
          <ScheduleExceptions today={from} occurrences={data.occurrences} />
          {isAdmin ? <ConfirmationShareList shares={data.confirmationShare} /> : null}
          {data.occurrences.length === 0 ? (
            !data.hasProfile ? (
              <div className="rounded-2xl border border-dashed border-border bg-surface p-6 text-center">
                <p className="font-semibold">No scheduled events yet</p>
                <Link
                  to={paths.admin.events}
                  className="mt-2 inline-block font-semibold text-link underline underline-offset-4"
                >
                  Add Your First Event
                </Link>
              </div>
            ) : (
              <p className="rounded-2xl border border-dashed border-border bg-surface p-6 text-center text-muted">
                No events
              </p>
            )
          ) : (
            <div className="space-y-6">
              {byDate(data.occurrences).map(([date, nights]) => (
                <section key={date} aria-labelledby={`day-${date}`}>
                  <h2 id={`day-${date}`} className="mb-2 text-lg font-bold">
                    {formatOccurrenceDate(date)}
                  </h2>
                  <ul className="divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface">
                    {nights.map((night) => (
                      <li
                        key={night.id}
                        aria-label={`${night.event.eventType} at ${night.venue.name}, ${formatOccurrenceDate(date)}`}
                        className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
                      >
                        <div className="min-w-0">
                          <div className="flex flex-wrap items-center gap-2">
                            <span className="font-semibold">{night.event.eventType}</span>
                            <OccurrencePill status={night.status} />
                          </div>
                          <p className="text-sm text-muted">
                            {formatTime(night.event.startTime)} · {night.venue.name} ·{' '}
                            {night.event.providerName ?? 'Self-hosted'}
                          </p>
                          {night.notes ? <p className="mt-1 text-sm">Note: {night.notes}</p> : null}
                        </div>
                        {night.canChange ? (
                          <div className="flex shrink-0 gap-2">
                            {night.status === 'scheduled' ? (
                              <>
                                <Button
                                  size="sm"
                                  disabled={update.isPending}
                                  onClick={() => change(night, 'confirmed')}
                                >
                                  Confirm
                                </Button>
                                <Button
                                  size="sm"
                                  variant="danger-ghost"
                                  disabled={update.isPending}
                                  onClick={() => {
                                    setNote('');
                                    setToCancel(night);
                                  }}
                                >
                                  Cancel
                                </Button>
                              </>
                            ) : null}
                            {night.status === 'cancelled' ? (
                              <Button
                                size="sm"
                                variant="secondary"
                                disabled={update.isPending}
                                onClick={() => change(night, 'scheduled')}
                              >
                                Reschedule
                              </Button>
                            ) : null}
                          </div>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
              {data.occurrences.length < data.summary.total ? (
                <p className="text-sm text-muted">
                  Showing the first {data.occurrences.length} of {data.summary.total} nights; choose
                  fewer weeks or a provider to see the rest.
                </p>
              ) : null}
            </div>
          )}
        </>
      ) : null}
      <ConfirmDialog
        isOpen={toCancel !== null}
        title="Cancel this night?"
        cancelLabel="Keep it"
        confirmLabel="Cancel Night"
        isBusy={update.isPending}
        onConfirm={() => toCancel && change(toCancel, 'cancelled', note)}
        onClose={() => setToCancel(null)}
      >
        <p>
          {toCancel
            ? `${toCancel.event.eventType} at ${toCancel.venue.name} on ${formatOccurrenceDate(toCancel.date)}`
            : ''}{' '}
          will show as cancelled to players. You can reschedule it later.
        </p>
        <label className="mt-4 block text-sm font-semibold text-fg">
          Note (optional)
          <textarea
            value={note}
            onChange={(event) => setNote(event.target.value)}
            className="mt-1 block w-full rounded-xl border border-border bg-surface-2 px-3 py-2 text-fg"
            placeholder="Closed for a private party"
          />
        </label>
      </ConfirmDialog>
    </>
  );
}
