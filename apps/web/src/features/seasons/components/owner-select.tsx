import type { MeResponse } from '@trivia/shared';
import type { ReactNode } from 'react';
import { SelectField } from '@/components/ui/field.tsx';
import { useSeasonEvents } from '../api/seasons.ts';

/** Whom the person may run seasons and teams for: their providers, venues with their own nights. */
function useOwners(me: MeResponse) {
  const events = useSeasonEvents();
  const providers = me.isAdmin
    ? (events.data?.providers ?? [])
    : me.providers
        .filter((membership) => membership.status === 'approved')
        .map((membership) => ({ id: membership.providerId, name: membership.providerName }));
  const venues = new Map<string, string>();
  for (const event of events.data?.events ?? []) {
    if (event.providerId === null) venues.set(event.venueId, event.venueName);
  }
  return { providers, venues: [...venues].map(([id, name]) => ({ id, name })) };
}

/**
 * A season's or a team's owner (decision 207): a provider, or a venue for its self-hosted nights,
 * as `provider:{id}` or `venue:{id}`. The server decides whether the person may choose it.
 */
export function OwnerSelect({
  me,
  label,
  value,
  onChange,
  disabled,
  hint,
}: {
  me: MeResponse;
  label: string;
  value: string;
  onChange: (owner: string) => void;
  disabled?: boolean;
  hint?: ReactNode;
}) {
  const owners = useOwners(me);
  return (
    <SelectField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
      hint={hint}
    >
      <option value="">Choose a provider or venue</option>
      {owners.providers.map((provider) => (
        <option key={provider.id} value={`provider:${provider.id}`}>
          {provider.name}
        </option>
      ))}
      {owners.venues.map((venue) => (
        <option key={venue.id} value={`venue:${venue.id}`}>
          {venue.name} (its own nights)
        </option>
      ))}
    </SelectField>
  );
}
