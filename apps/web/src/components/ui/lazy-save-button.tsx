import { lazy, Suspense } from 'react';
import type { SavedVenue } from '@/lib/saved-venues.ts';
import { useIsBrowser } from '@/lib/use-is-browser.ts';

const SaveButton = lazy(() => import('./save-button.tsx').then((m) => ({ default: m.SaveButton })));

/**
 * A venue card's save star, loaded after the page (decision 052): the home page's first-load
 * JavaScript stays within its budget. Until then, and on the server, it is nothing: the card's
 * `.vc-save` box holds its place (a city page saves an element per card, decision 081).
 */
export function LazySaveButton({ venue }: { venue: SavedVenue }) {
  return useIsBrowser() ? (
    <Suspense>
      <SaveButton venue={venue} />
    </Suspense>
  ) : null;
}
