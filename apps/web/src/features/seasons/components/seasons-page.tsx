import {
  formatOccurrenceDate,
  type MeResponse,
  paths,
  plural,
  type SeasonResponse,
  seasonRuleSentence,
} from '@trivia/shared';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useDeleteSeason, useSeasons } from '../api/seasons.ts';
import { SeasonForm } from './season-form.tsx';
import { TeamMerges } from './team-merges.tsx';

/** Which form is open: none, a new season's, or a season's by id. */
type Editing = null | 'new' | string;

/**
 * `/admin/seasons`: the leagues a person runs (decision 207) — each with its dates, rule, events
 * and public standings page — and a form to create one or change it. The server lists only the
 * seasons they may manage and refuses anything else.
 */
export function SeasonsPage({ me }: { me: MeResponse }) {
  const seasons = useSeasons();
  const remove = useDeleteSeason();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<SeasonResponse | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const done = (season: SeasonResponse) => {
    setEditing(null);
    setSaved(`${season.name} is saved.`);
  };
  return (
    <div className="max-w-3xl">
      <PageHeader
        title="Seasons"
        description="Leagues over your events: their standings are computed from the results you post."
      />
      {saved ? (
        <div className="mb-4">
          <Alert tone="success">{saved}</Alert>
        </div>
      ) : null}
      {editing === 'new' ? (
        <section
          aria-label="New season"
          className="rounded-2xl border border-border bg-surface p-4"
        >
          <h2 className="mb-4 text-lg font-bold">New season</h2>
          <SeasonForm me={me} season={null} onDone={done} />
          <Button variant="ghost" className="mt-2" onClick={() => setEditing(null)}>
            Cancel
          </Button>
        </section>
      ) : (
        <Button
          onClick={() => {
            setSaved(null);
            setEditing('new');
          }}
        >
          New season
        </Button>
      )}
      {seasons.isPending ? <p role="status">Loading seasons...</p> : null}
      {seasons.isError ? (
        <Alert tone="error">{errorMessage(seasons.error, 'Please try again.')}</Alert>
      ) : null}
      {seasons.data?.seasons.length === 0 ? (
        <p className="mt-6 text-muted">No seasons yet.</p>
      ) : null}
      <ul className="mt-6 space-y-4">
        {seasons.data?.seasons.map((season) => (
          <li
            key={season.id}
            aria-label={season.name}
            className="rounded-2xl border border-border bg-surface p-4"
          >
            {editing === season.id ? (
              <>
                <h2 className="mb-4 text-lg font-bold">{season.name}</h2>
                <SeasonForm me={me} season={season} onDone={done} />
                <Button variant="ghost" className="mt-2" onClick={() => setEditing(null)}>
                  Cancel
                </Button>
              </>
            ) : (
              <>
                <h2 className="text-lg font-bold">{season.name}</h2>
                <p className="text-sm text-muted">
                  {season.owner.name} · {formatOccurrenceDate(season.startsOn)} to{' '}
                  {formatOccurrenceDate(season.endsOn)} ·{' '}
                  {plural(season.eventIds.length, 'event', 'events')}
                </p>
                <p className="mt-1 text-sm">{seasonRuleSentence(season.rule)}.</p>
                <div className="mt-3 flex flex-wrap items-center gap-2">
                  <a
                    href={paths.standings(season.slug)}
                    className="mr-2 font-semibold text-link underline"
                  >
                    Standings page
                  </a>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => {
                      setSaved(null);
                      setEditing(season.id);
                    }}
                  >
                    Edit
                  </Button>
                  <Button size="sm" variant="danger-ghost" onClick={() => setDeleting(season)}>
                    Delete
                  </Button>
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
      <TeamMerges me={me} />
      <ConfirmDialog
        isOpen={deleting !== null}
        title={`Delete ${deleting?.name ?? 'this season'}?`}
        confirmLabel="Delete season"
        busyLabel="Deleting..."
        isBusy={remove.isPending}
        tone="danger"
        error={remove.error}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setSaved(`${deleting.name} is deleted.`);
              setDeleting(null);
            },
          })
        }
        onClose={() => setDeleting(null)}
      >
        Its standings page and embed go away. The results posted for its nights stay.
      </ConfirmDialog>
    </div>
  );
}
