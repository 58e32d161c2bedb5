import { lazy, Suspense, useState } from 'react';
import { paths } from '@/config/paths.ts';
import type { ReportTarget } from './report-fields.tsx';

// The dialog and its form load only when someone opens it: the public list's first load stays small.
const ReportDialog = lazy(() => import('./report-dialog.tsx'));

/**
 * "Report a problem" with one night of the public list. No account needed. A link to
 * the night's report page, so that a tap before the page's script runs still works; once it runs,
 * the tap opens the dialog instead.
 */
export function ReportButton({ target }: { target: ReportTarget }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      {/* A plain link, not the router's: its click opens the dialog once the script runs. */}
      <a
        href={paths.report(target)}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
        className="report-button"
      >
        Report a problem
        <span className="sr-only">{` with ${target.title} at ${target.venueName}`}</span>
      </a>
      {isOpen ? (
        <Suspense fallback={null}>
          <ReportDialog target={target} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
