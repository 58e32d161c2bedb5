import {
  formatOccurrenceDate,
  REPORT_NOTE_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
} from '@trivia/shared';
import { HoneypotField } from '@/components/ui/honeypot-field.tsx';
import { apiFetch } from '@/lib/api-client.ts';

export interface ReportTarget {
  eventId: string;
  date: string;
  title: string;
  venueName: string;
}

export interface ReportValues {
  reason: ReportReason | '';
  note: string;
  email: string;
  /** A honeypot: people never see it, bots fill it in. */
  website: string;
}

export const EMPTY_REPORT: ReportValues = { reason: '', note: '', email: '', website: '' };

/** Sends a report: the server validates, rate-limits and de-duplicates. */
export function sendReport(target: ReportTarget, values: ReportValues): Promise<unknown> {
  return apiFetch('/api/reports', {
    method: 'POST',
    body: { eventId: target.eventId, date: target.date, ...values },
  });
}

const fieldClass =
  'mt-1 block w-full rounded-xl border border-border bg-surface-2 px-3 py-2 text-fg';

/**
 * The fields of a report: the night, a reason, an optional note and email, and the
 * honeypot. Named as the form posts them, so that the report page's form works without its
 * script; the dialog and the page both show them.
 */
export function ReportFields({
  target,
  values,
  onChange,
}: {
  target: ReportTarget;
  values: ReportValues;
  onChange: (values: ReportValues) => void;
}) {
  const set = (change: Partial<ReportValues>) => onChange({ ...values, ...change });
  return (
    <>
      <input type="hidden" name="eventId" value={target.eventId} />
      <input type="hidden" name="date" value={target.date} />
      <p>
        {target.title} at {target.venueName}, {formatOccurrenceDate(target.date)}
      </p>
      <fieldset className="mt-4">
        <legend className="text-sm font-semibold text-fg">What is wrong?</legend>
        {REPORT_REASONS.map((value) => (
          <label key={value} className="mt-2 flex min-h-11 items-center gap-3 text-fg">
            <input
              type="radio"
              name="reason"
              value={value}
              required
              checked={values.reason === value}
              onChange={() => set({ reason: value })}
              className="size-5"
            />
            {REPORT_REASON_LABELS[value]}
          </label>
        ))}
      </fieldset>
      <label className="mt-4 block text-sm font-semibold text-fg">
        Note (optional)
        <textarea
          name="note"
          value={values.note}
          maxLength={REPORT_NOTE_MAX}
          onChange={(event) => set({ note: event.target.value })}
          className={fieldClass}
        />
      </label>
      <label className="mt-4 block text-sm font-semibold text-fg">
        Your email, if you'd like a reply (optional)
        <input
          type="email"
          name="email"
          autoComplete="email"
          value={values.email}
          onChange={(event) => set({ email: event.target.value })}
          className={fieldClass}
        />
      </label>
      <HoneypotField value={values.website} onChange={(website) => set({ website })} />
    </>
  );
}
