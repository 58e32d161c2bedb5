import { plural } from '@trivia/shared';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { AccessRestricted } from '@/components/ui/access-restricted.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ApiError, errorMessage } from '@/lib/api-client.ts';
import { useProviders } from '../api/get-providers.ts';
import { useProviderFilters } from '../hooks/use-provider-filters.ts';
import { filterProviders, hasProviderFilters } from '../utils/filter-providers.ts';
import { NewRegistrationsNotice } from './new-registrations-notice.tsx';
import { ProviderCard } from './provider-card.tsx';
import { ProviderFilterBar } from './provider-filters.tsx';
import { ProviderTiles } from './provider-tiles.tsx';

/**
 * The Providers page (spec §2 "Trivia Provider Contacts"): tiles, registrations to review first,
 * then every provider as a card; one card at a time in edit mode. Search and filters live in the
 * URL and run here, over the whole list (decision 020).
 */
export function ProviderDirectory() {
  const directory = useProviders();
  const [filters, onFiltersChange] = useProviderFilters();
  // Typing stays responsive: the list catches up with the search box when it can.
  const deferredFilters = useDeferredValue(filters);
  const [editingId, setEditingId] = useState<string | null>(null);
  const onStopEditing = useCallback(() => setEditingId(null), []);

  const providers = directory.data?.providers;
  const shown = useMemo(
    () => (providers ? filterProviders(providers, deferredFilters) : []),
    [providers, deferredFilters],
  );

  if (directory.isError && directory.error instanceof ApiError && directory.error.status === 403) {
    return <AccessRestricted message={directory.error.message} />;
  }

  return (
    <section className="mx-auto max-w-6xl space-y-6">
      <header>
        <h1 className="text-3xl font-bold">Trivia Provider Contacts</h1>
        <p className="mt-2 max-w-prose text-muted">
          Who runs trivia nights, and how to reach them. New registrations wait here for your
          approval.
        </p>
      </header>

      {directory.isPending ? (
        <p role="status" className="text-muted">
          Loading providers...
        </p>
      ) : null}

      {directory.isError ? (
        <div className="space-y-3">
          <Alert tone="error" title="Failed to load providers">
            {errorMessage(directory.error, 'Please try again.')}
          </Alert>
          <Button variant="secondary" onClick={() => void directory.refetch()}>
            Try again
          </Button>
        </div>
      ) : null}

      {directory.data ? (
        <>
          <NewRegistrationsNotice count={directory.data.unreadNewProviders} />
          <ProviderTiles totals={directory.data.totals} />
          <ProviderFilterBar filters={filters} onChange={onFiltersChange} />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p role="status" className="text-sm text-muted">
              {hasProviderFilters(deferredFilters)
                ? `Showing ${shown.length} of ${plural(directory.data.providers.length, 'provider')}`
                : plural(directory.data.providers.length, 'provider')}
            </p>
            {hasProviderFilters(filters) ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onFiltersChange({ query: '', badge: null, status: null })}
              >
                Clear all filters
              </Button>
            ) : null}
          </div>
          {shown.length > 0 ? (
            <ul className="space-y-4">
              {shown.map((provider) => (
                <li key={provider.id}>
                  <ProviderCard
                    provider={provider}
                    isEditing={provider.id === editingId}
                    onEdit={setEditingId}
                    onStopEditing={onStopEditing}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <p className="rounded-2xl border border-dashed border-border bg-surface p-6 text-center text-muted">
              {directory.data.providers.length === 0
                ? 'No providers yet.'
                : 'No providers match your search.'}
            </p>
          )}
        </>
      ) : null}
    </section>
  );
}
