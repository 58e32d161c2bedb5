import { type NightTeam, plural } from '@trivia/shared';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog, mutationState } from '@/components/ui/confirm-dialog.tsx';
import { ChevronDownIcon } from '@/components/ui/icons.tsx';
import { StatusPill } from '@/components/ui/status-pill.tsx';
import { useRemoveTeam } from '../api/remove-team.ts';
import { nightHeadcount } from '../headcount.ts';

export interface NightTeamsProps {
  /** The night's teams, as GET /api/admin/night-teams gives them (emails only to its managers). */
  teams: readonly NightTeam[];
  /** The event's team limit, or null. */
  maxTeams: number | null;
  /** The user manages the night: each team has a Remove (the server decides; this hides it). */
  canRemove: boolean;
  /** "Trivia at Music Row Pub on Tuesday, Nov 24": the dialog and the list name the night. */
  nightName: string;
  /** The event page's next night shows its teams open; the schedule keeps them folded. */
  isInitiallyExpanded?: boolean;
  /** After a removal: the page says so (its status line outlives the night's last team). */
  onRemoved: (team: NightTeam) => void;
}

/** Coming first, then the waitlist, each in the order they said so. */
function inOrder(teams: readonly NightTeam[]): NightTeam[] {
  const rank = (team: NightTeam) => (team.status === 'coming' ? 0 : 1);
  return [...teams].sort(
    (a, b) =>
      rank(a) - rank(b) || a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id),
  );
}

/**
 * Who is coming to one night: its headcount as a button that unfolds the teams (name,
 * players, and the email for managers), each with Remove behind a confirmation. Nothing shows for
 * a night no team has said it is coming to, so that a week of nights still fits a phone.
 */
export function NightTeams({
  teams,
  maxTeams,
  canRemove,
  nightName,
  isInitiallyExpanded = false,
  onRemoved,
}: NightTeamsProps) {
  const listId = useId();
  const [isExpanded, setIsExpanded] = useState(isInitiallyExpanded);
  const [toRemove, setToRemove] = useState<NightTeam | null>(null);
  const remove = useRemoveTeam();
  const headcount = nightHeadcount(teams, maxTeams);
  if (teams.length === 0) return null;

  const close = () => setToRemove(null);
  const onConfirm = () => {
    if (!toRemove) return;
    remove.mutate(toRemove.id, {
      onError: (error) => console.error('Removing the team failed', error),
      onSuccess: () => {
        onRemoved(toRemove);
        close();
      },
    });
  };

  return (
    <div className="mt-1.5 min-w-0">
      <button
        type="button"
        aria-expanded={isExpanded}
        aria-controls={listId}
        onClick={() => setIsExpanded((open) => !open)}
        className={`inline-flex min-h-9 items-center gap-1 rounded-lg text-left text-sm font-semibold hover:underline ${headcount.isFull ? 'text-warning' : 'text-link'}`}
      >
        {headcount.text}
        <ChevronDownIcon
          aria-hidden="true"
          className={`size-4 shrink-0 transition-transform ${isExpanded ? 'rotate-180' : ''}`}
        />
      </button>
      <ul
        id={listId}
        hidden={!isExpanded}
        aria-label={`Teams coming to ${nightName}`}
        className="mt-1 divide-y divide-border rounded-xl border border-border bg-surface-2"
      >
        {inOrder(teams).map((team) => (
          <li
            key={team.id}
            aria-label={team.teamName}
            className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2"
          >
            {/* One line where it fits (a desktop), wrapping on a phone: name, players, status, email. */}
            <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-0.5">
              <span className="font-semibold break-words">{team.teamName}</span>
              {team.players === undefined ? null : (
                <span className="text-sm text-muted">{plural(team.players, 'player')}</span>
              )}
              {team.status === 'waitlist' ? <StatusPill tone="muted" label="Waitlist" /> : null}
              {team.email ? (
                <a
                  href={`mailto:${team.email}`}
                  className="min-w-0 text-sm break-all text-link underline-offset-4 hover:underline"
                >
                  {team.email}
                </a>
              ) : null}
            </div>
            {canRemove ? (
              <Button
                size="sm"
                variant="danger-ghost"
                aria-label={`Remove ${team.teamName}`}
                onClick={() => setToRemove(team)}
              >
                Remove
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        isOpen={toRemove !== null}
        title="Remove this team?"
        confirmLabel="Remove team"
        busyLabel="Removing..."
        cancelLabel="Keep it"
        onConfirm={onConfirm}
        {...mutationState(remove, close)}
      >
        <p>
          {toRemove ? `${toRemove.teamName} will no longer be listed for ${nightName}.` : ''}
          {toRemove?.status === 'coming' && headcount.waitlist > 0
            ? ' The first team on the waitlist takes its place.'
            : ''}
        </p>
      </ConfirmDialog>
    </div>
  );
}
