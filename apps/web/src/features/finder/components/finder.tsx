import { lazy, Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { TriviaList } from '@/components/trivia-list/trivia-list.tsx';
import { paths } from '@/config/paths.ts';
import { isManualEntry, readLocation } from '../utils/location-params.ts';
import { Splash } from './splash.tsx';

/**
 * The manual screen's autocomplete and place search load on their own, after the first load and
 * before anyone asks for them (the home page's first-load JavaScript stays flat).
 */
const loadManualLocation = () => import('./manual-location.tsx');
/**
 * The manual screen (decision 093): the server renders its plain form; the browser loads it only
 * to show or hydrate such a page, so it is not part of the home page's first load.
 */
const loadManualScreen = () => import('./manual-screen.tsx');
const ManualScreen = import.meta.env.SSR
  ? (await loadManualScreen()).ManualScreen
  : lazy(() => loadManualScreen().then((m) => ({ default: m.ManualScreen })));
/**
 * One element for good: the finder's own renders never reach the boundary while it hydrates the
 * server's form (an update there before it has hydrated drops the server's form, decision 169).
 */
const MANUAL_SCREEN = (
  <Suspense>
    <ManualScreen />
  </Suspense>
);

/**
 * The home page's state machine (spec §2, §4): splash → manual location or 'Getting Location...'
 * → trivia list; Back returns to the splash and forgets the location. The state is the URL.
 */
export function Finder() {
  const [params] = useSearchParams();
  useEffect(() => {
    const preload = () => {
      void loadManualScreen();
      void loadManualLocation();
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

  if (location) {
    return <TriviaList location={location} defaultTab="today" backTo={paths.home} />;
  }
  // Until its script runs (or without one) the screen is a plain form the server answers.
  if (isManualEntry(params)) return MANUAL_SCREEN;
  return <Splash />;
}
