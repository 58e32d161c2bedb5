import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { SearchLocation } from '@/components/trivia-list/list-params.ts';
import { TriviaList } from '@/components/trivia-list/trivia-list.tsx';
import { paths } from '@/config/paths.ts';
import { useIsBrowser } from '@/lib/use-is-browser.ts';
import { isManualEntry, listParams, readLocation } from '../utils/location-params.ts';
import { Splash } from './splash.tsx';

/**
 * The manual screen (its autocomplete and place search) loads on its own, after the first load
 * and before anyone asks for it (issue 16: the home page's first-load JavaScript stays flat).
 */
const loadManualLocation = () => import('./manual-location.tsx');
/**
 * The manual screen before its script runs (decision 093): the server renders it; the browser
 * loads it only to hydrate such a page, so it is not part of the home page's first load.
 */
const PlaceSearchForm = import.meta.env.SSR
  ? (await import('./place-search-form.tsx')).PlaceSearchForm
  : lazy(() => import('./place-search-form.tsx').then((m) => ({ default: m.PlaceSearchForm })));
const PLACE_SEARCH_FORM = (
  <Suspense>
    <PlaceSearchForm />
  </Suspense>
);
/** Share My Location's work (the position, its town, the messages): after the first load too. */
const loadShareLocation = () => import('../api/share-location.ts');
const ManualLocation = lazy(() =>
  loadManualLocation().then((m) => ({ default: m.ManualLocation })),
);

/**
 * The home page's state machine (spec §2, §4): splash → manual location or 'Getting Location...'
 * → trivia list; Back returns to the splash and forgets the location. The state is the URL.
 */
export function Finder() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isLocating, setIsLocating] = useState(false);
  const [locationError, setLocationError] = useState<string | null>(null);
  const isBrowser = useIsBrowser();
  useEffect(() => {
    const preload = () => {
      void loadManualLocation();
      void loadShareLocation();
    };
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(preload, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    // Safari has no requestIdleCallback.
    const timer = globalThis.setTimeout(preload, 1500);
    return () => globalThis.clearTimeout(timer);
  }, []);

  const location = readLocation(params);
  // The list's heading takes the focus once it opens (issue 16): the change is announced.
  const showList = (next: SearchLocation) =>
    void navigate({ search: `?${listParams(next)}` }, { state: { focus: 'heading' } });

  async function onShareLocation() {
    setLocationError(null);
    setIsLocating(true);
    // Should its module not load (offline before it was ever fetched), the spec's §8 words.
    const found = await loadShareLocation().then(
      (m) => m.shareLocation(queryClient),
      () => ({
        error: 'Failed to get location. Please try again, or use "Enter location manually".',
      }),
    );
    setIsLocating(false);
    if ('error' in found) setLocationError(found.error);
    else showList(found.location);
  }

  if (location) {
    return <TriviaList location={location} defaultTab="today" backTo={paths.home} />;
  }
  if (isManualEntry(params)) {
    // Until its script runs (or without one) the screen is a plain form the server answers.
    return isBrowser ? (
      <Suspense fallback={PLACE_SEARCH_FORM}>
        <ManualLocation onLocationFound={showList} />
      </Suspense>
    ) : (
      PLACE_SEARCH_FORM
    );
  }
  return (
    <Splash
      isLocating={isLocating}
      error={locationError}
      onShareLocation={() => void onShareLocation()}
      onEnterManually={() => setLocationError(null)}
    />
  );
}
