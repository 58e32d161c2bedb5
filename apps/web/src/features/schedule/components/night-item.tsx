import {
  formatOccurrenceDate,
  formatTime,
  type NightTeam,
  type OccurrenceStatus,
  type ScheduleOccurrence,
} from '@trivia/shared';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { useFromHere } from '@/components/ui/return-to.tsx';
import { OccurrencePill } from '@/components/ui/status-pill.tsx';
import { paths } from '@/config/paths.ts';
import { NightTeams } from './night-teams.tsx';

export interface NightItemProps {
  night: ScheduleOccurrence;
  isBusy: boolean;
  /** Another event of the same venue starts at the same time that day. */
  isDoubleBooked?: boolean;
  onChange: (night: ScheduleOccurrence, status: OccurrenceStatus) => void;
  /** Opens the cancel dialog (it asks for a note). */
  onCancel: (night: ScheduleOccurrence) => void;
  /** Opens the theme dialog (decision 208). */
  onTheme: (night: ScheduleOccurrence) => void;
  /** The viewer's date: a night of it or before may have its results posted (decision 205). */
  today: string;
  /** The teams coming, from the schedule's one request for its range. */
  teams: readonly NightTeam[];
  onTeamRemoved: (night: ScheduleOccurrence, team: NightTeam) => void;
}

/** "Trivia at Music Row Pub on Tuesday, Nov 24": how the page and its messages name a night. */
export function nightName(night: ScheduleOccurrence): string {
  return `${night.event.eventType} at ${night.venue.name} on ${formatOccurrenceDate(night.date)}`;
}

/**
 * One night of the schedule with its actions (spec §4, decision 067): scheduled → Confirm or
 * Cancel night; confirmed → Cancel night (the bar closed after all); cancelled → Reschedule. One
 * name per action: "Cancel" beside "Confirm" read like "dismiss". Compact, so that a
 * week fits a phone: time and event on one line, venue and host on the next, actions beside.
 */
export function NightItem({
  night,
  isBusy,
  isDoubleBooked,
  onChange,
  onCancel,
  onTheme,
  today,
  teams,
  onTeamRemoved,
}: NightItemProps) {
  const fromHere = useFromHere();
  const cancelButton = (
    <Button size="sm" variant="danger-ghost" disabled={isBusy} onClick={() => onCancel(night)}>
      Cancel night
    </Button>
  );
  return (
    <li
      aria-label={`${night.event.eventType} at ${night.venue.name}, ${formatOccurrenceDate(night.date)}`}
      className="flex flex-wrap items-start gap-x-3 px-3 py-2.5 sm:items-center sm:px-4"
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-semibold break-words">
            {formatTime(night.event.startTime)} · {night.event.eventType}
          </span>
          <OccurrencePill status={night.status} />
          {night.status === 'confirmed' && night.confirmedBy === 'platform' ? (
            // Decision 123: the public reads "Checked" until someone who runs the night confirms.
            <span className="text-xs text-muted">by Trivia Near Me</span>
          ) : null}
        </div>
        <p className="text-sm break-words text-muted">
          {night.venue.name} · {night.event.providerName ?? 'Self-hosted'}
        </p>
        {isDoubleBooked ? (
          <p className="text-sm font-semibold text-warning">Same time as another event here</p>
        ) : null}
        {night.notes ? <p className="text-sm break-words">Note: {night.notes}</p> : null}
        {night.theme ? <p className="text-sm break-words">Theme: {night.theme}</p> : null}
      </div>
      {night.canChange ? (
        <div className="flex shrink-0 flex-col items-stretch gap-1.5 sm:flex-row sm:items-center">
          {night.status === 'scheduled' ? (
            <>
              <Button size="sm" disabled={isBusy} onClick={() => onChange(night, 'confirmed')}>
                Confirm
              </Button>
              {cancelButton}
            </>
          ) : null}
          {night.status === 'confirmed' ? (
            <>
              {night.confirmedBy === 'platform' && night.isHost ? (
                <Button size="sm" disabled={isBusy} onClick={() => onChange(night, 'confirmed')}>
                  Confirm
                </Button>
              ) : null}
              {cancelButton}
            </>
          ) : null}
          {night.status !== 'cancelled' && night.date <= today ? (
            <Link
              to={paths.admin.nightResults(night.event.id, night.date)}
              state={fromHere}
              className={buttonClasses('secondary', 'sm')}
            >
              Post results
            </Link>
          ) : null}
          {night.status === 'cancelled' ? null : (
            <Button size="sm" variant="ghost" disabled={isBusy} onClick={() => onTheme(night)}>
              {night.theme ? 'Edit theme' : 'Add theme'}
            </Button>
          )}
          {night.status === 'cancelled' ? (
            <Button
              size="sm"
              variant="secondary"
              disabled={isBusy}
              onClick={() => onChange(night, 'scheduled')}
            >
              Reschedule
            </Button>
          ) : null}
        </div>
      ) : null}
      {teams.length > 0 ? (
        // Under the night and its actions, the row's whole width: a phone has room for the teams.
        <div className="basis-full">
          <NightTeams
            teams={teams}
            maxTeams={night.event.maxTeams}
            canRemove={night.canChange}
            nightName={nightName(night)}
            onRemoved={(team) => onTeamRemoved(night, team)}
          />
        </div>
      ) : null}
    </li>
  );
}
