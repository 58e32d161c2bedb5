import { lazy, Suspense, useState } from 'react';
import { useEarlyInput } from '@/lib/use-early-input.ts';
import type { ComingNight } from './were-coming-dialog.tsx';

// The form and its code load only when someone opens it: the list's first load stays small.
const WereComingDialog = lazy(() => import('./were-coming-dialog.tsx'));

/**
 * "We're coming" for one night: opens the form that tells the night's hosts a team is
 * coming. It works once the page's script runs; a tap before that is replayed (decision 093).
 */
export function WereComingButton({
  line,
  venueName,
  day,
  className,
}: {
  line: ComingNight;
  venueName: string;
  /** The night's day as the page shows it ("Tonight"), for screen readers. */
  day: string;
  className: string;
}) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      {/* Its name begins with the words it shows, and says which night it is for. */}
      <button
        type="button"
        aria-label={`We're coming to ${line.title} at ${venueName}, ${day}`}
        className={className}
        onClick={() => setOpen(true)}
        {...useEarlyInput()}
      >
        We're coming
      </button>
      {isOpen ? (
        <Suspense>
          <WereComingDialog line={line} venueName={venueName} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
