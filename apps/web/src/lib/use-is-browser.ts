import { useSyncExternalStore } from 'react';

const noChange = () => () => {};

/**
 * False on the server and while the page hydrates, true afterwards. Lazily loaded parts render
 * only then: a lazy component the server meets suspends, which React reports as an error (#419)
 * when the page hydrates.
 */
export function useIsBrowser(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}
