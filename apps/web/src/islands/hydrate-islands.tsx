import { QueryClientProvider } from '@tanstack/react-query';
import { hydrateRoot } from 'react-dom/client';
import { createQueryClient } from '@/lib/query-client.ts';
import { OriginContext } from '@/lib/use-origin.ts';
import { isIslandName, renderIsland } from './islands.ts';

/** One query cache for the page's islands. */
const queryClient = createQueryClient();

/**
 * A form that changed what the page shows (a team added to a night's count) asks the cache to
 * refresh it; here the page is server HTML with no query behind it, so once the form's dialog is
 * closed the page is fetched again (the data version keys its kept copy, decision 080).
 */
const invalidateQueries = queryClient.invalidateQueries.bind(queryClient);
queryClient.invalidateQueries = (...args) => {
  reloadAfterDialogs();
  return invalidateQueries(...args);
};

let isReloadWaiting = false;
function reloadAfterDialogs(): void {
  if (isReloadWaiting) return;
  isReloadWaiting = true;
  const dialogsClosed = new MutationObserver(() => {
    if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
    dialogsClosed.disconnect();
    window.location.reload();
  });
  dialogsClosed.observe(document.body, { childList: true, subtree: true });
}

/**
 * Hydrates one island: its own element, with the props the server wrote on it (decision 189).
 * A tap kept before this ran (index.html's early-input script) is replayed by the control's
 * `useEarlyInput` once hydrated.
 */
export function hydrateIsland(element: HTMLElement): void {
  if (element.hasAttribute('data-hydrated')) return;
  element.setAttribute('data-hydrated', '');
  const name = element.dataset.island ?? '';
  if (!isIslandName(name)) return;
  // The server wrote them from this island's props (island.tsx).
  const props = JSON.parse(element.dataset.props ?? '{}') as object;
  hydrateRoot(
    element,
    <QueryClientProvider client={queryClient}>
      <OriginContext value={window.location.origin}>{renderIsland(name, props)}</OriginContext>
    </QueryClientProvider>,
  );
}
