import { GEOLOCATION_OPTIONS, type LatLng } from '@trivia/shared';

/** The browser's geolocation as a promise; it rejects with the GeolocationPositionError. */
export function getCurrentPosition(): Promise<LatLng> {
  return new Promise((resolve, reject) => {
    navigator.geolocation.getCurrentPosition(
      (position) =>
        resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude }),
      reject,
      GEOLOCATION_OPTIONS,
    );
  });
}

export function hasGeolocation(): boolean {
  return typeof navigator !== 'undefined' && Boolean(navigator.geolocation);
}
