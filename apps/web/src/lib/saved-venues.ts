import { useSyncExternalStore } from 'react';
import { NONE, readSaved, type SavedVenue, subscribe } from './saved-store.ts';

export { readSaved, type SavedVenue, toggleSaved } from './saved-store.ts';

/** The saved venues; none while the server's page hydrates (the server cannot know them). */
export function useSavedVenues(): SavedVenue[] {
  return useSyncExternalStore(subscribe, readSaved, () => NONE);
}
