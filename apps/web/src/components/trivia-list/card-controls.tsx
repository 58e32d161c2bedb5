import { type ComponentType, createContext, lazy, Suspense } from 'react';
import { LazySaveButton } from '@/components/ui/lazy-save-button.tsx';
import type { SavedVenue } from '@/lib/saved-venues.ts';
import { useIsBrowser } from '@/lib/use-is-browser.ts';
import type { ClockNight } from './starts-in.tsx';
import { WereComingButton } from './were-coming-button.tsx';
import type { ComingNight } from './were-coming-dialog.tsx';

/**
 * A card's controls that need script: its save star, the clock beside tonight's night ("in
 * 35 min") and "We're coming". In the whole app they are the controls themselves; a page of
 * islands (a city page, decision 213) gives their islands instead.
 */
export interface CardControls {
  Save: ComponentType<{ venue: SavedVenue }>;
  Clock: ComponentType<{ line: ClockNight; timeZone: string | undefined }>;
  Coming: ComponentType<{ line: ComingNight; venueName: string; day: string; className: string }>;
}

const StartsIn = lazy(() => import('./starts-in.tsx'));

/** Loaded once the page's script runs: the server's markup never holds a time stale when read. */
function LazyStartsIn(props: { line: ClockNight; timeZone: string | undefined }) {
  return useIsBrowser() ? (
    <Suspense>
      <StartsIn {...props} />
    </Suspense>
  ) : null;
}

export const CardControlsContext = createContext<CardControls>({
  Save: LazySaveButton,
  Clock: LazyStartsIn,
  Coming: WereComingButton,
});
