import type { QueryClient } from '@tanstack/react-query';
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
import { NEARBY_VENUES_KEY } from '@/components/trivia-list/get-nearby-venues.ts';
import type { SearchLocation } from '@/components/trivia-list/list-params.ts';
import { getCurrentPosition, hasGeolocation } from './get-current-position.ts';
import { reverseGeocodeQueryOptions } from './reverse-geocode.ts';

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
 * Share My Location (spec §4): the browser's position, named after its nearest town, or the
 * spec's message (§8) for the page to show beside "Enter location manually". Loaded
 * when the home page is idle or the button is tapped: the first load does not carry it.
 */
export async function shareLocation(
  queryClient: QueryClient,
): Promise<{ location: SearchLocation } | { error: string }> {
  if (!hasGeolocation()) return { error: LOCATION_MESSAGES.unavailableDevice };
  try {
    const position = snapToSearchedPosition(queryClient, await getCurrentPosition());
    return { location: { ...position, name: await nameOf(queryClient, position) } };
  } catch (error) {
    const code = (error as GeolocationPositionError | undefined)?.code;
    return {
      error:
        code === GEOLOCATION_ERROR.PERMISSION_DENIED
          ? LOCATION_MESSAGES.denied
          : `${geolocationErrorMessage(code)}. Please try again, or use "Enter location manually".`,
    };
  }
}
