import { CONTACT_BADGES, PROVIDER_STATUS_LABELS, PROVIDER_STATUSES } from '@trivia/shared';
import { useId } from 'react';
import { SearchIcon } from '@/components/ui/icons.tsx';
import { badgeSlug, type ProviderFilters } from '../utils/filter-providers.ts';

const CONTROL =
  'block w-full rounded-xl border border-border bg-surface px-3.5 py-2.5 text-base text-fg shadow-sm focus:border-accent focus:outline-none focus-visible:outline-3 focus-visible:outline-focus';

/** The search box and the badge and status filters (200 providers stay manageable). */
export function ProviderFilterBar({
  filters,
  onChange,
}: {
  filters: ProviderFilters;
  onChange: (filters: ProviderFilters) => void;
}) {
  const id = useId();
  return (
    <search className="grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
      <div className="col-span-2 space-y-1.5 sm:col-span-1">
        <label htmlFor={`${id}-q`} className="block text-sm font-semibold">
          Search providers
        </label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted" />
          <input
            id={`${id}-q`}
            type="search"
            value={filters.query}
            placeholder="Name, email or phone"
            autoComplete="off"
            onChange={(event) => onChange({ ...filters, query: event.target.value })}
            className={`${CONTROL} pl-10`}
          />
        </div>
      </div>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-badge`} className="block text-sm font-semibold">
          Contact info
        </label>
        <select
          id={`${id}-badge`}
          value={filters.badge ? badgeSlug(filters.badge) : ''}
          onChange={(event) =>
            onChange({
              ...filters,
              badge:
                CONTACT_BADGES.find((badge) => badgeSlug(badge) === event.target.value) ?? null,
            })
          }
          className={CONTROL}
        >
          <option value="">All badges</option>
          {CONTACT_BADGES.map((badge) => (
            <option key={badge} value={badgeSlug(badge)}>
              {badge}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1.5">
        <label htmlFor={`${id}-status`} className="block text-sm font-semibold">
          Status
        </label>
        <select
          id={`${id}-status`}
          value={filters.status ?? ''}
          onChange={(event) =>
            onChange({
              ...filters,
              status: PROVIDER_STATUSES.find((status) => status === event.target.value) ?? null,
            })
          }
          className={CONTROL}
        >
          <option value="">All statuses</option>
          {PROVIDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {PROVIDER_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
    </search>
  );
}
