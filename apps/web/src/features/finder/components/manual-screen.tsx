import { lazy, Suspense } from 'react';
import { useIsBrowser } from '@/lib/use-is-browser.ts';
import { PlaceSearchForm } from './place-search-form.tsx';
import { useShowList } from './use-show-list.ts';

/** The autocomplete and its place search: a chunk of their own, preloaded by the finder. */
const ManualLocation = lazy(() =>
  import('./manual-location.tsx').then((m) => ({ default: m.ManualLocation })),
);

/**
 * The manual screen (spec §2): the plain form the server sent (decision 093) until this module has
 * hydrated it, then the autocomplete, with the plain form while the autocomplete's script loads.
 * The choice is made here, inside the boundary that hydrates the server's form, and not by the
 * finder: an update reaching that boundary before it has hydrated would make React drop the
 * server's form, and the screen would be blank until the scripts arrive. Each swap of the field
 * carries what was typed into the next one (decision 169).
 */
export function ManualScreen() {
  const isBrowser = useIsBrowser();
  const showList = useShowList();
  return isBrowser ? (
    <Suspense fallback={<PlaceSearchForm />}>
      <ManualLocation onLocationFound={showList} />
    </Suspense>
  ) : (
    <PlaceSearchForm />
  );
}
