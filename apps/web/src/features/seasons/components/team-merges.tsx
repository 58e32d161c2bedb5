import type { MeResponse } from '@trivia/shared';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { NothingChanged } from '@/components/ui/nothing-changed.tsx';
import { useMergeTeams, useSplitTeams, useTeamMerges } from '../api/seasons.ts';
import { OwnerSelect } from './owner-select.tsx';

/**
 * Teams (decision 211): two names that are one team ("Owlz" posted once for "Owls") are merged at
 * a provider or a venue, and the standings and team pages count them as one; Split undoes it.
 * The server checks both names played there, never on the same night.
 */
export function TeamMerges({ me }: { me: MeResponse }) {
  const merges = useTeamMerges();
  const merge = useMergeTeams();
  const split = useSplitTeams();
  const [owner, setOwner] = useState('');
  const [from, setFrom] = useState('');
  const [into, setInto] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const [kind, id = ''] = owner.split(':');
    merge.mutate(
      { ...(kind === 'venue' ? { venueId: id } : kind ? { providerId: id } : {}), from, into },
      {
        onSuccess: () => {
          setFrom('');
          setInto('');
        },
      },
    );
  };
  return (
    <section aria-labelledby="teams-heading" className="mt-10 border-t border-border pt-6">
      <h2 id="teams-heading" className="text-xl font-bold">
        Teams
      </h2>
      <p className="mt-1 text-sm text-muted">
        A team posted under two names? Merge them: its nights and points count as one team.
      </p>
      <form onSubmit={submit} aria-label="Merge two teams" className="mt-4 space-y-4">
        <OwnerSelect me={me} label="At" value={owner} onChange={setOwner} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="The name to merge away"
            value={from}
            onChange={(event) => setFrom(event.target.value)}
            placeholder="Owlz"
          />
          <TextField
            label="Into the team"
            value={into}
            onChange={(event) => setInto(event.target.value)}
            placeholder="Owls"
          />
        </div>
        <Button type="submit" variant="secondary" disabled={merge.isPending}>
          {merge.isPending ? 'Merging...' : 'Merge'}
        </Button>
        {merge.isSuccess && !merge.isPending ? (
          <Alert tone="success">
            {merge.data.from} now counts as {merge.data.into}.
          </Alert>
        ) : null}
        <NothingChanged error={merge.error} />
      </form>
      {(merges.data?.merges.length ?? 0) > 0 ? (
        <ul className="mt-6 divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface">
          {merges.data?.merges.map((each) => (
            <li
              key={each.id}
              className="flex flex-wrap items-center justify-between gap-2 px-4 py-3"
            >
              <span>
                <strong>{each.from}</strong> counts as <strong>{each.into}</strong>
                <span className="block text-sm text-muted">{each.owner.name}</span>
              </span>
              <Button
                size="sm"
                variant="danger-ghost"
                disabled={split.isPending}
                onClick={() => split.mutate(each.id)}
                aria-label={`Split ${each.from} from ${each.into}`}
              >
                Split
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <NothingChanged error={split.error} />
    </section>
  );
}
