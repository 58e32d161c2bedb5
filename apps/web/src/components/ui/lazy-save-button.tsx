import { lazy, Suspense } from 'react';
import type { SavedVenue } from '@/lib/saved-venues.ts';
import { useIsBrowser } from '@/lib/use-is-browser.ts';

const SaveButton = lazy(() => import('./save-button.tsx').then((m) => ({ default: m.SaveButton })));

/**
 * A venue card's save star, loaded after the page (decision 052): the home page's first-load
 * JavaScript stays within its budget. Until then, and on the server, an empty box of its size
 * keeps the card from moving.
 */
export function LazySaveButton({ venue }: { venue: SavedVenue }) {
  const box = <span className="size-11 shrink-0" />;
  return useIsBrowser() ? (
    <Suspense fallback={box}>
      <SaveButton venue={venue} />
    </Suspense>
  ) : (
    box
  );
}
