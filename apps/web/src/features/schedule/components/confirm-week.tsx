import { addDays, formatOccurrenceDate, plural, type ScheduleOccurrence } from '@trivia/shared';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { useConfirmWeek } from '../api/confirm-week.ts';

export interface ConfirmWeekProps {
  from: string;
  providerId: string | undefined;
  /** The nights listed: the button counts the week's scheduled ones the user may change. */
  occurrences: ScheduleOccurrence[];
  onDone: (message: string) => void;
}

const nights = (count: number) => plural(count, 'night');

/**
 * Confirm all this week: every scheduled night of the 7 days from `from` in the
 * filtered list, after one confirmation, in one request.
 */
export function ConfirmWeek({ from, providerId, occurrences, onDone }: ConfirmWeekProps) {
  const [isOpen, setIsOpen] = useState(false);
  const confirmWeek = useConfirmWeek();
  const to = addDays(from, 6);
  const count = occurrences.filter(
    (night) =>
      night.canChange && night.status === 'scheduled' && night.date >= from && night.date <= to,
  ).length;
  if (count === 0 && !isOpen) return null;
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setIsOpen(true)}>
        Confirm all this week ({count})
      </Button>
      <ConfirmDialog
        isOpen={isOpen}
        title="Confirm all this week?"
        tone="primary"
        cancelLabel="Not now"
        confirmLabel={`Confirm ${nights(count)}`}
        busyLabel="Confirming..."
        isBusy={confirmWeek.isPending}
        error={confirmWeek.error}
        onConfirm={() =>
          confirmWeek.mutate(
            { from, providerId },
            {
              onSuccess: ({ confirmed }) => {
                setIsOpen(false);
                onDone(`Confirmed ${nights(confirmed)} this week.`);
              },
            },
          )
        }
        onClose={() => setIsOpen(false)}
      >
        <p>
          Every scheduled night from {formatOccurrenceDate(from)} to {formatOccurrenceDate(to)} in
          this list ({nights(count)}) will show as confirmed to players.
        </p>
      </ConfirmDialog>
    </>
  );
}
