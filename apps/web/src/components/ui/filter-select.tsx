import type { SelectHTMLAttributes } from 'react';

export interface FilterOption {
  value: string;
  label: string;
}

/**
 * A list filter: a labelled select whose first option, `allLabel` (value ''), filters nothing.
 */
export function FilterSelect({
  label,
  allLabel,
  options,
  value,
  onValueChange,
  ...props
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> & {
  label: string;
  allLabel: string;
  options: readonly FilterOption[];
  value: string;
  onValueChange: (value: string) => void;
}) {
  return (
    <select
      aria-label={label}
      className="rounded-xl border border-border bg-surface px-3 py-2 text-fg"
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      {...props}
    >
      <option value="">{allLabel}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/**
 * The admin lists' provider filter (spec §2: admins only): every provider present in the data,
 * and 'Self-hosted' for the events nobody hosts for the venue.
 */
export function ProviderFilter({
  providers,
  value,
  onValueChange,
}: {
  providers: readonly { id: string; name: string }[] | undefined;
  value: string | undefined;
  onValueChange: (value: string) => void;
}) {
  return (
    <FilterSelect
      label="Filter by provider"
      allLabel="All providers"
      options={[
        { value: 'self', label: 'Self-hosted' },
        ...(providers ?? []).map((provider) => ({ value: provider.id, label: provider.name })),
      ]}
      value={value ?? ''}
      onValueChange={onValueChange}
    />
  );
}
