import type { EventProposal } from '@trivia/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { StatusPill } from '@/components/ui/status-pill.tsx';
import { paths } from '@/config/paths.ts';
import { errorMessage } from '@/lib/api-client.ts';
import { useAnswerEventProposal } from '../api/answer-event-proposal.ts';

function Block({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <div className="min-w-0 rounded-xl border border-border bg-surface-2 p-3">
      <p className="text-xs font-semibold tracking-wide text-muted uppercase">{caption}</p>
      <div className="mt-1 break-words">{children}</div>
    </div>
  );
}

/**
 * One question of decision 150: a feed's night beside the event another host lists in its slot.
 * Its managers (or an admin) hand it over or keep it; the feed's own provider sees it wait.
 */
export function EventProposalItem({ proposal }: { proposal: EventProposal }) {
  const answer = useAnswerEventProposal();
  const send = (value: 'accept' | 'decline') =>
    answer.mutate({ proposalId: proposal.id, answer: value });
  const isBusy = answer.isPending || answer.isSuccess;
  const { event } = proposal;
  return (
    <li
      aria-label={`${proposal.incomingLabel} at ${event.venueName} from ${proposal.feedName}`}
      className="rounded-2xl border border-border bg-surface p-4 shadow-sm sm:p-5"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <Block caption={`In ${proposal.providerName}’s feed “${proposal.feedName}”`}>
          <p className="font-semibold">{proposal.incomingLabel}</p>
          <p className="text-sm text-muted">at {event.venueName}</p>
        </Block>
        <Block caption="We list">
          <Link
            to={paths.admin.event(event.id)}
            className="font-semibold text-link underline underline-offset-4"
          >
            {event.label}
          </Link>
          <p className="text-sm text-muted">
            at {event.venueName} ·{' '}
            {event.providerName ? `run by ${event.providerName}` : 'Self-hosted'}
          </p>
        </Block>
      </div>
      {proposal.canAnswer ? (
        <p className="mt-3 text-sm text-muted">
          Hand it over and it becomes {proposal.providerName}’s, kept in step with their feed.
          Decline and it stays as it is; their feed’s night is not listed beside it.
        </p>
      ) : (
        <p className="mt-3">
          <StatusPill tone="warning" label="Waiting for the event’s managers" />
        </p>
      )}
      {answer.error ? (
        <div className="mt-3">
          <Alert tone="error">{errorMessage(answer.error, 'The answer could not be saved')}</Alert>
        </div>
      ) : null}
      {proposal.canAnswer ? (
        <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" disabled={isBusy} onClick={() => send('decline')}>
            Decline
          </Button>
          <Button disabled={isBusy} onClick={() => send('accept')}>
            Hand it over
          </Button>
        </div>
      ) : null}
    </li>
  );
}
