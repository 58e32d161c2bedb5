import { formatOccurrenceDate, formatTime, type TeamRsvpWithdrawView } from '@trivia/shared';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Main } from '@/components/ui/main.tsx';
import { NothingChanged } from '@/components/ui/nothing-changed.tsx';
import { paths } from '@/config/paths.ts';
import { useWithdrawLink, useWithdrawTeam } from '../api/withdraw.ts';
import { LinkError } from './link-error.tsx';

function Night({ view }: { view: TeamRsvpWithdrawView }) {
  return (
    <div className="mt-6 rounded-2xl border border-border bg-surface p-4">
      <p className="text-lg font-bold">{view.teamName}</p>
      <p className="mt-1">
        {view.eventTitle} at{' '}
        <Link to={paths.venuePage(view.venueSlug)} className="text-link underline">
          {view.venueName}
        </Link>
      </p>
      <p className="text-sm text-muted">
        {formatOccurrenceDate(view.date)} · {formatTime(view.startTime)}
      </p>
    </div>
  );
}

/**
 * The page a "We're coming" mail's withdraw link opens, without an account: it names
 * the team, venue and night; only its button (a POST) withdraws the team, so mail scanners that
 * open links change nothing.
 */
export function WithdrawPage({ token }: { token: string }) {
  const link = useWithdrawLink(token);
  const withdraw = useWithdrawTeam(token);
  const view = link.data;
  const isWithdrawn = view?.state === 'withdrawn';

  return (
    <Main className="mx-auto w-full max-w-xl px-4 pt-10 pb-16">
      <h1 className="text-3xl font-extrabold tracking-tight">
        {isWithdrawn ? 'Your team is withdrawn' : 'Withdraw your team'}
      </h1>
      {link.isPending ? (
        <p role="status" className="mt-4 text-muted">
          Loading...
        </p>
      ) : null}
      {link.isError ? (
        <LinkError
          error={link.error}
          gone="The team was withdrawn or removed, or its night has passed."
        />
      ) : null}
      {view ? (
        <>
          <Night view={view} />
          {isWithdrawn ? (
            <div className="mt-6">
              <Alert tone="success">
                {view.teamName} is no longer on the list for this night. Changed your mind? Say
                "We're coming" again on the venue's page.
              </Alert>
            </div>
          ) : (
            <>
              <p className="mt-6 text-muted">
                Not coming after all? Withdraw your team, and the hosts count one team fewer; if the
                night is full, the first team waiting gets your place.
              </p>
              <Button
                className="mt-4 w-full"
                variant="danger"
                disabled={withdraw.isPending}
                onClick={() => withdraw.mutate()}
              >
                {withdraw.isPending ? 'Withdrawing...' : 'Withdraw our team'}
              </Button>
            </>
          )}
          <NothingChanged error={withdraw.error} />
        </>
      ) : null}
    </Main>
  );
}
