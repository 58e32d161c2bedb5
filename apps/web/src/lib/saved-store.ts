/**
 * Saved venues (decision 053): kept on this device in localStorage, no account. Every
 * tab sees a change at once (the `storage` event carries it to the others).
 */
export interface SavedVenue {
  id: string;
  slug: string;
  name: string;
}

const KEY = 'trivia-saved-venues';
export const NONE: SavedVenue[] = [];
const listeners = new Set<() => void>();
let storedText: string | null = null;
let stored = NONE;

const isSavedVenue = (value: unknown): value is SavedVenue =>
  typeof value === 'object' &&
  value !== null &&
  'id' in value &&
  'slug' in value &&
  'name' in value;

/** The saved venues, oldest first; the same array while the stored text is the same. */
export function readSaved(): SavedVenue[] {
  try {
    const text = localStorage.getItem(KEY);
    if (text !== storedText) {
      const parsed: unknown = JSON.parse(text ?? '[]');
      storedText = text;
      stored = Array.isArray(parsed) ? parsed.filter(isSavedVenue) : NONE;
    }
  } catch {
    // No storage (blocked), or text edited by hand: nothing saved.
  }
  return stored;
}

export function subscribe(listener: () => void) {
  listeners.add(listener);
  addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    removeEventListener('storage', listener);
  };
}

/** Saves the venue, or forgets it when it is saved. */
export function toggleSaved({ id, slug, name }: SavedVenue): void {
  const saved = readSaved();
  const next = saved.some((each) => each.id === id)
    ? saved.filter((each) => each.id !== id)
    : [...saved, { id, slug, name }];
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    return;
  }
  for (const listener of listeners) listener();
}
