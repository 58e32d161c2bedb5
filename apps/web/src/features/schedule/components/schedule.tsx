import {
  findScheduleClashes,
  formatOccurrenceDate,
  isIsoDate,
  type OccurrenceStatus,
  SCHEDULE_WEEK_RANGES,
  type ScheduleOccurrence,
  ScheduleQuery,
  scheduleWindow,
  todayIn,
} from '@trivia/shared';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { ProviderFilter } from '@/components/ui/filter-select.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { paths } from '@/config/paths.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { fromSchema } from '@/lib/url-params.ts';
import { useUrlState } from '@/lib/url-state.ts';
import { teamsOfNight, useNightTeams } from '../api/get-night-teams.ts';
import { useSchedule } from '../api/get-schedule.ts';
import { useUpdateOccurrence } from '../api/update-occurrence.ts';
import { ConfirmWeek } from './confirm-week.tsx';
import { ConfirmationShareList } from './confirmation-share.tsx';
import { NightItem, nightName } from './night-item.tsx';
import { NightThemeDialog } from './night-theme-dialog.tsx';
import { byDate, ScheduleDay } from './schedule-day.tsx';
import { ScheduleExceptions } from './schedule-exceptions.tsx';
import { ScheduleSummary } from './schedule-summary.tsx';
import { SendConfirmations } from './send-confirmations.tsx';

/** The page's URL, read as the server reads its query: `?weeks=3` is the default 4 weeks. */
const SCHEDULE_PARAMS = {
  weeks: fromSchema(ScheduleQuery.shape.weeks),
  provider: fromSchema(ScheduleQuery.shape.providerId),
  show: fromSchema(ScheduleQuery.shape.show),
  /** Jump to a date: the window starts there instead of today. */
  from: {
    defaultValue: '',
    parse: (text: string) => (isIsoDate(text) ? text : undefined),
    format: String,
  },
};

/** What the status line says after each change. */
const DONE: Record<OccurrenceStatus, string> = {
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  scheduled: 'Rescheduled',
};

/** Nights a day shows in the platform's whole schedule before "Show all". */
const NIGHTS_PER_DAY = 5;

/**
 * Spec §2 schedule: 'All Event Schedules' for admins, 'My Schedule' for others; the summary tiles
 * (decision 170); a worklist: the tools in one row, then the upcoming nights by date
 * with Confirm / Cancel night / Reschedule; 1, 2, 4 or 8 weeks; a provider filter for admins.
 * Failures show a message (and are logged) rather than failing silently.
 */
export function Schedule() {
  const [{ weeks, provider, show, from: jumpTo }, setParams] = useUrlState(SCHEDULE_PARAMS);
  const today = todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);
  const from = jumpTo || today;
  const schedule = useSchedule({ from, weeks, providerId: provider, show });
  // Every night's teams in one request for the window, beside the schedule's.
  const range = scheduleWindow(from, weeks);
  const teams = useNightTeams({ from: range.from, through: range.to });
  const update = useUpdateOccurrence();
  const [toCancel, setToCancel] = useState<ScheduleOccurrence | null>(null);
  const [toTheme, setToTheme] = useState<ScheduleOccurrence | null>(null);
  const [note, setNote] = useState('');
  // The list stays where it is after a change (it reloads in place); this line says what happened.
  const [message, setMessage] = useState('');

  const change = (occurrence: ScheduleOccurrence, status: OccurrenceStatus, notes?: string) =>
    update.mutate(
      { id: occurrence.id, input: notes === undefined ? { status } : { status, notes } },
      {
        onError: (error) => console.error('Updating the night failed', error),
        onSuccess: () => {
          setToCancel(null);
          setMessage(`${DONE[status]}: ${nightName(occurrence)}.`);
        },
      },
    );

  useEffect(() => {
    if (schedule.error) console.error('Loading the schedule failed', schedule.error);
  }, [schedule.error]);
  useEffect(() => {
    if (teams.error) console.error('Loading the teams failed', teams.error);
  }, [teams.error]);
  const data = schedule.data;
  const isAdmin = data?.scope === 'all';
  const clashes = data ? findScheduleClashes(data.occurrences) : [];
  const clashingEvents = new Set(clashes.flatMap((clash) => clash.eventIds));
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
              className="rounded-xl border border-border bg-surface px-2 py-2 text-sm text-fg"
              value={weeks}
              onChange={(e) => setParams({ weeks: SCHEDULE_PARAMS.weeks.parse(e.target.value) })}
            >
              {SCHEDULE_WEEK_RANGES.map((range) => (
                <option key={range} value={range}>
                  {range === 1 ? 'Next 7 days' : `Next ${range} weeks`}
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
      {teams.isError ? (
        <div className="mb-4">
          <Alert tone="error" title="The teams coming could not be loaded">
            {errorMessage(teams.error, 'Please try again.')}
          </Alert>
        </div>
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
          <ScheduleSummary
            summary={data.summary}
            clashes={clashes}
            isUnconfirmedOnly={show === 'unconfirmed'}
            onToggleUnconfirmed={() =>
              setParams({ show: show === 'unconfirmed' ? undefined : 'unconfirmed' })
            }
          />
          <div className="mb-3 flex flex-wrap items-center gap-2">
            <label className="flex items-center gap-2 text-sm font-semibold">
              Jump to date
              <input
                type="date"
                value={from}
                onChange={(event) =>
                  setParams({
                    from: event.target.value === today ? undefined : event.target.value,
                  })
                }
                className="min-h-9 rounded-xl border border-border bg-surface px-3 text-fg"
              />
            </label>
            <ConfirmWeek
              from={from}
              providerId={provider}
              occurrences={data.occurrences}
              onDone={setMessage}
            />
            <ScheduleExceptions today={today} occurrences={data.occurrences} />
            {isAdmin ? <SendConfirmations from={today} /> : null}
          </div>
          <p role="status" className="mb-2 text-sm font-semibold text-success empty:mb-0">
            {message}
          </p>
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
            <div className="space-y-4">
              {byDate(data.occurrences).map(([date, nights]) => (
                <ScheduleDay
                  key={date}
                  date={date}
                  today={today}
                  nights={nights}
                  limit={isAdmin && !provider ? NIGHTS_PER_DAY : undefined}
                  renderNight={(night) => (
                    <NightItem
                      key={night.id}
                      night={night}
                      isBusy={update.isPending}
                      isDoubleBooked={clashingEvents.has(night.event.id)}
                      onChange={change}
                      onCancel={(each) => {
                        setNote('');
                        setToCancel(each);
                      }}
                      onTheme={setToTheme}
                      today={today}
                      teams={teamsOfNight(teams.data, night.event.id, night.date)}
                      onTeamRemoved={(each, team) =>
                        setMessage(`Removed ${team.teamName} from ${nightName(each)}.`)
                      }
                    />
                  )}
                />
              ))}
              {data.occurrences.length < data.summary.total ? (
                <p className="text-sm text-muted">
                  Showing the first {data.occurrences.length} of {data.summary.total} nights; choose
                  fewer weeks or a provider to see the rest.
                </p>
              ) : null}
            </div>
          )}
          {isAdmin ? <ConfirmationShareList shares={data.confirmationShare} /> : null}
        </>
      ) : null}
      <ConfirmDialog
        isOpen={toCancel !== null}
        title="Cancel this night?"
        cancelLabel="Keep it"
        confirmLabel="Cancel night"
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
          <span className="block text-xs font-normal text-muted">
            Players see it beside the cancelled night.
          </span>
          <textarea
            value={note}
            onChange={(event) => setNote(event.target.value)}
            className="mt-1 block w-full rounded-xl border border-border bg-surface-2 px-3 py-2 text-fg"
            placeholder="Closed for a private party"
          />
        </label>
      </ConfirmDialog>
      <NightThemeDialog night={toTheme} onClose={() => setToTheme(null)} onSaved={setMessage} />
    </>
  );
}
