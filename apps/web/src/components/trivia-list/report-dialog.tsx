import {
  formatOccurrenceDate,
  REPORT_NOTE_MAX,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
} from '@trivia/shared';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { apiFetch } from '@/lib/api-client.ts';

export interface ReportTarget {
  eventId: string;
  date: string;
  title: string;
  venueName: string;
}

const fieldClass =
  'mt-1 block w-full rounded-xl border border-border bg-surface-2 px-3 py-2 text-fg';

/**
 * The Report a problem dialog (issue 14): a reason, an optional note and an optional email for a
 * reply. The server validates, rate-limits and de-duplicates; `website` is a honeypot field that
 * people never see (bots fill it in).
 */
export default function ReportDialog({
  target,
  onClose,
}: {
  target: ReportTarget;
  onClose: () => void;
}) {
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [note, setNote] = useState('');
  const [email, setEmail] = useState('');
  const [website, setWebsite] = useState('');
  // Plain state rather than a mutation hook: this chunk then shares nothing new with the first load.
  const [state, setState] = useState<{ status: 'idle' | 'sending' | 'sent'; error?: unknown }>({
    status: 'idle',
  });
  const isSent = state.status === 'sent';
  const submit = () => {
    setState({ status: 'sending' });
    apiFetch('/api/reports', {
      method: 'POST',
      body: { eventId: target.eventId, date: target.date, reason, note, email, website },
    }).then(
      () => setState({ status: 'sent' }),
      (error: unknown) => setState({ status: 'idle', error }),
    );
  };

  return (
    <ConfirmDialog
      isOpen
      title={isSent ? 'Thanks for telling us' : 'Report a problem'}
      confirmLabel={isSent ? 'Close' : 'Send report'}
      busyLabel="Sending..."
      tone="primary"
      cancelLabel={isSent ? null : 'Cancel'}
      isBusy={state.status === 'sending'}
      isConfirmDisabled={!isSent && reason === ''}
      error={state.error}
      onConfirm={() => (isSent ? onClose() : submit())}
      onClose={onClose}
    >
      {isSent ? (
        <Alert tone="success">The people who run this night will see your report.</Alert>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (reason !== '') submit();
          }}
        >
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
                  checked={reason === value}
                  onChange={() => setReason(value)}
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
              value={note}
              maxLength={REPORT_NOTE_MAX}
              onChange={(event) => setNote(event.target.value)}
              className={fieldClass}
            />
          </label>
          <label className="mt-4 block text-sm font-semibold text-fg">
            Your email, if you'd like a reply (optional)
            <input
              type="email"
              name="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              className={fieldClass}
            />
          </label>
          <label className="sr-only" aria-hidden="true">
            Website
            <input
              name="website"
              tabIndex={-1}
              autoComplete="off"
              value={website}
              onChange={(event) => setWebsite(event.target.value)}
            />
          </label>
        </form>
      )}
    </ConfirmDialog>
  );
}
