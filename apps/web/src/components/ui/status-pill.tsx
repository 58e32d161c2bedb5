import { OCCURRENCE_STATUS_LABELS, type OccurrenceStatus } from '@trivia/shared';

export type PillTone = 'success' | 'warning' | 'danger' | 'neutral' | 'muted' | 'accent' | 'solid';

/**
 * The app's one status pill: a short label in a rounded, coloured frame, green for good, yellow
 * for waiting, red for stopped. Its tones are classes in styles.css (`.status-pill`), which keeps
 * them out of the public pages' JavaScript. The nights' statuses are here (the public list shows
 * them too); the admin screens' other statuses are in admin-pills.tsx.
 */
export function StatusPill({ tone, label }: { tone: PillTone; label: string }) {
  return (
    <span className="status-pill" data-tone={tone}>
      {label}
    </span>
  );
}

const OCCURRENCE_TONES: Record<OccurrenceStatus, PillTone> = {
  confirmed: 'success',
  scheduled: 'warning',
  cancelled: 'danger',
};

/** A night of the schedule (spec §4: green, yellow, red). */
export function OccurrencePill({ status }: { status: OccurrenceStatus }) {
  return <StatusPill tone={OCCURRENCE_TONES[status]} label={OCCURRENCE_STATUS_LABELS[status]} />;
}
