import { lazy, Suspense, useState } from 'react';
import { paths } from '@/config/paths.ts';
import { useEarlyInput } from '@/lib/use-early-input.ts';
import type { ReportTarget } from './report-fields.tsx';

// The dialog and its form load only when someone opens it: the public list's first load stays small.
const ReportDialog = lazy(() => import('./report-dialog.tsx'));

/**
 * "Report a problem" with one night of a venue's. No account needed. A link to the night's
 * report page, which works without scripts; with them it is an island (decision 189): a tap made
 * before its code arrived is kept and replayed, and opens the dialog.
 */
export function ReportButton({ target }: { target: ReportTarget }) {
  const [isOpen, setOpen] = useState(false);
  // Only its early tap is kept: without scripts the link is shown, and opens the report page.
  const { ref, 'data-early': early } = useEarlyInput<HTMLAnchorElement>();
  return (
    <>
      {/* A plain link, not the router's: its click opens the dialog once the script runs. */}
      <a
        ref={ref}
        data-early={early}
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
