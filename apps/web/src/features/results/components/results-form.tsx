import {
  NIGHT_RESULTS_MAX_TEAMS,
  type NightResultsInput,
  type NightResultsResponse,
  TEAM_NAME_MAX,
} from '@trivia/shared';
import { type FormEvent, useDeferredValue, useId, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { NothingChanged } from '@/components/ui/nothing-changed.tsx';
import { ResultsTable } from '@/components/ui/results-table.tsx';
import { type ResultsEndpoints, useSaveNightResults, useTeamNames } from '../api/night-results.ts';

type Mode = 'score' | 'place';

interface Row {
  key: number;
  team: string;
  /** The score or the place, as typed. */
  value: string;
}

/** Rows to type into: the posted lines, else the teams that said they were coming. */
function firstRows(results: NightResultsResponse): { mode: Mode; rows: Row[] } {
  const posted = results.entries;
  if (posted.length > 0) {
    const mode: Mode = posted.every((entry) => entry.score === null) ? 'place' : 'score';
    return {
      mode,
      rows: posted.map((entry, key) => ({
        key,
        team: entry.team,
        value: String(mode === 'place' ? entry.placement : entry.score),
      })),
    };
  }
  const coming = (results.suggestions ?? []).map((suggestion) => suggestion.team);
  const teams = [...coming, ...Array.from({ length: Math.max(0, 3 - coming.length) }, () => '')];
  return { mode: 'score', rows: teams.map((team, key) => ({ key, team, value: '' })) };
}

/** A typed score or place as the server reads it: a number when it is one, else the text. */
const numberOf = (value: string) => {
  const number = Number(value.trim().replace(',', '.'));
  return value.trim() !== '' && Number.isFinite(number) ? number : value;
};

/**
 * A night's results (decision 205), built for a host's phone after the last round: one row per
 * team — its name (names the venue has seen suggested as it is typed) and its score, or only its
 * place — the teams that said they were coming already there; or a pasted CSV of `team,score`.
 * Ties are allowed. The server decides: it places the teams and names any line it refuses.
 */
export function ResultsForm({
  endpoints,
  results,
}: {
  endpoints: ResultsEndpoints;
  results: NightResultsResponse;
}) {
  const save = useSaveNightResults(endpoints);
  const [{ mode: firstMode, rows: startRows }] = useState(() => firstRows(results));
  const [mode, setMode] = useState<Mode>(firstMode);
  const [rows, setRows] = useState<Row[]>(startRows);
  const [csv, setCsv] = useState('');
  const [typing, setTyping] = useState('');
  const names = useTeamNames(endpoints.teamNames, useDeferredValue(typing.trim()));
  const listId = useId();
  const posted = save.data ?? results;

  const change = (key: number, patch: Partial<Row>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const addRow = () =>
    setRows((current) => [
      ...current,
      { key: Math.max(-1, ...current.map((row) => row.key)) + 1, team: '', value: '' },
    ]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input: NightResultsInput = csv.trim()
      ? { csv }
      : {
          entries: rows
            .filter((row) => row.team.trim() || row.value.trim())
            .map((row) => {
              const value = numberOf(row.value) as number;
              return mode === 'score'
                ? { team: row.team, score: value }
                : { team: row.team, placement: value };
            }),
        };
    save.mutate(input);
  };

  return (
    <div className="space-y-6">
      {posted.revision > 0 ? <PostedResults results={posted} isSaved={Boolean(save.data)} /> : null}
      <form onSubmit={submit} className="space-y-4" aria-label="Results">
        <fieldset className="flex flex-wrap gap-4 text-sm">
          <legend className="sr-only">Results by</legend>
          {(['score', 'place'] as const).map((each) => (
            <label key={each} className="flex min-h-11 items-center gap-2 font-semibold">
              <input
                type="radio"
                name="mode"
                checked={mode === each}
                onChange={() => setMode(each)}
              />
              {each === 'score' ? 'Scores' : 'Places only'}
            </label>
          ))}
        </fieldset>
        <datalist id={listId}>
          {(names.data?.names ?? []).map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <ol className="space-y-2">
          {rows.map((row, index) => (
            <li key={row.key} className="flex items-center gap-2">
              <input
                aria-label={`Team ${index + 1}`}
                value={row.team}
                list={listId}
                maxLength={TEAM_NAME_MAX}
                autoComplete="off"
                onFocus={() => setTyping(row.team)}
                onChange={(event) => {
                  change(row.key, { team: event.target.value });
                  setTyping(event.target.value);
                }}
                className="min-h-11 min-w-0 flex-1 rounded-xl border border-border bg-surface px-3 text-fg"
                placeholder="Team name"
              />
              <input
                aria-label={`${mode === 'score' ? 'Score' : 'Place'} of team ${index + 1}`}
                value={row.value}
                inputMode={mode === 'score' ? 'decimal' : 'numeric'}
                onChange={(event) => change(row.key, { value: event.target.value })}
                className="min-h-11 w-20 rounded-xl border border-border bg-surface px-3 text-right text-fg tabular-nums"
                placeholder={mode === 'score' ? 'Score' : 'Place'}
              />
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Remove team ${index + 1}`}
                onClick={() => setRows((current) => current.filter((each) => each.key !== row.key))}
              >
                ✕
              </Button>
            </li>
          ))}
        </ol>
        {rows.length < NIGHT_RESULTS_MAX_TEAMS ? (
          <Button variant="secondary" size="sm" onClick={addRow}>
            Add a team
          </Button>
        ) : null}
        <details className="rounded-xl border border-border bg-surface p-3 text-sm">
          <summary className="cursor-pointer font-semibold">
            Paste a CSV of team,score instead
          </summary>
          <textarea
            aria-label="CSV of team,score"
            value={csv}
            onChange={(event) => setCsv(event.target.value)}
            rows={5}
            className="mt-2 block w-full rounded-xl border border-border bg-surface-2 px-3 py-2 font-mono text-fg"
            placeholder={'team,score\nQuiz Bears,42'}
          />
        </details>
        <Button type="submit" className="w-full" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : posted.revision > 0 ? 'Save correction' : 'Post results'}
        </Button>
        <NothingChanged error={save.error} />
      </form>
    </div>
  );
}

/** The posted lines by place, ties sharing theirs. */
function PostedResults({ results, isSaved }: { results: NightResultsResponse; isSaved: boolean }) {
  return (
    <section aria-label="Posted results" className="space-y-2">
      {isSaved ? (
        <Alert tone="success">
          {results.revision > 1 ? 'Correction saved.' : 'Results posted.'}
        </Alert>
      ) : null}
      <div className="overflow-hidden rounded-2xl border border-border bg-surface">
        <ResultsTable entries={results.entries} />
      </div>
      <p className="text-xs text-muted">
        Version {results.revision}
        {results.postedAt ? `, posted ${new Date(results.postedAt).toLocaleString()}` : ''}
      </p>
    </section>
  );
}
