import {
  addDays,
  EXCEPTION_KINDS,
  type ExceptionKind,
  exceptionSummary,
  formatTime,
  PUBLIC_NOTE_MAX,
  type ScheduleOccurrence,
} from '@trivia/shared';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { useScheduleException } from '../api/schedule-exception.ts';

const KINDS: Record<ExceptionKind, { label: string; dateLabel: string; hint: string }> = {
  cancel_date: {
    label: 'Cancel one date (a holiday)',
    dateLabel: 'Date',
    hint: 'The events you tick do not run that day.',
  },
  pause: {
    label: 'Take a break until a date',
    dateLabel: 'Back on',
    hint: 'Every night from today until the day before this date is cancelled.',
  },
  end: {
    label: 'Stop the events for good',
    dateLabel: 'No more nights from',
    hint: 'Nights from this date on are cancelled, and the events stop.',
  },
};

interface EventChoice {
  id: string;
  label: string;
}

/** The events of the nights on the page that the viewer may change, once each, by name. */
export function changeableEvents(occurrences: ScheduleOccurrence[]): EventChoice[] {
  const events = new Map<string, EventChoice>();
  for (const night of occurrences) {
    if (!night.canChange || events.has(night.event.id)) continue;
    events.set(night.event.id, {
      id: night.event.id,
      label: `${night.event.eventType} at ${night.venue.name} · ${night.event.dayOfWeek} ${formatTime(night.event.startTime)}`,
    });
  }
  return [...events.values()].sort((a, b) => a.label.localeCompare(b.label));
}

/**
 * Exceptions in bulk (decision 049): cancel one date across many events with a public
 * note, pause until a date, or end a series from a date. Nights confirmed or cancelled by hand are
 * kept (the server decides; the summary says how many).
 */
export function ScheduleExceptions({
  today,
  occurrences,
}: {
  today: string;
  occurrences: ScheduleOccurrence[];
}) {
  const events = changeableEvents(occurrences);
  const save = useScheduleException();
  const [isOpen, setIsOpen] = useState(false);
  const [kind, setKind] = useState<ExceptionKind>('cancel_date');
  const [date, setDate] = useState(addDays(today, 1));
  const [note, setNote] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  if (events.length === 0) return null;

  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => {
          save.reset();
          setIsOpen(true);
        }}
      >
        Cancel a date, take a break or stop events
      </Button>
      {save.isSuccess && !isOpen ? (
        <div className="w-full">
          <Alert tone="success">{exceptionSummary(save.data)}</Alert>
        </div>
      ) : null}
      <ConfirmDialog
        isOpen={isOpen}
        title="Cancel a date, take a break or stop events"
        confirmLabel="Save"
        busyLabel="Saving..."
        cancelLabel="Close"
        tone="danger"
        isBusy={save.isPending}
        isConfirmDisabled={chosen.size === 0 || !date}
        error={save.error}
        onConfirm={() =>
          save.mutate(
            { kind, eventIds: [...chosen], date, today, note },
            { onSuccess: () => setIsOpen(false) },
          )
        }
        onClose={() => setIsOpen(false)}
      >
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold">What do you want to do?</legend>
          {EXCEPTION_KINDS.map((option) => (
            <label key={option} className="flex items-center gap-2">
              <input
                type="radio"
                name="exception-kind"
                checked={kind === option}
                onChange={() => setKind(option)}
              />
              {KINDS[option].label}
            </label>
          ))}
        </fieldset>
        <div className="mt-4">
          <TextField
            label={KINDS[kind].dateLabel}
            type="date"
            min={today}
            value={date}
            hint={KINDS[kind].hint}
            onChange={(event) => setDate(event.target.value)}
          />
        </div>
        <fieldset className="mt-4 space-y-2">
          <legend className="text-sm font-semibold">Which events</legend>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={chosen.size === events.length}
              onChange={() =>
                setChosen(
                  chosen.size === events.length
                    ? new Set()
                    : new Set(events.map((event) => event.id)),
                )
              }
            />
            All my events on this page
          </label>
          <div className="max-h-40 space-y-2 overflow-y-auto rounded-xl border border-border p-3">
            {events.map((event) => (
              <label key={event.id} className="flex items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  className="mt-1"
                  checked={chosen.has(event.id)}
                  onChange={() => toggle(event.id)}
                />
                {event.label}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="mt-4">
          <TextField
            label="Public note (optional)"
            maxLength={PUBLIC_NOTE_MAX}
            placeholder="closed for Thanksgiving"
            hint={`Players see “Cancelled — ${note || 'closed for Thanksgiving'}”. Nights you confirmed or cancelled yourself stay as they are.`}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </div>
      </ConfirmDialog>
    </>
  );
}
