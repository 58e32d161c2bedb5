import {
  formatOccurrenceDate,
  formatTime,
  type OccurrenceStatus,
  type ScheduleOccurrence,
} from '@trivia/shared';
import { Button } from '@/components/ui/button.tsx';
import { OccurrencePill } from '@/components/ui/status-pill.tsx';

export interface NightItemProps {
  night: ScheduleOccurrence;
  isBusy: boolean;
  onChange: (night: ScheduleOccurrence, status: OccurrenceStatus) => void;
  /** Opens the cancel dialog (it asks for a note). */
  onCancel: (night: ScheduleOccurrence) => void;
}

/** "Trivia at Music Row Pub on Tuesday, Nov 24": how the page and its messages name a night. */
export function nightName(night: ScheduleOccurrence): string {
  return `${night.event.eventType} at ${night.venue.name} on ${formatOccurrenceDate(night.date)}`;
}

/**
 * One night of the schedule with its actions (spec §4, decision 067): scheduled → Confirm or
 * Cancel; confirmed → Cancel night (the bar closed after all); cancelled → Reschedule.
 */
export function NightItem({ night, isBusy, onChange, onCancel }: NightItemProps) {
  return (
    <li
      aria-label={`${night.event.eventType} at ${night.venue.name}, ${formatOccurrenceDate(night.date)}`}
      className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold break-words">{night.event.eventType}</span>
          <OccurrencePill status={night.status} />
        </div>
        <p className="text-sm break-words text-muted">
          {formatTime(night.event.startTime)} · {night.venue.name} ·{' '}
          {night.event.providerName ?? 'Self-hosted'}
        </p>
        {night.notes ? <p className="mt-1 text-sm break-words">Note: {night.notes}</p> : null}
      </div>
      {night.canChange ? (
        <div className="flex shrink-0 flex-wrap gap-2">
          {night.status === 'scheduled' ? (
            <>
              <Button size="sm" disabled={isBusy} onClick={() => onChange(night, 'confirmed')}>
                Confirm
              </Button>
              <Button
                size="sm"
                variant="danger-ghost"
                disabled={isBusy}
                onClick={() => onCancel(night)}
              >
                Cancel
              </Button>
            </>
          ) : null}
          {night.status === 'confirmed' ? (
            <Button
              size="sm"
              variant="danger-ghost"
              disabled={isBusy}
              onClick={() => onCancel(night)}
            >
              Cancel night
            </Button>
          ) : null}
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
    </li>
  );
}
