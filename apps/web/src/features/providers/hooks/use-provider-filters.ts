import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  type ProviderFilters,
  readProviderFilters,
  writeProviderFilters,
} from '../utils/filter-providers.ts';

/** How long typing pauses before the search text is written to the URL. */
const URL_WRITE_DELAY_MS = 400;

/**
 * The Providers page's filters, kept in the URL so that a reload or a shared link keeps them.
 * The search text lives in state as well: a controlled input fed from the URL alone drops
 * keystrokes while the router catches up, and browsers limit how often history may be rewritten
 * (Safari throws after 100 rewrites in 30 seconds), so the URL follows when typing pauses.
 */
export function useProviderFilters(): [ProviderFilters, (next: ProviderFilters) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const [query, setQuery] = useState(() => searchParams.get('q') ?? '');
  const filters = useMemo(
    () => ({ ...readProviderFilters(searchParams), query }),
    [searchParams, query],
  );
  const pendingWrite = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(pendingWrite.current), []);

  function onChange(next: ProviderFilters) {
    setQuery(next.query);
    clearTimeout(pendingWrite.current);
    const write = () => setSearchParams(writeProviderFilters(next), { replace: true });
    if (next.query === filters.query) write();
    else pendingWrite.current = setTimeout(write, URL_WRITE_DELAY_MS);
  }

  return [filters, onChange];
}
