import { coordinatesLabel } from '@trivia/shared';
import type { SearchLocation } from '@/components/trivia-list/list-params.ts';

/**
 * The home page keeps its state in the URL (decision 012), so that reload, the browser's back
 * button and a shared link all land on the same screen:
 *
 *   /                                   splash
 *   /?manual=1                          manual location
 *   /?lat=36.1627&lng=-86.7816&name=Nashville%2C+TN&tab=week&radius=50   trivia list
 *
 * The list's own tab and radius are read by the list (`components/trivia-list/list-params.ts`).
 */

/** About 11 m: precise enough to search, and no more precise than the visitor needs to share. */
const DECIMALS = 4;
const round = (value: number) => Number(value.toFixed(DECIMALS));

function coordinate(value: string | null, limit: number): number | null {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : null;
}

export function readLocation(params: URLSearchParams): SearchLocation | null {
  const latitude = coordinate(params.get('lat'), 90);
  const longitude = coordinate(params.get('lng'), 180);
  if (latitude === null || longitude === null) return null;
  const name = params.get('name')?.trim() || coordinatesLabel(latitude, longitude);
  return { latitude, longitude, name };
}

export function isManualEntry(params: URLSearchParams): boolean {
  return params.get('manual') === '1';
}

/** The list's URL for a location (the tab and radius start at their defaults). */
export function listParams(location: SearchLocation): URLSearchParams {
  return new URLSearchParams({
    lat: String(round(location.latitude)),
    lng: String(round(location.longitude)),
    name: location.name,
  });
}
