import {
  type MeResponse,
  type SeasonInput,
  type SeasonResponse,
  TIE_BREAKS,
  type TieBreak,
} from '@trivia/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { NothingChanged } from '@/components/ui/nothing-changed.tsx';
import { useSaveSeason, useSeasonEvents } from '../api/seasons.ts';
import { OwnerSelect } from './owner-select.tsx';

const TIE_BREAK_LABELS: Record<TieBreak, string> = {
  wins: 'Most wins',
  'best-night': 'Best single night',
  nights: 'Most nights played',
};

/** A season's owner as the form's select holds it: `provider:{id}` or `venue:{id}`. */
type OwnerValue = `${'provider' | 'venue'}:${string}`;

interface Draft {
  name: string;
  owner: OwnerValue | '';
  startsOn: string;
  endsOn: string;
  eventIds: string[];
  scoring: 'placement' | 'score';
  points: string;
  rest: string;
  bestOf: string;
  minNights: string;
  tieBreaks: TieBreak[];
}

function draftOf(season: SeasonResponse | null): Draft {
  if (!season) {
    return {
      name: '',
      owner: '',
      startsOn: '',
      endsOn: '',
      eventIds: [],
      scoring: 'placement',
      points: '10, 8, 6, 4, 2',
      rest: '0',
      bestOf: '',
      minNights: '0',
      tieBreaks: [],
    };
  }
  const { rule } = season;
  return {
    name: season.name,
    owner: `${season.owner.kind}:${season.owner.id}`,
    startsOn: season.startsOn,
    endsOn: season.endsOn,
    eventIds: season.eventIds,
    scoring: rule.scoring.kind,
    points: rule.scoring.kind === 'placement' ? rule.scoring.points.join(', ') : '10, 8, 6, 4, 2',
    rest: rule.scoring.kind === 'placement' ? String(rule.scoring.rest) : '0',
    bestOf: rule.bestOf ? String(rule.bestOf) : '',
    minNights: String(rule.minNights),
    tieBreaks: rule.tieBreaks,
  };
}

/** A typed number as the server reads it: a number when it is one, else the text (refused). */
const numberOf = (value: string) => {
  const number = Number(value.trim());
  return value.trim() !== '' && Number.isFinite(number) ? number : value;
};

/** What the form sends: the whole season; the server checks every field and names any refused. */
function inputOf(draft: Draft): SeasonInput {
  const [kind, id = ''] = draft.owner.split(':');
  return {
    name: draft.name,
    ...(kind === 'provider' ? { providerId: id } : kind === 'venue' ? { venueId: id } : {}),
    startsOn: draft.startsOn,
    endsOn: draft.endsOn,
    eventIds: draft.eventIds,
    rule: {
      scoring:
        draft.scoring === 'placement'
          ? {
              kind: 'placement',
              points: draft.points
                .split(/[,\s]+/)
                .filter(Boolean)
                .map((value) => numberOf(value) as number),
              rest: numberOf(draft.rest || '0') as number,
            }
          : { kind: 'score' },
      ...(draft.bestOf.trim() ? { bestOf: numberOf(draft.bestOf) as number } : {}),
      minNights: numberOf(draft.minNights || '0') as number,
      tieBreaks: draft.tieBreaks,
    },
  };
}

/**
 * A season's form (decision 207): its name, who runs it, its dates, the events whose nights count,
 * and its scoring rule — points by place (a table such as 10, 8, 6…) or each night's score
 * added up, optionally best N nights, a minimum of nights to qualify, and tie-breaks in order.
 */
export function SeasonForm({
  me,
  season,
  onDone,
}: {
  me: MeResponse;
  season: SeasonResponse | null;
  onDone: (saved: SeasonResponse) => void;
}) {
  const [draft, setDraft] = useState(() => draftOf(season));
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const save = useSaveSeason(season?.id ?? null);
  const [kind, ownerId] = draft.owner.split(':');
  const choices = useSeasonEvents(
    kind === 'provider' ? { providerId: ownerId } : kind === 'venue' ? { venueId: ownerId } : {},
  );
  const events = draft.owner
    ? (choices.data?.events ?? []).filter((event) =>
        kind === 'provider' ? event.providerId === ownerId : event.providerId === null,
      )
    : [];
  const toggleEvent = (id: string) =>
    set({
      eventIds: draft.eventIds.includes(id)
        ? draft.eventIds.filter((each) => each !== id)
        : [...draft.eventIds, id],
    });
  const toggleTieBreak = (tieBreak: TieBreak) =>
    set({
      tieBreaks: draft.tieBreaks.includes(tieBreak)
        ? draft.tieBreaks.filter((each) => each !== tieBreak)
        : [...draft.tieBreaks, tieBreak],
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(inputOf(draft), { onSuccess: onDone });
  };

  return (
    <form onSubmit={submit} aria-label="Season" className="space-y-5">
      <TextField
        label="Name"
        value={draft.name}
        onChange={(event) => set({ name: event.target.value })}
        placeholder="Winter League 2027"
        required
      />
      <OwnerSelect
        me={me}
        label="Run by"
        value={draft.owner}
        onChange={(owner) => set({ owner: owner as OwnerValue, eventIds: [] })}
        disabled={season !== null}
        hint={season ? 'A season stays with whoever runs it.' : undefined}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="First day"
          type="date"
          value={draft.startsOn}
          onChange={(event) => set({ startsOn: event.target.value })}
          required
        />
        <TextField
          label="Last day"
          type="date"
          value={draft.endsOn}
          onChange={(event) => set({ endsOn: event.target.value })}
          required
        />
      </div>
      <fieldset>
        <legend className="text-sm font-semibold">Events whose nights count</legend>
        {draft.owner === '' ? (
          <p className="mt-1 text-sm text-muted">Choose who runs the season first.</p>
        ) : events.length === 0 ? (
          <p className="mt-1 text-sm text-muted">
            {choices.isPending ? 'Loading events...' : 'No events to choose from.'}
          </p>
        ) : (
          <ul className="mt-2 divide-y divide-border overflow-hidden rounded-2xl border border-border bg-surface">
            {events.map((event) => (
              <li key={event.id}>
                <label className="flex min-h-12 items-center gap-3 px-4 py-2">
                  <input
                    type="checkbox"
                    checked={draft.eventIds.includes(event.id)}
                    onChange={() => toggleEvent(event.id)}
                    className="size-5 shrink-0 accent-[var(--app-accent)]"
                  />
                  <span className="min-w-0">
                    <span className="block font-semibold">{event.eventType}</span>
                    <span className="block text-sm text-muted">
                      {event.venueName} · {event.dayOfWeek}s
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold">Scoring</legend>
        {(['placement', 'score'] as const).map((each) => (
          <label key={each} className="flex min-h-11 items-center gap-2 font-medium">
            <input
              type="radio"
              name="scoring"
              checked={draft.scoring === each}
              onChange={() => set({ scoring: each })}
            />
            {each === 'placement' ? 'Points by place' : 'Each night’s score added up'}
          </label>
        ))}
        {draft.scoring === 'placement' ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Points for 1st, 2nd, 3rd…"
              value={draft.points}
              onChange={(event) => set({ points: event.target.value })}
              inputMode="numeric"
            />
            <TextField
              label="Points for every other team"
              value={draft.rest}
              onChange={(event) => set({ rest: event.target.value })}
              inputMode="numeric"
            />
          </div>
        ) : null}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Only the best nights count"
          hint="How many; empty counts every night."
          value={draft.bestOf}
          onChange={(event) => set({ bestOf: event.target.value })}
          inputMode="numeric"
        />
        <TextField
          label="Nights to qualify"
          value={draft.minNights}
          onChange={(event) => set({ minNights: event.target.value })}
          inputMode="numeric"
        />
      </div>
      <fieldset>
        <legend className="text-sm font-semibold">Ties go to, in the order ticked</legend>
        <div className="mt-2 flex flex-wrap gap-x-5 gap-y-1">
          {TIE_BREAKS.map((tieBreak) => (
            <label key={tieBreak} className="flex min-h-11 items-center gap-2 font-medium">
              <input
                type="checkbox"
                checked={draft.tieBreaks.includes(tieBreak)}
                onChange={() => toggleTieBreak(tieBreak)}
                className="size-5 accent-[var(--app-accent)]"
              />
              {TIE_BREAK_LABELS[tieBreak]}
            </label>
          ))}
        </div>
      </fieldset>
      <Button type="submit" className="w-full sm:w-auto" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : season ? 'Save season' : 'Create season'}
      </Button>
      <NothingChanged error={save.error} />
    </form>
  );
}
