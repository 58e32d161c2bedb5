import { haversineMiles, type LatLng, paths } from '@trivia/shared';

/**
 * "Search this area" on the map (decision 121): the pure parts, so that they are tested
 * without a map.
 */

/**
 * A move of the map's centre shorter than this does not offer a new search, nor one shorter than
 * an eighth of the map's width (a street-level view moves less than a quarter mile at a time).
 */
export const SEARCH_AREA_MIN_MILES = 0.25;

/** About 11 m, as the home page's own location parameters (features/finder/utils/location-params.ts). */
const round = (value: number) => String(Number(value.toFixed(4)));

/**
 * Whether the visitor moved the map far enough from the list's place to search there; `widthMiles`
 * is how wide the map shows the land.
 */
export function hasMovedAway(
  from: LatLng,
  centre: LatLng,
  widthMiles: number = Number.POSITIVE_INFINITY,
): boolean {
  return haversineMiles(from, centre) >= Math.min(SEARCH_AREA_MIN_MILES, widthMiles / 8);
}

/**
 * The home page's list at `centre` (`/?lat&lng&name`, decision 012), still on the map and with
 * the list's tab, radius and filters. A city page's list opens on This Week when its URL names no
 * tab, where the home page's opens on Today: the tab is named so that it stays the same.
 */
export function searchAreaTarget(
  current: { pathname: string; search: string },
  centre: LatLng,
  name: string,
): { pathname: string; search: string } {
  const kept = new URLSearchParams(current.search);
  for (const key of ['lat', 'lng', 'name', 'manual', 'view']) kept.delete(key);
  if (current.pathname !== paths.home && !kept.has('tab')) kept.set('tab', 'week');
  const params = new URLSearchParams({
    lat: round(centre.latitude),
    lng: round(centre.longitude),
    name,
  });
  for (const [key, value] of kept) params.append(key, value);
  params.set('view', 'map');
  return { pathname: paths.home, search: `?${params}` };
}

/** The card of the tray whose centre is nearest the tray's centre (`-1` for no card). */
export function nearestCard(
  cards: readonly { left: number; width: number }[],
  centreX: number,
): number {
  let best = -1;
  let bestDistance = Number.POSITIVE_INFINITY;
  cards.forEach((card, index) => {
    const distance = Math.abs(card.left + card.width / 2 - centreX);
    if (distance < bestDistance) {
      best = index;
      bestDistance = distance;
    }
  });
  return best;
}
