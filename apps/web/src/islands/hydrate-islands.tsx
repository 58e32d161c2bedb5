import { QueryClientProvider } from '@tanstack/react-query';
import { hydrateRoot } from 'react-dom/client';
import { createQueryClient } from '@/lib/query-client.ts';
import { type IslandProps, isIslandName, renderIsland } from './islands.ts';

/** One query cache for the page's islands: a form's answer refreshes what the others show. */
const queryClient = createQueryClient();

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
  const props = JSON.parse(element.dataset.props ?? '{}') as IslandProps<typeof name>;
  hydrateRoot(
    element,
    <QueryClientProvider client={queryClient}>{renderIsland(name, props)}</QueryClientProvider>,
  );
}
