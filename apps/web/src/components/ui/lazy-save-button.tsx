import { useEffect, useState } from 'react';
import type { SavedVenue } from '@/lib/saved-venues.ts';

type SaveButtonModule = typeof import('./save-button.tsx');
let loading: Promise<SaveButtonModule> | undefined;

/**
 * A venue card's save star, loaded after the page (decision 053): the home page's first-load
 * JavaScript stays within its budget. Until then, and on the server, an empty box of its size
 * keeps the card from moving.
 */
export function LazySaveButton({ venue }: { venue: SavedVenue }) {
  const [module, setModule] = useState<SaveButtonModule>();
  useEffect(() => {
    loading ??= import('./save-button.tsx');
    void loading.then(setModule);
  }, []);
  return module ? <module.SaveButton venue={venue} /> : <span className="size-11 shrink-0" />;
}
