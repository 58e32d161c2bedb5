import { addDays, formatOccurrenceDate, todayIn } from '@trivia/shared';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { errorMessage } from '@/lib/api-client.ts';
import { useNightTeams } from '../api/get-night-teams.ts';
import { NightTeams } from './night-teams.tsx';

/** How far ahead the event page looks for teams: the schedule's four weeks. */
const WEEKS_AHEAD = 4;

export interface EventNightTeamsProps {
  eventId: string;
  /** "Trivia at Music Row Pub": the night's name before its date. */
  eventName: string;
  maxTeams: number | null;
  /** The user manages the event: Remove on each team. */
  canRemove: boolean;
}

/**
 * The event page's "Teams coming": each of the next four weeks' nights that a team has
 * said it is coming to, listed as the schedule lists them (the next one unfolded), from one
 * request for the event.
 */
export function EventNightTeams({ eventId, eventName, maxTeams, canRemove }: EventNightTeamsProps) {
  const from = todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);
  const teams = useNightTeams({ eventId, from, through: addDays(from, WEEKS_AHEAD * 7) });
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (teams.error) console.error('Loading the teams failed', teams.error);
  }, [teams.error]);
  const nights = (teams.data?.nights ?? []).filter((night) => night.teams.length > 0);
  return (
    <section
      aria-labelledby="event-teams"
      className="max-w-2xl rounded-2xl border border-border bg-surface p-4 sm:p-5"
    >
      <h2 id="event-teams" className="text-lg font-bold">
        Teams coming
      </h2>
      <p className="text-sm text-muted">The next {WEEKS_AHEAD} weeks' nights.</p>
      <p role="status" className="mt-2 text-sm font-semibold text-success empty:hidden">
        {message}
      </p>
      {teams.isPending ? <p role="status">Loading teams...</p> : null}
      {teams.isError ? (
        <div className="mt-3">
          <Alert tone="error" title="The teams could not be loaded">
            {errorMessage(teams.error, 'Please try again.')}
          </Alert>
        </div>
      ) : null}
      {teams.data && nights.length === 0 ? (
        <p className="mt-3 text-muted">No team has said it is coming yet.</p>
      ) : null}
      {nights.length > 0 ? (
        <ul className="mt-2 divide-y divide-border">
          {nights.map((night, index) => (
            <li
              key={night.date}
              aria-label={formatOccurrenceDate(night.date)}
              className="py-3 first:pt-1 last:pb-0"
            >
              <h3 className="font-semibold">{formatOccurrenceDate(night.date)}</h3>
              <NightTeams
                teams={night.teams}
                maxTeams={maxTeams}
                canRemove={canRemove}
                nightName={`${eventName} on ${formatOccurrenceDate(night.date)}`}
                // The next night open; later ones folded, so that the form stays near.
                isInitiallyExpanded={index === 0}
                onRemoved={(team) =>
                  setMessage(`Removed ${team.teamName} from ${formatOccurrenceDate(night.date)}.`)
                }
              />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
