import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import {
  coordinatesLabel,
  GEOLOCATION_ERROR,
  geolocationErrorMessage,
  hasMovedFrom,
  type LatLng,
  LOCATION_MESSAGES,
  REFETCH_MIN_MOVE_DEGREES,
  UNNAMED_LOCATION,
} from '@trivia/shared';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { NEARBY_VENUES_KEY } from '@/components/trivia-list/get-nearby-venues.ts';
import type { SearchLocation } from '@/components/trivia-list/list-params.ts';
import { TriviaList } from '@/components/trivia-list/trivia-list.tsx';
import { paths } from '@/config/paths.ts';
import { useIsBrowser } from '@/lib/use-is-browser.ts';
import { getCurrentPosition, hasGeolocation } from '../api/get-current-position.ts';
import { reverseGeocodeQueryOptions } from '../api/reverse-geocode.ts';
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
const ManualLocation = lazy(() =>
  loadManualLocation().then((m) => ({ default: m.ManualLocation })),
);

function isPosition(value: unknown): value is LatLng {
  const position = value as Partial<LatLng> | null;
  return typeof position?.latitude === 'number' && typeof position.longitude === 'number';
}

/**
 * A position within 0.001° of one already searched reuses that search's coordinates, so the
 * answer comes from the query cache instead of a new request (spec §9).
 */
function snapToSearchedPosition(queryClient: QueryClient, position: LatLng): LatLng {
  const searched = queryClient
    .getQueryCache()
    .findAll({ queryKey: NEARBY_VENUES_KEY })
    .map((query) => query.queryKey[2])
    .filter(isPosition);
  const same = searched.find((params) => !hasMovedFrom(params, position, REFETCH_MIN_MOVE_DEGREES));
  return same ? { latitude: same.latitude, longitude: same.longitude } : position;
}

async function nameOf(queryClient: QueryClient, position: LatLng): Promise<string> {
  try {
    const { name } = await queryClient.fetchQuery(
      reverseGeocodeQueryOptions(position.latitude, position.longitude),
    );
    return name ?? UNNAMED_LOCATION;
  } catch {
    // The name is a nicety: the coordinates still find trivia (spec §8).
    return coordinatesLabel(position.latitude, position.longitude);
  }
}

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
    const preload = () => void loadManualLocation();
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
    // The spec's messages (§8) show in the page, beside "Enter location manually" (issue 16).
    if (!hasGeolocation()) {
      setLocationError(LOCATION_MESSAGES.unavailableDevice);
      return;
    }
    setIsLocating(true);
    try {
      const position = snapToSearchedPosition(queryClient, await getCurrentPosition());
      showList({ ...position, name: await nameOf(queryClient, position) });
    } catch (error) {
      const code = (error as GeolocationPositionError | undefined)?.code;
      setLocationError(
        code === GEOLOCATION_ERROR.PERMISSION_DENIED
          ? LOCATION_MESSAGES.denied
          : `${geolocationErrorMessage(code)}. Please try again, or use "Enter location manually".`,
      );
    } finally {
      setIsLocating(false);
    }
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
