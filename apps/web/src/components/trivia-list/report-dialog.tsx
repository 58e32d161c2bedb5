import { useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import {
  EMPTY_REPORT,
  ReportFields,
  type ReportTarget,
  type ReportValues,
  sendReport,
} from './report-fields.tsx';

export type { ReportTarget } from './report-fields.tsx';

/** The Report a problem dialog, opened from the list once its script runs. */
export default function ReportDialog({
  target,
  onClose,
}: {
  target: ReportTarget;
  onClose: () => void;
}) {
  const [values, setValues] = useState<ReportValues>(EMPTY_REPORT);
  // Plain state rather than a mutation hook: this chunk then shares nothing new with the first load.
  const [state, setState] = useState<{ status: 'idle' | 'sending' | 'sent'; error?: unknown }>({
    status: 'idle',
  });
  const isSent = state.status === 'sent';
  const submit = () => {
    setState({ status: 'sending' });
    sendReport(target, values).then(
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
      isConfirmDisabled={!isSent && values.reason === ''}
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
            if (values.reason !== '') submit();
          }}
        >
          <ReportFields target={target} values={values} onChange={setValues} />
        </form>
      )}
    </ConfirmDialog>
  );
}
