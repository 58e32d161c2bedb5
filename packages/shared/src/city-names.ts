import { US_STATES } from './us-states.ts';

/**
 * A city page's place name from its slug (spec §2). A module of its own: it needs the states'
 * names, which the home page's first script does not carry (the city page's code loads lazily).
 */

/** "franklin-tn" → "Franklin, TN"; "new-york-ny" → "New York, NY"; "60601" → "60601". */
export function cityNameFromSlug(slug: string): string {
  const words = slug.split('-').filter(Boolean);
  const last = words.at(-1) ?? '';
  const hasState = words.length > 1 && last.toUpperCase() in US_STATES;
  const nameWords = hasState ? words.slice(0, -1) : words;
  const name = nameWords.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
  return hasState ? `${name}, ${last.toUpperCase()}` : name;
}
