import type { SelectHTMLAttributes } from 'react';

export interface FilterOption {
  value: string;
  label: string;
}

/**
 * A list filter: a labelled select whose first option, `allLabel` (value ''), filters nothing.
 * Lists and the schedule share it, and a provider filter adds 'Self-hosted' (value 'self').
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

/** The provider filter's choices: every provider, and the events nobody hosts for the venue. */
export function providerFilterOptions(
  providers: readonly { id: string; name: string }[] | undefined,
): FilterOption[] {
  return [
    { value: 'self', label: 'Self-hosted' },
    ...(providers ?? []).map((provider) => ({ value: provider.id, label: provider.name })),
  ];
}
