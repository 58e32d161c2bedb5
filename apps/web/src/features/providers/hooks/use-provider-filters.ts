import {
  CONTACT_BADGES,
  type ContactBadge,
  PROVIDER_STATUSES,
  type ProviderStatus,
} from '@trivia/shared';
import { useMemo } from 'react';
import { textParam } from '@/lib/url-params.ts';
import { oneOf, type UrlParam, useUrlState } from '@/lib/url-state.ts';
import { useUrlText } from '@/lib/use-url-text.ts';
import { badgeSlug, type ProviderFilters } from '../utils/filter-providers.ts';

/** `?badge=phone-only` ↔ 'Phone Only': readable URLs. */
const badgeParam: UrlParam<ContactBadge | null> = {
  defaultValue: null,
  parse: (text) => CONTACT_BADGES.find((badge) => badgeSlug(badge) === text),
  format: badgeSlug,
};

/** The Providers page's URL: `?q=…&badge=phone-only&status=pending`; unknown values filter nothing. */
export const PROVIDER_FILTER_PARAMS = {
  q: textParam,
  badge: badgeParam,
  status: oneOf<ProviderStatus, null>(PROVIDER_STATUSES, null),
};

/**
 * The Providers page's filters, kept in the URL so that a reload or a shared link keeps them. The
 * list follows the search box at once (it is filtered here); the URL follows when typing pauses.
 * Filter changes replace the history entry rather than adding one, as before.
 */
export function useProviderFilters(): [ProviderFilters, (next: ProviderFilters) => void] {
  const [{ q, badge, status }, setParams] = useUrlState(PROVIDER_FILTER_PARAMS);
  const [query, onQueryChange] = useUrlText(q, (text) => setParams({ q: text }, { replace: true }));
  const filters = useMemo(() => ({ query, badge, status }), [query, badge, status]);

  // Writes only the filters that changed from this render: a second change made before the page
  // renders again (two selects in quick succession) must not write back the first one's old value.
  function onChange(next: ProviderFilters) {
    if (next.query !== query) onQueryChange(next.query);
    const changes: Partial<Pick<ProviderFilters, 'badge' | 'status'>> = {};
    if (next.badge !== badge) changes.badge = next.badge;
    if (next.status !== status) changes.status = next.status;
    if (Object.keys(changes).length > 0) {
      setParams({ q: next.query.trim(), ...changes }, { replace: true });
    }
  }

  return [filters, onChange];
}
