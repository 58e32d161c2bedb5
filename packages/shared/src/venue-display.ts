/** How a venue and its events are presented to the public (spec §9). */

export const PHOTO_CATEGORIES = [
  'brewery',
  'pub',
  'restaurant',
  'bar',
  'pizza',
  'default',
] as const;
export type PhotoCategory = (typeof PHOTO_CATEGORIES)[number];

/**
 * The fallback picture for a venue without a photo, chosen by keywords in its name, in the spec's
 * order (brewery, pub, restaurant, bar, pizza). Whole words only: "Barley House" is no bar and
 * "Republic" no pub. Simple plurals and "brewing"/"brewpub" count.
 */
const PHOTO_KEYWORDS: [Exclude<PhotoCategory, 'default'>, RegExp][] = [
  ['brewery', /\b(brewery|breweries|brewing|brewpub|brewhouse)\b/],
  ['pub', /\b(pub|pubs)\b/],
  ['restaurant', /\b(restaurant|restaurants)\b/],
  ['bar', /\b(bar|bars)\b/],
  ['pizza', /\b(pizza|pizzeria)\b/],
];

export function photoCategory(venueName: string): PhotoCategory {
  const name = venueName.toLowerCase();
  return PHOTO_KEYWORDS.find(([, pattern]) => pattern.test(name))?.[0] ?? 'default';
}

/** The provider whose trivia and bingo nights carry their own titles (spec §9). */
export const NERDY_TALK = 'Nerdy Talk';
const NERDY_TALK_TITLES: Record<string, string> = {
  trivia: 'TRIVIA - Nerdy Talk',
  bingo: 'BALLAD BINGO - Nerdy Talk',
};

/** The title shown for an event: its type, or Nerdy Talk's own names for its trivia and bingo. */
export function eventTitle(eventType: string, providerName: string | null | undefined): string {
  const isNerdyTalk = providerName?.trim().toLowerCase() === NERDY_TALK.toLowerCase();
  const renamed = isNerdyTalk ? NERDY_TALK_TITLES[eventType.trim().toLowerCase()] : undefined;
  return renamed ?? eventType;
}

/** A link that opens directions to the venue in the visitor's map app or Google Maps. */
export function directionsUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
}
