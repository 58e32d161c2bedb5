import { lazy, startTransition, useEffect, useState } from 'react';
import { PlaceSearchForm } from './place-search-form.tsx';
import { useShowList } from './use-show-list.ts';

/** The autocomplete and its place search: a chunk of their own, preloaded by the finder. */
const ManualLocation = lazy(() =>
  import('./manual-location.tsx').then((m) => ({ default: m.ManualLocation })),
);

/**
 * The manual screen (spec §2): the plain form the server sent (decision 093), then, once this
 * module has hydrated it, the autocomplete in its place (decision 169), which takes what was typed.
 * The swap is a transition begun after hydration (decision 221): the plain form stays, and takes
 * the visitor's letters, until the autocomplete's script has loaded (the finder's boundary
 * keeps what it shows), and the swap never runs inside a tap, whose focus would then land on
 * a field that has gone.
 */
export function ManualScreen() {
  const [isHydrated, setIsHydrated] = useState(false);
  useEffect(() => startTransition(() => setIsHydrated(true)), []);
  const showList = useShowList();
  return isHydrated ? <ManualLocation onLocationFound={showList} /> : <PlaceSearchForm />;
}
