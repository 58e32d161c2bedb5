/** What the home page says when it cannot get a location (spec §8). */
export const LOCATION_MESSAGES = {
  /** Shown as an alert when the visitor refuses to share their location. */
  denied: 'Location access denied. Please use "Enter location manually" if you want to continue.',
  /** Shown as an alert when the browser has no geolocation at all. */
  unavailableDevice:
    'Location services not available on this device. Please use "Enter location manually".',
  notSupported: 'Geolocation is not supported by this browser',
  deniedByUser: 'Location access denied by user',
  positionUnavailable: 'Location information unavailable',
  timedOut: 'Location request timed out',
  failed: 'Failed to get location',
} as const;

/** GeolocationPositionError codes (https://w3c.github.io/geolocation/#position_error_interface). */
export const GEOLOCATION_ERROR = { PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 };

/** The spec's message for a geolocation failure code. */
export function geolocationErrorMessage(code: number | undefined): string {
  if (code === GEOLOCATION_ERROR.PERMISSION_DENIED) return LOCATION_MESSAGES.deniedByUser;
  if (code === GEOLOCATION_ERROR.POSITION_UNAVAILABLE) return LOCATION_MESSAGES.positionUnavailable;
  if (code === GEOLOCATION_ERROR.TIMEOUT) return LOCATION_MESSAGES.timedOut;
  return LOCATION_MESSAGES.failed;
}

/** How a position without a town name is shown: '36.1627, -86.7816'. */
export function coordinatesLabel(latitude: number, longitude: number): string {
  return `${latitude.toFixed(4)}, ${longitude.toFixed(4)}`;
}

/** The name of a shared position that no town lies near (spec §8). */
export const UNNAMED_LOCATION = 'Your Location';
