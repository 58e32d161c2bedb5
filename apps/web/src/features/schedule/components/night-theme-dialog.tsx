import { formatOccurrenceDate, type ScheduleOccurrence } from '@trivia/shared';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { NightThemeField } from '@/components/ui/night-theme-field.tsx';
import { useUpdateOccurrence } from '../api/update-occurrence.ts';
import { nightName } from './night-item.tsx';

/**
 * Tonight's theme or a short note to players (decision 208), set from the schedule: one line,
 * shown on the night's card, its venue page, embeds, the public API and its schema.org `Event`.
 * Saving it empty takes it off.
 */
export function NightThemeDialog({
  night,
  onClose,
  onSaved,
}: {
  night: ScheduleOccurrence | null;
  onClose: () => void;
  /** What the page says once saved. */
  onSaved: (message: string) => void;
}) {
  const update = useUpdateOccurrence();
  const [theme, setTheme] = useState('');
  const { reset } = update;
  useEffect(() => {
    setTheme(night?.theme ?? '');
    reset();
  }, [night, reset]);
  const save = () => {
    if (!night) return;
    const next = theme.trim();
    update.mutate(
      { id: night.id, input: { theme: next } },
      {
        onSuccess: () => {
          onSaved(`${next ? 'Theme saved' : 'Theme removed'}: ${nightName(night)}.`);
          onClose();
        },
      },
    );
  };
  return (
    <ConfirmDialog
      isOpen={night !== null}
      title="Theme for this night"
      tone="primary"
      confirmLabel="Save theme"
      busyLabel="Saving…"
      isBusy={update.isPending}
      error={update.error}
      onConfirm={save}
      onClose={onClose}
    >
      <p>
        {night
          ? `${night.event.eventType} at ${night.venue.name} on ${formatOccurrenceDate(night.date)}`
          : ''}
      </p>
      <NightThemeField
        className="mt-4"
        value={theme}
        onChange={setTheme}
        label="Theme or note for players"
        hint="Shown with the night wherever players see it. Leave it empty to remove it."
      />
    </ConfirmDialog>
  );
}
