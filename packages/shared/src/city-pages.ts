import type { NearbySearch } from './nearby-path.ts';

/**
 * City landing pages, `/trivia-near-{slug}` (spec §2, DESIGN.md "City pages and search engines").
 * The slug names the place: "franklin-tn", "nashville-tn", "60601". What people see is derived
 * from the slug: dashes become spaces, words are capitalised, a trailing state code becomes ", TN".
 */

/** The radius of a city page's list and of its Event data. */
export const CITY_PAGE_RADIUS_MILES = 30;

/**
 * The nearby search a city page shows: 30 miles around the place, or the radius its address
 * chose (`?radius=`), the week from its today.
 */
export function cityPageSearch(
  place: { latitude: number; longitude: number; today: string },
  radiusMiles: number = CITY_PAGE_RADIUS_MILES,
): NearbySearch {
  return {
    latitude: place.latitude,
    longitude: place.longitude,
    radiusMiles,
    date: place.today,
  };
}

/** The slug of a town: ("Winston-Salem", "NC") → "winston-salem-nc"; ("St. Louis", "MO") → "st-louis-mo". */
export function citySlug(townName: string, stateCode: string): string {
  const name = townName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’.]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${name}-${stateCode.toLowerCase()}`;
}

/** The page title, the same in the server's HTML and after React takes over. */
export function cityPageTitle(name: string): string {
  return `Trivia Near ${name} — Trivia Nights This Week | Trivia Near Me`;
}

export function cityPageDescription(
  name: string,
  venueCount: number,
  radiusMiles: number = CITY_PAGE_RADIUS_MILES,
): string {
  if (venueCount === 0) {
    return `No trivia nights are listed near ${name} yet. Trivia Near Me lists pub quizzes and trivia nights across the US, with times, prizes and distance.`;
  }
  const venues = venueCount === 1 ? '1 venue' : `${venueCount} venues`;
  return `Trivia nights near ${name} today, tomorrow and this week: ${venues} within ${radiusMiles} miles, with times, prizes, hosts and distance.`;
}

export function cityPageKeywords(name: string, stateName?: string): string {
  const plain = name.replace(',', '');
  const town = name.split(',')[0] ?? name;
  return [
    `trivia near ${plain}`,
    `trivia night ${plain}`,
    `pub quiz ${plain}`,
    `bar trivia ${town}`,
    `trivia tonight ${town}`,
    ...(stateName ? [`trivia ${stateName}`] : []),
  ].join(', ');
}
