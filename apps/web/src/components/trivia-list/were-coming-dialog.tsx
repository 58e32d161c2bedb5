import { useQueryClient } from '@tanstack/react-query';
import {
  type EventLine,
  formatOccurrenceDate,
  headcountLabel,
  TEAM_NAME_MAX,
  TEAM_PLAYERS_MAX,
  TEAM_PLAYERS_MIN,
  type TeamRsvpAccepted,
  type TeamRsvpInput,
} from '@trivia/shared';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { HoneypotField } from '@/components/ui/honeypot-field.tsx';
import { ApiError, apiFetch } from '@/lib/api-client.ts';

/** What the form needs of a night: little enough to be an island's props (decision 213). */
export type ComingNight = Pick<EventLine, 'rsvpEventId' | 'date' | 'title' | 'teams' | 'maxTeams'>;

interface Values {
  teamName: string;
  players: string;
  email: string;
  /** A honeypot: people never see it, bots fill it in. */
  website: string;
}

/** The fields the form shows: the server's messages about them show under them. */
const SHOWN = ['teamName', 'players', 'email'] as const;
type Shown = (typeof SHOWN)[number];
type FieldErrors = Partial<Record<Shown, string>>;

interface Outcome {
  status: 'idle' | 'sending' | 'sent';
  errors?: FieldErrors;
  /** Why the request failed, when that is not about one of the fields shown. */
  error?: unknown;
  accepted?: TeamRsvpAccepted;
}

/** Splits a refused request into the messages under the fields and the one for the whole form. */
function outcomeOfError(error: unknown): Outcome {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) {
    return { status: 'idle', error };
  }
  const errors: FieldErrors = {};
  const others: string[] = [];
  for (const { field, message } of error.details as { field?: string; message?: string }[]) {
    if (SHOWN.includes(field as Shown)) errors[field as Shown] ??= message;
    else if (message) others.push(message);
  }
  return { status: 'idle', errors, error: others.length > 0 ? new Error(others.join(' ')) : null };
}

function isFull(line: ComingNight): boolean {
  return line.maxTeams !== undefined && (line.teams ?? 0) >= line.maxTeams;
}

/**
 * The "We're coming" form: a team's name, how many players and an email for a reminder
 * and a cancellation notice; no account. The night's count updates once the server accepts it; a
 * full night puts the team on its waitlist, which the answer says.
 */
export default function WereComingDialog({
  line,
  venueName,
  onClose,
}: {
  line: ComingNight;
  venueName: string;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>({
    teamName: '',
    players: '',
    email: '',
    website: '',
  });
  // Plain state rather than a mutation hook, as the report dialog: this chunk shares little.
  const [outcome, setOutcome] = useState<Outcome>({ status: 'idle' });
  const set = (change: Partial<Values>) => setValues({ ...values, ...change });
  const { accepted } = outcome;

  const submit = () => {
    if (!values.teamName.trim()) {
      setOutcome({ status: 'idle', errors: { teamName: 'Enter your team’s name' } });
      return;
    }
    if (!line.rsvpEventId) return;
    setOutcome({ status: 'sending' });
    const body: TeamRsvpInput = {
      // A grouped line's first event whose night is not cancelled.
      eventId: line.rsvpEventId,
      date: line.date,
      teamName: values.teamName,
      players: values.players.trim() === '' ? undefined : Number(values.players),
      email: values.email,
      website: values.website,
    };
    apiFetch<TeamRsvpAccepted>('/api/rsvps', { method: 'POST', body }).then(
      (answer) => {
        setOutcome({ status: 'sent', accepted: answer });
        // The night's count, on the list, the venue page and the saved venues.
        for (const key of ['venues', 'venue-pages', 'saved-venues']) {
          void queryClient.invalidateQueries({ queryKey: [key] });
        }
      },
      (error: unknown) => setOutcome(outcomeOfError(error)),
    );
  };

  const night = `${line.title} at ${venueName}, ${formatOccurrenceDate(line.date)}`;
  const count = headcountLabel(line);
  const errors = outcome.errors ?? {};
  return (
    <ConfirmDialog
      isOpen
      title={
        accepted
          ? accepted.status === 'waitlist'
            ? "You're on the waitlist"
            : "You're on the list"
          : "We're coming"
      }
      confirmLabel={accepted ? 'Close' : 'Add our team'}
      busyLabel="Sending..."
      tone="primary"
      cancelLabel={accepted ? null : 'Cancel'}
      isBusy={outcome.status === 'sending'}
      error={outcome.error}
      onConfirm={() => (accepted ? onClose() : submit())}
      onClose={onClose}
    >
      {accepted ? (
        <Sent accepted={accepted} night={night} values={values} />
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
          className="space-y-4"
        >
          <p>
            {night}
            {count ? <span className="font-semibold text-fg">{` · ${count}`}</span> : null}
          </p>
          {isFull(line) ? (
            <Alert tone="warning">
              This night is full: your team goes on the waitlist, and moves up if a team withdraws.
            </Alert>
          ) : null}
          <div className="space-y-4 text-fg">
            <TextField
              label="Team name"
              required
              maxLength={TEAM_NAME_MAX}
              autoComplete="off"
              value={values.teamName}
              error={errors.teamName}
              onChange={(event) => set({ teamName: event.target.value })}
            />
            <TextField
              label="Players (optional)"
              type="number"
              inputMode="numeric"
              min={TEAM_PLAYERS_MIN}
              max={TEAM_PLAYERS_MAX}
              value={values.players}
              error={errors.players}
              hint={`How many of you: ${TEAM_PLAYERS_MIN} to ${TEAM_PLAYERS_MAX}.`}
              onChange={(event) => set({ players: event.target.value })}
              className="max-w-32"
            />
            <TextField
              label="Email (optional)"
              type="email"
              autoComplete="email"
              value={values.email}
              error={errors.email}
              hint="For a reminder and a cancellation notice, once you confirm it."
              onChange={(event) => set({ email: event.target.value })}
            />
          </div>
          <HoneypotField value={values.website} onChange={(website) => set({ website })} />
          {/* Enter in a field sends the form. */}
          <button type="submit" hidden />
        </form>
      )}
    </ConfirmDialog>
  );
}

function Sent({
  accepted,
  night,
  values,
}: {
  accepted: TeamRsvpAccepted;
  night: string;
  values: Values;
}) {
  const email = values.email.trim();
  const count = headcountLabel(accepted.headcount);
  if (accepted.status === 'waitlist') {
    return (
      <Alert tone="info">
        {email
          ? "You're on the waitlist — we'll email you if a place frees up."
          : "You're on the waitlist. This night is full: look here again to see if a place frees up."}
        {email ? <ConfirmNote email={email} /> : null}
      </Alert>
    );
  }
  return (
    <Alert tone="success">
      <p>
        {values.teamName.trim()} is on the list for {night}.{count ? ` Now ${count}.` : ''}
      </p>
      {email ? (
        <p className="mt-1">
          We'll email {email} a reminder, and a link to withdraw your team if your plans change.
        </p>
      ) : null}
      {email ? <ConfirmNote email={email} /> : null}
    </Alert>
  );
}

/**
 * Said whatever the address's state (decision 165): the answer never tells whether an address is
 * already confirmed, or already coming.
 */
function ConfirmNote({ email }: { email: string }) {
  return (
    <p className="mt-1">
      The first time you give us {email}, we first send it a link to confirm it's yours: nothing
      else goes to it until you do.
    </p>
  );
}
