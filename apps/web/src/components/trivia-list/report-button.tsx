import { lazy, Suspense, useState } from 'react';
import type { ReportTarget } from './report-dialog.tsx';

// The dialog and its form load only when someone opens it: the public list's first load stays small.
const ReportDialog = lazy(() => import('./report-dialog.tsx'));

/** "Report a problem" with one night of the public list (issue 14). No account needed. */
export function ReportButton({ target }: { target: ReportTarget }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className="report-button">
        Report a problem
        <span className="sr-only">{` with ${target.title} at ${target.venueName}`}</span>
      </button>
      {isOpen ? (
        <Suspense fallback={null}>
          <ReportDialog target={target} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
